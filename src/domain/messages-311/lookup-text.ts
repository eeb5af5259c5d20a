/**
 * A map lookup's words in the screen's language. The lookups word their outcomes in English
 * (geocode-text.ts, #domain/requests/geocode-failure.ts, the server's geocoding messages), which
 * the rules and the server recognise; the step finds each known one and shows its translation.
 * Words it does not know (a server's own) show as they came.
 */
import type { Translate } from '../i18n/messages.ts';
import { ADDRESS_NOT_FOUND } from '../requests/geocode-failure.ts';
import { GEOCODE_MESSAGES } from '../requests/geocode-input.ts';
import type { locationMessages } from './location-english.ts';

export type LocationTranslate = Translate<keyof typeof locationMessages.english>;

const FIXED: readonly (readonly [string, Parameters<LocationTranslate>[0]])[] = [
  [ADDRESS_NOT_FOUND, 'addressNotFound'],
  [GEOCODE_MESSAGES.queryLength, 'queryLength'],
  [GEOCODE_MESSAGES.queryMissing, 'queryMissing'],
  [GEOCODE_MESSAGES.queryControl, 'queryControl'],
  [GEOCODE_MESSAGES.outsideArea, 'outsideArea'],
];

const GEOCODE_FAILED = /^Geocode failed: (.*)$/;

/**
 * @example lookupText(t, 'Geocode failed: UNAVAILABLE') // in Korean: '주소 조회 실패: UNAVAILABLE'
 */
export function lookupText(t: LocationTranslate, text: string): string {
  const fixed = FIXED.find(([english]) => english === text);
  if (fixed) return t(fixed[1]);
  const failed = GEOCODE_FAILED.exec(text);
  return failed ? t('geocodeFailed', { status: failed[1]! }) : text;
}
