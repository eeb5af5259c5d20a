/**
 * Every text in every offered language, with the longest arguments a message can get (the longest
 * category, status and township name of the profile, links as the app makes them, with the
 * language segment and a full token), stays within two SMS segments; a comment is cut to fit.
 */
import { describe, expect, it } from 'vitest';
import { STATUSES } from '#domain/requests/constants.ts';
import { categoryNames, township } from '#domain/township/township.ts';
import { appUrlIn, tokenUrl, trackingUrl } from './links.ts';
import { submittedText, updateText, type RequestUpdate } from './messages.ts';
import { smsSize } from './sms-segments.ts';
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';

const APP = 'https://311.wwneighbors.example';
const TOKEN = 'A'.repeat(43);
const longest = (names: readonly string[]) => names.reduce((a, b) => (b.length > a.length ? b : a));
const request = {
  id: 'q3ZrT0bW8sLkP1mXa9Yc',
  reference: 'K7QM3XPA',
  category: longest(categoryNames()),
  address: '1234 Old Trenton Road, West Windsor Township',
};
const comment = 'The crew replaced the lamp head and the photocell; the light should be on tonight. '.repeat(4);
const commentIn = (lang: string) => (lang === 'en' ? comment : `${comment} ${comment}`);

const languages = township().languages;
const cases = languages.flatMap((lang) => {
  const settings = { township: township().city, lang };
  const app = appUrlIn(APP, lang);
  const track = trackingUrl(app, request.id);
  const followUp = tokenUrl(app, TOKEN_PATHS.followUp, TOKEN);
  const updates: RequestUpdate[] = [
    ...STATUSES.map((status): RequestUpdate => ({ kind: 'status', status })),
    { kind: 'comment', text: comment },
    { kind: 'comment', text: comment, translation: commentIn(lang) },
  ];
  return [
    [lang, 'the confirmation', submittedText(settings, request, track)] as const,
    ...updates.map(
      (update) =>
        [
          lang,
          `an update (${update.kind === 'status' ? update.status : 'comment'})`,
          updateText(settings, request, update, track, followUp),
        ] as const,
    ),
  ];
});

describe('texts in every language', () => {
  it.each(cases)('%s: %s fits two segments', (_lang, _what, text) => {
    expect(smsSize(text).segments, text).toBeLessThanOrEqual(2);
    expect(text).toContain('STOP');
  });

  it('a Korean text is sent as UCS-2 and still names the request', () => {
    const [, , text] = cases.find(([lang, what]) => lang === 'ko' && what === 'the confirmation')!;
    expect(smsSize(text).encoding).toBe('UCS-2');
    expect(text).toContain('K7QM-3XPA');
    expect(text).toContain('/ko/track/');
  });

  it('a resolved text keeps the private link wherever it fits', () => {
    for (const [lang, what, text] of cases) {
      if (what !== 'an update (Resolved)') continue;
      if (lang === 'en') expect(text).toContain('?token=');
      expect(text).toContain(lang === 'en' ? '/track/' : `/${lang.toLowerCase()}/`);
    }
  });
});
