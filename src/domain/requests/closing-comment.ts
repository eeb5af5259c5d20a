/**
 * The closing comment (docs/product.md#311-closing-comment): setting a request Resolved or Closed
 * asks the manager for a public comment to the resident, or for the reason there is none, which
 * is kept as an internal note.
 */
import type { Status } from './constants.ts';

/** The statuses whose change asks for a closing comment. */
const CLOSING_STATUSES: readonly Status[] = ['Resolved', 'Closed'];

/**
 * Whether a change to `status` asks for a closing comment.
 * @example closingCommentAsked('Resolved') // true
 */
export function closingCommentAsked(status: string): boolean {
  return (CLOSING_STATUSES as readonly string[]).includes(status);
}

/**
 * The internal note that keeps why a change went without a public comment.
 * @example skipNoteText('Closed', 'Duplicate') // 'Closed without a public comment. Reason: Duplicate'
 */
export function skipNoteText(status: Status, reason: string): string {
  return `${status} without a public comment. Reason: ${reason}`;
}
