/**
 * The bulk change of the list (docs/product.md#311-bulk-changes), for roles that change requests:
 * "Select all on this page", how many are chosen, the field and its new value, and the summary of
 * what the server did, in a polite live region (changed, refused, and why for each refused one).
 * The body is checked with the server's own schema before it is sent.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { closingCommentAsked } from '#domain/requests/closing-comment.ts';
import { bulkChangeSchema, type BulkSummary } from '#domain/requests/bulk-change.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { LiveMessage, SelectField } from '../FormField.tsx';
import { staffUsersQuery } from '../staff-users-api.ts';
import { useBulkChange } from './bulk-api.ts';
import {
  BULK_FIELDS,
  bulkChoices,
  refusalLines,
  selectedText,
  summaryHeadline,
  type BulkField,
} from './bulk-choices.ts';
import { ClosingCommentFields } from '../request-detail/ClosingCommentFields.tsx';
import { useClosingComment } from '../request-detail/use-closing-comment.ts';
import { SelectAllBox } from './SelectAllBox.tsx';
import type { Selection } from './use-selection.ts';

/** Shown when the new value is still "Choose…". */
export const CHOOSE_VALUE = 'Choose the new value.';
const NOTHING = '';

export function BulkBar({ selection }: { selection: Selection }) {
  const id = useId();
  const staff = useQuery(staffUsersQuery);
  const bulk = useBulkChange();
  const [field, setField] = useState<BulkField>('status');
  const [choice, setChoice] = useState(NOTHING);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [problem, setProblem] = useState('');
  const closing = useClosingComment();
  const choices = bulkChoices(field, staff.data?.staff ?? []);
  const chosen = choice === NOTHING ? undefined : choices[Number(choice)]?.change;
  // Resolved or Closed asks for the closing comment, as on one request; one comment for them all.
  const asksComment = chosen !== undefined && 'status' in chosen && closingCommentAsked(chosen.status);

  const apply = async () => {
    if (bulk.isPending) return;
    setProblem('');
    setSummary(null);
    if (!chosen) {
      setProblem(CHOOSE_VALUE);
      return;
    }
    const refusal = (ids: readonly string[], change: object) => {
      const body = bulkChangeSchema.safeParse({ ids, change });
      if (!body.success) setProblem(body.error.issues[0]?.message ?? CHOOSE_VALUE);
      return body;
    };
    // The selection is checked before the comment is asked for.
    if (!refusal(selection.selected, chosen).success) return;
    const closingFields = 'status' in chosen ? closing.collect(chosen.status) : {};
    if (!closingFields) return;
    const body = refusal(selection.selected, { ...chosen, ...closingFields });
    if (!body.success) return;
    try {
      setSummary(await bulk.mutateAsync(body.data));
      selection.toggleAll(false);
      closing.clear();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-xl border border-slate-300 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Change selected requests
      </h2>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <SelectAllBox state={selection.state} onChange={selection.toggleAll} />
        <p className="text-slate-800" data-testid="selected-count">
          {selectedText(selection.selected.length)}
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <SelectField
          id={`${id}-field`}
          label="Change"
          value={field}
          onChange={(event) => {
            setField(event.target.value as BulkField);
            setChoice(NOTHING);
          }}
        >
          {BULK_FIELDS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-value`}
          label="To"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
          }}
        >
          <option value={NOTHING}>Choose…</option>
          {choices.map((option, index) => (
            <option key={String(index)} value={String(index)}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {asksComment ? (
          <div className="w-full">
            <ClosingCommentFields closing={closing} category={null} />
          </div>
        ) : null}
        <button type="submit" className={buttonClasses('primary', 'md')} aria-disabled={bulk.isPending || undefined}>
          {bulk.isPending ? 'Applying…' : 'Apply to selected'}
        </button>
      </form>
      <LiveMessage kind="status">
        {summary ? (
          <div data-testid="bulk-summary">
            <p>{summaryHeadline(summary)}</p>
            {summary.refused.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-slate-900">
                {refusalLines(summary).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </LiveMessage>
      <LiveMessage kind="alert">{problem}</LiveMessage>
    </section>
  );
}
