/**
 * The answers to asking for e-mail updates (the server's English: follow-messages.ts and
 * email-check.ts) by the key of their message in the card's words, so the app's FollowForm and the
 * server's page without JavaScript show each in the reader's language.
 */
import { EMAIL_MESSAGES } from '../requests/email-check.ts';
import { FOLLOW_MESSAGES } from '../requests/follow-messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { CardMessageKey } from './card-english.ts';

const REPLY_KEYS: Readonly<Record<string, CardMessageKey>> = {
  [FOLLOW_MESSAGES.sent]: 'followSent',
  [FOLLOW_MESSAGES.full]: 'followFull',
  [FOLLOW_MESSAGES.rateLimited]: 'followRateLimited',
  [EMAIL_MESSAGES.noEmail]: 'noEmail',
  [EMAIL_MESSAGES.badEmail]: 'badEmail',
};

/**
 * A known answer in the reader's language; another (a new server message) as sent.
 * @example followReply(t, FOLLOW_MESSAGES.full) // 'This request already has as many followers…' in t's language
 */
export function followReply(t: Translate<CardMessageKey>, english: string): string {
  const key = REPLY_KEYS[english];
  return key ? t(key) : english;
}
