import { insertText } from '#domain/requests/response-templates.ts';

/**
 * A box's text after putting `inserted` at its selection (at the end when there is no box), and
 * where the caret goes: how a response template enters a comment box.
 * @example insertAtSelection(document.getElementById(id), 'Hello', 'Crew booked.') // { value: 'Hello Crew booked.', caret: 18 }
 */
export function insertAtSelection(
  box: HTMLElement | null,
  value: string,
  inserted: string,
): { value: string; caret: number } {
  return box instanceof HTMLTextAreaElement
    ? insertText(value, box.selectionStart, box.selectionEnd, inserted)
    : insertText(value, value.length, value.length, inserted);
}
