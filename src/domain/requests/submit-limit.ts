/**
 * Submission limits that fit shared computers (docs/product.md#submission-limits): the server
 * counts submissions per client address (the hard bound) and, within it, per browser (by the key
 * of browser-key.ts), and its 429 says when to try again, never blaming what was typed.
 */
import { TOWNSHIP_TIME_ZONE } from './format-date.ts';

/** What a limit counted: every browser behind one address, or this browser. */
export type LimitedBy = 'connection' | 'browser';

/**
 * The 429 message, with the township time from which the resident may try again (the next
 * whole minute, so "after" holds). It never blames what was typed.
 * @example tryAgainMessage('connection', new Date('2025-01-05T20:39:20Z')) // 'Too many requests from this connection. Please try again after 3:40 PM.'
 */
export function tryAgainMessage(by: LimitedBy, retryAt: Date): string {
  const minute = new Date(Math.ceil(retryAt.getTime() / 60_000) * 60_000);
  // Made here, not at load: the wizard's bundle imports this module for tryAgainInMessage alone.
  const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TOWNSHIP_TIME_ZONE });
  const time = clock.format(minute).replace(/[\u202f\u00a0]/g, ' ');
  return `Too many requests from this ${by}. Please try again after ${time}.`;
}

/**
 * The 429 message from a wait alone (a reply without our message, e.g. from a proxy).
 * @example tryAgainInMessage(600) // 'Too many requests from this connection. Please try again in 10 minutes.'
 */
export function tryAgainInMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many requests from this connection. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}
