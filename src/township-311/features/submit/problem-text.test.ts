import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { outsideBoundaryMessage } from '#domain/requests/boundary-check.ts';
import { GEOCODER_TEXT_REFUSED } from '#domain/requests/geocode-failure.ts';
import { jurisdictionMessage } from '#domain/requests/jurisdiction.ts';
import { PHONE_MESSAGES } from '#domain/requests/phone.ts';
import { PHOTO_NOT_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '#domain/requests/photo-check.ts';
import { BAD_EMAIL, STEP_MESSAGES, SUBMIT_LIMITS, tooLong } from '#domain/requests/submit-limits.ts';
import { tryAgainInMessage, tryAgainMessage } from '#domain/requests/submit-limit.ts';
import { loadMessages } from '../../lib/i18n.tsx';
import { problemText } from '#domain/messages-311/problem-text.ts';
import { wizardMessages } from './wizard.messages.ts';

const ko = translator(wizardMessages, 'ko', await loadMessages('311-wizard', 'ko'));
const en = translator(wizardMessages, 'en');

/** Every message the wizard's checks and the submission can show. */
const KNOWN = [
  ...Object.values(STEP_MESSAGES),
  ...Object.values(PHONE_MESSAGES),
  BAD_EMAIL,
  tooLong('Name', SUBMIT_LIMITS.name),
  tooLong('Description', SUBMIT_LIMITS.description),
  jurisdictionMessage('STATE'),
  jurisdictionMessage('COUNTY'),
  outsideBoundaryMessage('West Windsor'),
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_NOT_IMAGE_MESSAGE,
  GEOCODER_TEXT_REFUSED,
  tryAgainMessage('browser', new Date('2025-01-05T20:39:20Z')),
  tryAgainInMessage(60),
  tryAgainInMessage(600),
  'The server answered with status 502',
];

describe('problemText', () => {
  it.each(KNOWN)('keeps the English of %s exact', (message) => {
    expect(problemText(en, message, 'West Windsor')).toBe(message);
  });

  it.each(KNOWN)('translates %s into Korean', (message) => {
    expect(problemText(ko, message, 'West Windsor')).not.toBe(message);
  });

  it.each([
    [STEP_MESSAGES.yourInfo, '이름과 이메일을 입력해 주세요.'],
    [tooLong('Description', SUBMIT_LIMITS.description), '설명은(는) 최대 2000자까지 입력할 수 있습니다.'],
    [
      outsideBoundaryMessage('West Windsor'),
      '이 위치는 West Windsor Township 밖에 있습니다. 타운십 안의 장소를 선택하거나, 그 지역을 담당하는 기관에 문의하세요.',
    ],
    [tryAgainInMessage(600), '이 연결에서 요청이 너무 많습니다. 10분 후에 다시 시도하세요.'],
    [
      tryAgainMessage('browser', new Date('2025-01-05T20:39:20Z')),
      '이 브라우저에서 요청이 너무 많습니다. 3:40 PM 이후에 다시 시도하세요.',
    ],
    ['Something the server said', 'Something the server said'],
  ])('words %s in Korean as %s', (message, korean) => {
    expect(problemText(ko, message, 'West Windsor')).toBe(korean);
  });
});
