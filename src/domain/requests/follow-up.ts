/**
 * The submitter's private follow-up page (docs/product.md#311-the-submitters-private-link): what
 * they may do with their request at a given moment, and the changes it makes. While the request
 * is open they may add information or a photo (for staff, with a public history line); once it is
 * Resolved they may say it is not fixed for 14 days, which reopens it as In Progress. A Closed
 * request stays closed. Time is an input, so the 14 days are tested on both sides.
 */
import { RESIDENT_USER, type Status } from './constants.ts';
import { FOLLOW_UP_ACTIONS, MAX_RESIDENT_ADDITIONS, REOPEN_DAYS, REOPENED_STATUS } from './follow-up-messages.ts';
import type { RequestChange } from './request-changes.ts';
import type { HistoryEntry } from './request-schemas.ts';
import { INFORMATION_PREFIX, NOT_FIXED_PREFIX, PHOTO_PREFIX } from './resident-additions.ts';
import { finishedAt } from './request-stats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the submitter may do now. */
export type FollowUpState =
  | { kind: 'open'; additionsLeft: number }
  | { kind: 'resolved'; resolvedAt: string; reopenUntil: string }
  | { kind: 'too-late'; resolvedAt: string }
  | { kind: 'closed' };

type FollowedRequest = {
  status: Status;
  lastUpdatedAt: string;
  history: readonly Pick<HistoryEntry, 'action' | 'timestamp'>[];
};

/**
 * @example followUpState({ status: 'Resolved', history: [...resolved 3 days ago] }, now)
 * // { kind: 'resolved', resolvedAt, reopenUntil: resolvedAt + 14 days }
 */
export function followUpState(request: FollowedRequest, now: Date): FollowUpState {
  if (request.status === 'Closed') return { kind: 'closed' };
  if (request.status === 'Resolved') {
    const resolvedAt = finishedAt(request) ?? request.lastUpdatedAt;
    const until = Date.parse(resolvedAt) + REOPEN_DAYS * DAY_MS;
    return now.getTime() <= until
      ? { kind: 'resolved', resolvedAt, reopenUntil: new Date(until).toISOString() }
      : { kind: 'too-late', resolvedAt };
  }
  const added = request.history.filter(
    (entry) => entry.action === FOLLOW_UP_ACTIONS.information || entry.action === FOLLOW_UP_ACTIONS.photo,
  ).length;
  return { kind: 'open', additionsLeft: Math.max(0, MAX_RESIDENT_ADDITIONS - added) };
}

const residentEntry = (action: string, at: Date): HistoryEntry => ({
  timestamp: at.toISOString(),
  action,
  user: RESIDENT_USER,
  userId: null,
});

/**
 * What the submitter adds to an open request: for staff, an internal note by Resident with the
 * text and the photo's address; for everyone, one history line.
 * @example informationChange('It is getting bigger', null, now).history[0].action // 'Information added by the resident'
 */
export function informationChange(text: string, photoUrl: string | null, at: Date): RequestChange {
  const lines = [
    ...(text ? [`${INFORMATION_PREFIX}${text}`] : []),
    ...(photoUrl ? [`${PHOTO_PREFIX}${photoUrl}`] : []),
  ];
  const action = text ? FOLLOW_UP_ACTIONS.information : FOLLOW_UP_ACTIONS.photo;
  return {
    internalNotes: [{ timestamp: at.toISOString(), text: lines.join('\n'), user: RESIDENT_USER, userId: null }],
    history: [residentEntry(action, at)],
  };
}

/**
 * "Not fixed": back to In Progress, with the history line and, when the resident wrote one, their
 * note for staff.
 * @example reopenChange('', now).set // { status: 'In Progress' }
 */
export function reopenChange(note: string, at: Date): RequestChange {
  return {
    set: { status: REOPENED_STATUS },
    history: [residentEntry(FOLLOW_UP_ACTIONS.reopened, at)],
    ...(note
      ? {
          internalNotes: [
            {
              timestamp: at.toISOString(),
              text: `${NOT_FIXED_PREFIX}${note}`,
              user: RESIDENT_USER,
              userId: null,
            },
          ],
        }
      : {}),
  };
}
