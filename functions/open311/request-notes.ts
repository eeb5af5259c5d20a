/**
 * The `notes` extension of a request: its public history and public comments as one timeline,
 * oldest first, built only from the public projection (toPublicRequest): its authors are already
 * 'Resident' or 'Township Staff' (decided there by who acted, never again here by a name) and
 * internal notes never appear.
 */
import type { PublicRequest } from '#domain/requests/public-view.ts';
import { toZonedIso } from './zoned-iso.ts';

/** `update` covers every other public history line (e.g. "Internal note added", which has no text). */
type Open311NoteType = 'created' | 'status_change' | 'priority_change' | 'assignment' | 'comment' | 'update';

export type Open311Note = {
  datetime: string;
  type: Open311NoteType;
  summary: string;
  /** 'Resident' or 'Township Staff'. */
  author: string;
  /** A public comment's text; null for history lines. */
  description: string | null;
};

/** The history line every public comment also writes: the comment itself stands for it. */
const COMMENT_ADDED = 'Public comment added';

const TYPES: readonly [RegExp, Open311NoteType][] = [
  [/^Request Submitted$/, 'created'],
  // A request staff filed for a caller (its public form names no one).
  [/^Request submitted by phone$/, 'created'],
  [/^Status changed to /, 'status_change'],
  [/^Priority changed to /, 'priority_change'],
  [/^Assigned to /, 'assignment'],
];

/**
 * The timeline of a public request, oldest first (entries at the same instant: history before
 * the comment, in the order they were written).
 * @example requestNotes(toPublicRequest(request))[0]
 * // { datetime: '2026-11-21T09:05:00-05:00', type: 'created', summary: 'Request Submitted', author: 'Resident', description: null }
 */
export function requestNotes(request: Pick<PublicRequest, 'history' | 'comments'>): Open311Note[] {
  const history = [...request.history]
    .reverse()
    .filter((entry) => entry.action !== COMMENT_ADDED)
    .map((entry) => ({
      at: entry.timestamp,
      note: {
        datetime: toZonedIso(entry.timestamp),
        type: TYPES.find(([pattern]) => pattern.test(entry.action))?.[1] ?? 'update',
        summary: entry.action,
        author: entry.user,
        description: null,
      } satisfies Open311Note,
    }));
  const comments = [...request.comments].reverse().map((comment) => ({
    at: comment.timestamp,
    note: {
      datetime: toZonedIso(comment.timestamp),
      type: 'comment',
      summary: COMMENT_ADDED,
      author: comment.user,
      description: comment.text,
    } satisfies Open311Note,
  }));
  // A stable sort keeps each list's own order for equal timestamps.
  return [...history, ...comments].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).map(({ note }) => note);
}
