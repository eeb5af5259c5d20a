/**
 * What the API sends in English, as a resident reads it: statuses, priorities, who acted and the
 * history's actions (public-view.ts writes them; the stored values stay the specification's
 * English). Anything not known here shows as sent.
 */
import type { Translate } from '../i18n/messages.ts';
import { PRIORITIES, PUBLIC_STAFF_NAME, RESIDENT_USER, STATUSES } from '../requests/constants.ts';
import type { RequestTerms } from './request-terms.ts';
import type { CardMessageKey } from './card-english.ts';

type T = Translate<CardMessageKey>;

const isStatus = (value: string) => (STATUSES as readonly string[]).includes(value);
const isPriority = (value: string) => (PRIORITIES as readonly string[]).includes(value);

/** Actions that are whole sentences, by their English. */
const ACTION_KEYS: Readonly<Record<string, CardMessageKey>> = {
  'Request Submitted': 'actionSubmitted',
  'Request submitted by phone': 'actionPhone',
  'Assigned to Township Staff': 'actionAssigned',
  'Assigned to Unassigned': 'actionUnassigned',
  'Public comment added': 'actionComment',
  'Description hidden by township staff': 'actionDescriptionHidden',
  'Photo hidden by township staff': 'actionPhotoHidden',
  'Description hidden by township staff to keep private details and offensive content off the public page':
    'actionDescriptionHiddenWhy',
  'Photo hidden by township staff to keep private details and offensive content off the public page':
    'actionPhotoHiddenWhy',
  'Information added by the resident': 'actionInformation',
  'Photo added by the resident': 'actionAddedPhoto',
  'Reopened by the resident: not fixed': 'actionReopened',
  'Work completed, awaiting review': 'actionWorkCompleted',
  'Work sent back for more work after review': 'actionWorkSentBack',
};

/** Merge actions (docs/product.md#311-merging-duplicates), each naming a reference as people see it. */
const REFERENCE_ACTIONS: readonly [RegExp, CardMessageKey][] = [
  [/^Merged into ([0-9A-Z]{4}-[0-9A-Z]{4})$/, 'actionMergedInto'],
  [/^([0-9A-Z]{4}-[0-9A-Z]{4}) merged into this request$/, 'actionMergedHere'],
  [/^Merge into ([0-9A-Z]{4}-[0-9A-Z]{4}) undone$/, 'actionUnmerged'],
  [/^Merge of ([0-9A-Z]{4}-[0-9A-Z]{4}) undone$/, 'actionUnmergedHere'],
];

/** Who acted, as the public view names them ("Resident", "Township Staff"). */
export function userName(t: T, user: string): string {
  if (user === RESIDENT_USER) return t('userResident');
  return user === PUBLIC_STAFF_NAME ? t('userStaff') : user;
}

/**
 * A public history action in the reader's language, with whether it is known (an unknown one shows
 * in English, and the screen marks it so).
 * @example historyAction(t, names, 'Status changed to Resolved') // { text: 'Status changed to Resolved', known: true }
 */
export function historyAction(t: T, names: RequestTerms, action: string): { text: string; known: boolean } {
  const key = ACTION_KEYS[action];
  if (key) return { text: t(key), known: true };
  for (const [pattern, referenceKey] of REFERENCE_ACTIONS) {
    const reference = pattern.exec(action)?.[1];
    if (reference) return { text: t(referenceKey, { reference }), known: true };
  }
  const status = /^Status changed to (.+)$/.exec(action)?.[1];
  if (status && isStatus(status)) return { text: t('actionStatus', { status: names.status(status) }), known: true };
  const priority = /^Priority changed to (.+)$/.exec(action)?.[1];
  if (priority && isPriority(priority)) {
    return { text: t('actionPriority', { priority: names.priority(priority) }), known: true };
  }
  return { text: action, known: false };
}
