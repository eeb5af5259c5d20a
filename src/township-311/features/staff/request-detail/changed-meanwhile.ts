/**
 * Whether a request changed between the moment a member chose a status, priority or assignee and
 * the moment they signed in again after their session ended, and what changed, in the words of
 * its history (docs/product.md#311-staff-sign-in-and-sessions). Every change appends a history
 * entry and moves lastUpdatedAt, and history only grows, so its length marks what was seen.
 */
import type { HistoryEntry } from '#domain/requests/request-schemas.ts';

/** A request as the member saw it when they chose. */
export interface Seen {
  id: string;
  lastUpdatedAt: string;
  historyLength: number;
}

interface Versioned {
  id: string;
  lastUpdatedAt: string;
  history: readonly HistoryEntry[];
}

/** How many changes are named before "and N more". */
const NAMED_CHANGES = 3;

/** @example seenOf(request) // { id, lastUpdatedAt: '2025-02-01T12:00:00.000Z', historyLength: 3 } */
export function seenOf(request: Versioned): Seen {
  return { id: request.id, lastUpdatedAt: request.lastUpdatedAt, historyLength: request.history.length };
}

/**
 * The changes made since it was seen, oldest first, as "{action} by {name}"; null when it is as
 * it was seen (then a refused change may go again as it is).
 * @example changesSince(now, seen) // ['Status changed to Resolved by Sam Lee']
 */
export function changesSince(request: Versioned, seen: Seen): string[] | null {
  if (request.lastUpdatedAt === seen.lastUpdatedAt && request.history.length === seen.historyLength) return null;
  return request.history.slice(seen.historyLength).map((entry) => `${entry.action} by ${entry.user}`);
}

const pressAgain = (button: string) => `Check your choice, then press ${button} again.`;

/**
 * Why a refused change was not sent again after signing in: the request changed meanwhile.
 * @example changedMeanwhileMessage(['Status changed to Resolved by Sam Lee'], 'Update Status')
 * // 'Not sent: this request changed meanwhile (Status changed to Resolved by Sam Lee). Check your choice, then press Update Status again.'
 */
export function changedMeanwhileMessage(changes: readonly string[], button: string): string {
  const named = changes.slice(0, NAMED_CHANGES);
  const more = changes.length - named.length;
  const list = more > 0 ? [...named, `and ${more.toLocaleString('en-US')} more`] : named;
  const what = list.length > 0 ? ` (${list.join('; ')})` : '';
  return `Not sent: this request changed meanwhile${what}. ${pressAgain(button)}`;
}

/**
 * Why a refused change was not sent again: someone else signed in.
 * @example notSentChoiceMessage('Wren Worker', 'Update Status')
 * // 'Not sent: you are now signed in as Wren Worker. Check your choice, then press Update Status again.'
 */
export function notSentChoiceMessage(name: string, button: string): string {
  return `Not sent: you are now signed in as ${name}. ${pressAgain(button)}`;
}
