/**
 * The checks' messages in the screen's language. The shared rules (#domain/requests) and the
 * server word their problems in English, which the API and staff screens keep; the wizard finds
 * each known message among the ones those rules can make and shows its translation, with the
 * same values (a field's limit, the township's name, a time). A message it does not know (a
 * server's own words) shows as it came.
 */
import type { Translate } from '../i18n/messages.ts';
import { boundaryPlace, outsideBoundaryMessage } from '../requests/boundary-check.ts';
import { GEOCODER_TEXT_REFUSED } from '../requests/geocode-failure.ts';
import { jurisdictionMessage } from '../requests/jurisdiction.ts';
import { PHONE_MESSAGES } from '../requests/phone.ts';
import { PHOTO_NOT_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '../requests/photo-check.ts';
import { BAD_EMAIL, STEP_MESSAGES, SUBMIT_LIMITS, tooLong } from '../requests/submit-limits.ts';
import type { wizardMessages } from './wizard-english.ts';

export type WizardTranslate = Translate<keyof typeof wizardMessages.english>;
type Key = Parameters<WizardTranslate>[0];

/** Messages without values, by their English. */
const FIXED: readonly (readonly [string, Key])[] = [
  [STEP_MESSAGES.yourInfo, 'stepYourInfoProblem'],
  [STEP_MESSAGES.details, 'stepDetailsProblem'],
  [STEP_MESSAGES.location, 'stepLocationProblem'],
  [BAD_EMAIL, 'badEmail'],
  [PHONE_MESSAGES.characters, 'phoneCharacters'],
  [PHONE_MESSAGES.us, 'phoneUs'],
  [PHONE_MESSAGES.nanp, 'phoneNanp'],
  [PHONE_MESSAGES.international, 'phoneInternational'],
  ['Invalid input', 'invalidInput'],
  [jurisdictionMessage('STATE'), 'stateRoad'],
  [jurisdictionMessage('COUNTY'), 'countyRoad'],
  [PHOTO_TOO_LARGE_MESSAGE, 'photoTooLarge'],
  [PHOTO_NOT_IMAGE_MESSAGE, 'photoNotImage'],
  [GEOCODER_TEXT_REFUSED, 'geocoderTextRefused'],
  ['The page could not load its sending code', 'noSendingCode'],
  ['The request could not be sent', 'notSentAtAll'],
  // lib/upload.ts's UploadNetworkError, not imported: it belongs to the sending chunk.
  ['The server could not be reached. Check your connection and try again', 'unreachable'],
  ['The upload was interrupted', 'interrupted'],
];

/** The fields a "must be at most" message can name (wizard-step-check.ts), with their limits. */
const LIMITED: readonly (readonly [string, Key, number])[] = [
  ['Name', 'name', SUBMIT_LIMITS.name],
  ['Email', 'email', SUBMIT_LIMITS.email],
  ['Phone', 'phone', SUBMIT_LIMITS.phone],
  ['Address', 'address', SUBMIT_LIMITS.address],
  ['Description', 'description', SUBMIT_LIMITS.description],
];

const TOO_MANY_AFTER = /^Too many requests from this (connection|browser)\. Please try again after (.+)\.$/;
const TOO_MANY_IN = /^Too many requests from this connection\. Please try again in (?:a minute|(\d+) minutes)\.$/;
const SERVER_STATUS = /^The server answered with status (\d+)$/;

/**
 * A problem's message in the screen's language; `township` names the boundary's township.
 * @example problemText(t, 'Please fill in your Name and Email.', 'West Windsor') // in Korean: '이름과 이메일을 입력해 주세요.'
 */
export function problemText(t: WizardTranslate, text: string, township: string): string {
  const fixed = FIXED.find(([english]) => english === text);
  if (fixed) return t(fixed[1]);
  const limited = LIMITED.find(([label, , max]) => text === tooLong(label, max));
  if (limited) return t('tooLong', { field: t(limited[1]), max: String(limited[2]) });
  const place = boundaryPlace(township);
  if (place && text === outsideBoundaryMessage(township)) return t('outsideBoundary', { place });
  let match = TOO_MANY_AFTER.exec(text);
  if (match) return t('tooManyAfter', { by: match[1]!, time: match[2]! });
  match = TOO_MANY_IN.exec(text);
  if (match) return t('tooManyIn', { minutes: Number(match[1] ?? 1) });
  match = SERVER_STATUS.exec(text);
  if (match) return t('serverStatus', { status: match[1]! });
  return text;
}
