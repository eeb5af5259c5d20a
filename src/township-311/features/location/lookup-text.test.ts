import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { ADDRESS_NOT_FOUND, geocodeFailedText } from '#domain/requests/geocode-failure.ts';
import { GEOCODE_MESSAGES } from '#domain/requests/geocode-input.ts';
import { loadMessages } from '../../lib/i18n.tsx';
import { locationMessages } from './location.messages.ts';
import { lookupText } from '#domain/messages-311/lookup-text.ts';

const ko = translator(locationMessages, 'ko', await loadMessages('311-location', 'ko'));
const en = translator(locationMessages, 'en');

describe('lookupText', () => {
  it.each([
    [ADDRESS_NOT_FOUND, '주소를 찾을 수 없음'],
    [geocodeFailedText('OVER_QUERY_LIMIT'), '주소 조회 실패: OVER_QUERY_LIMIT'],
    [GEOCODE_MESSAGES.queryLength, '검색어는 3~200자여야 합니다.'],
    [GEOCODE_MESSAGES.outsideArea, '이 지점은 타운십에서 너무 멀어 조회할 수 없습니다.'],
    ['A geocoder’s own words', 'A geocoder’s own words'],
  ])('words %s in Korean as %s, and keeps its English exact', (message, korean) => {
    expect(lookupText(ko, message)).toBe(korean);
    expect(lookupText(en, message)).toBe(message);
  });
});
