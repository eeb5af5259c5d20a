/**
 * The follow API's answers in the reader's language. The server writes them in English
 * (follow-messages.ts, follow-up-messages.ts: its e-mails and other clients read the same); the
 * screens' messages carry the same keys, so a known answer is shown translated and any other (a
 * message the screens do not know yet) as the server wrote it.
 */
import type { Translate } from '../i18n/messages.ts';
import { FOLLOW_MESSAGES } from '../requests/follow-messages.ts';
import {
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_TEXT_LIMIT,
  MAX_RESIDENT_ADDITIONS,
  REOPEN_DAYS,
} from '../requests/follow-up-messages.ts';
import { followMessages, type FollowMessageKey } from './follow-english.ts';

/** The server's English answers shown on these screens, by key. */
const KEYS = new Map<string, FollowMessageKey>(
  Object.entries({ ...FOLLOW_MESSAGES, ...FOLLOW_UP_MESSAGES })
    .filter(([key]) => key in followMessages.english)
    .map(([key, english]) => [english, key as FollowMessageKey]),
);

/** A text to show, and whether it is the server's English (its element then carries lang="en"). */
export interface ShownText {
  text: string;
  english: boolean;
}

/** Nothing to show. */
export const NO_TEXT: ShownText = { text: '', english: false };

/** The figures the answers name. */
const FIGURES = { days: REOPEN_DAYS, count: MAX_RESIDENT_ADDITIONS, limit: FOLLOW_UP_TEXT_LIMIT };

/**
 * @example serverText(t, FOLLOW_MESSAGES.confirmed) // the "confirmed" message in t's language
 * @example serverText(t, 'Something new') // { text: 'Something new', english: true }
 */
export function serverText(t: Translate<FollowMessageKey>, english: string): ShownText {
  const key = KEYS.get(english);
  return key ? { text: t(key, FIGURES), english: false } : { text: english, english: true };
}
