/**
 * The closing comment (docs/product.md#311-closing-comment), shown under `Change Status` while
 * the choice is Resolved or Closed: a public comment to the resident (a response template may
 * fill it), or, with `Skip the comment` checked, the reason there is none, kept as an internal note.
 */
import { useId } from 'react';
import type { Category } from '#domain/requests/constants.ts';
import { MAX_NOTE_LENGTH, MAX_SKIP_REASON_LENGTH } from '#domain/requests/staff-input.ts';
import { FieldError, TextAreaField } from '../FormField.tsx';
import { insertAtSelection } from './insert-at-selection.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import type { ClosingComment } from './use-closing-comment.ts';

export function ClosingCommentFields({ closing, category }: { closing: ClosingComment; category: Category | null }) {
  const id = useId();
  const { draft, change, error, commentBox, reasonBox } = closing;
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  const insert = (inserted: string) => {
    const box = commentBox.current;
    const at = insertAtSelection(box, draft.comment, inserted);
    change({ comment: at.value });
    box?.focus();
    // After React has put the new text in the box, the caret goes after what was inserted.
    requestAnimationFrame(() => box?.setSelectionRange(at.caret, at.caret));
  };

  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">Closing comment</legend>
      {draft.skip ? (
        <TextAreaField
          id={`${id}-reason`}
          ref={reasonBox}
          label="Reason for skipping the comment (internal note)"
          rows={2}
          maxLength={MAX_SKIP_REASON_LENGTH}
          value={draft.reason}
          onChange={(event) => {
            change({ reason: event.target.value });
          }}
          {...invalid}
        />
      ) : (
        <>
          <TextAreaField
            id={`${id}-comment`}
            ref={commentBox}
            label="Comment to the resident (public)"
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            value={draft.comment}
            onChange={(event) => {
              change({ comment: event.target.value });
            }}
            {...invalid}
          />
          <TemplatePicker category={category} insert={insert} />
        </>
      )}
      <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2"
          checked={draft.skip}
          onChange={(event) => {
            change({ skip: event.target.checked });
          }}
        />
        Skip the comment
      </label>
      {/* Not a live region: focus moves to the box, which reads this as its description. */}
      <FieldError id={errorId} message={error ?? undefined} />
    </fieldset>
  );
}
