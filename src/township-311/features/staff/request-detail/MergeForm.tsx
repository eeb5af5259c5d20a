/**
 * "Merge into another request" (docs/product.md#311-merging-duplicates): the original's reference or
 * id, then its reference, category, address and status to confirm, then the merge. Refusals show
 * the server's message beside the field.
 */
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import type { MergeSummary } from '#domain/requests/merge.ts';
import { MERGE_MESSAGES } from '#domain/requests/merge.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { InputField } from '../FormField.tsx';
import { MERGE_FAILED, previewMerge, useMerge } from './merge-api.ts';
import { Field } from './Panel.tsx';

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : MERGE_FAILED);

/** `onMerged` hears the message the panel's live region announces. */
export function MergeForm({ id, onMerged }: { id: string; onMerged: (message: string) => void }) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [into, setInto] = useState('');
  const [original, setOriginal] = useState<MergeSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const merge = useMerge(id);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const find = async (event: SyntheticEvent) => {
    event.preventDefault();
    setOriginal(null);
    if (into.trim() === '') {
      setError(MERGE_MESSAGES.blank);
      return;
    }
    setFinding(true);
    try {
      setOriginal((await previewMerge(id, into.trim())).original);
      setError(null);
      // The confirmation is what to read next.
      requestAnimationFrame(() => confirmRef.current?.focus());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setFinding(false);
    }
  };

  const confirm = async (target: MergeSummary) => {
    try {
      await merge.mutateAsync(target.id);
      onMerged(`Merged into ${formatReference(target.reference)}.`);
    } catch (failure) {
      setOriginal(null);
      setError(messageOf(failure));
    }
  };

  return (
    <div className="space-y-3">
      <form onSubmit={(event) => void find(event)} noValidate className="space-y-2">
        <InputField
          id={fieldId}
          label="Reference or ID of the original"
          hint="As people see it, such as K7QM-3XPA, or the request ID."
          autoComplete="off"
          value={into}
          onChange={(event) => {
            setInto(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {/* An alert: the refusal comes from the server after the button, not while typing. */}
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </InputField>
        <button type="submit" disabled={finding} className={buttonClasses('secondary', 'md')}>
          Find request
        </button>
      </form>
      {original ? (
        <div className="rounded-lg border border-slate-300 p-3" data-testid="merge-original">
          <dl>
            <Field label="Reference">{formatReference(original.reference)}</Field>
            <Field label="Category">{original.category}</Field>
            <Field label="Address">{original.address}</Field>
            <Field label="Status">{original.status}</Field>
          </dl>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              disabled={merge.isPending}
              onClick={() => void confirm(original)}
              className={buttonClasses('warning', 'md')}
            >
              Merge into {formatReference(original.reference)}
            </button>
            <button
              type="button"
              onClick={() => {
                setOriginal(null);
              }}
              className={buttonClasses('secondary', 'md')}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
