/**
 * (English only, shared by the app and the server's pages without JavaScript. The notes for
 * translators are in src/township-311/features/track/track.messages.ts, which the extraction reads
 * and neither ever imports, so they stay out of the browser's code.)
 *
 * The request card's own messages, in the 311-track domain (one catalog with the track screen's):
 * its fields, photo, history and comments, the note after a submission, and "Get updates by
 * e-mail". They load with the card's chunk (the track screen's lookup and the submitter's private
 * page), not with the track screen's search and public list.
 */
import { defineMessages } from '../i18n/messages.ts';
import { trackMessages } from './track-english.ts';

export const cardMessages = defineMessages(trackMessages.domain, {
  expectedBy: 'Expected by <time>{day}</time>',
  priority: 'Priority',
  reference: 'Reference',
  lastUpdate: 'Last update',
  description: 'Description',
  hiddenByStaff: 'Hidden by township staff',
  photoTitle: 'Submitted photo',
  noPhoto: 'No photo submitted',
  photoAlt: 'Photo submitted with the request',
  openPhoto: 'Open the photo full size<hidden> (opens in a new tab)</hidden>',
  history: 'History',
  historyBy: '{when} · by {user}',
  comments: 'Public Comments',
  noComments: 'No public comments yet.',
  commentBy: '{user} · <time>{when}</time>',
  userResident: 'Resident',
  userStaff: 'Township Staff',
  actionSubmitted: 'Request Submitted',
  actionPhone: 'Request submitted by phone',
  actionStatus: 'Status changed to {status}',
  actionPriority: 'Priority changed to {priority}',
  actionAssigned: 'Assigned to Township Staff',
  actionUnassigned: 'Assigned to Unassigned',
  actionComment: 'Public comment added',
  actionDescriptionHidden: 'Description hidden by township staff',
  actionPhotoHidden: 'Photo hidden by township staff',
  actionDescriptionHiddenWhy:
    'Description hidden by township staff to keep private details and offensive content off the public page',
  actionPhotoHiddenWhy:
    'Photo hidden by township staff to keep private details and offensive content off the public page',
  actionInformation: 'Information added by the resident',
  actionAddedPhoto: 'Photo added by the resident',
  actionReopened: 'Reopened by the resident: not fixed',
  actionMergedInto: 'Merged into {reference}',
  actionMergedHere: '{reference} merged into this request',
  actionUnmerged: 'Merge into {reference} undone',
  actionUnmergedHere: 'Merge of {reference} undone',
  mergedNotice: 'This report was merged into <link>{reference}</link>.',
  actionWorkCompleted: 'Work completed, awaiting review',
  actionWorkSentBack: 'Work sent back for more work after review',
  newRequest: 'Your new request',
  received: 'Your request was received. Keep this reference to track it or when you call:',
  followTitle: 'Get updates by e-mail',
  followHint:
    'We will e-mail you when its status changes or the township comments on it. Your address stays private, and every e-mail has a link to stop them.',
  email: 'Email',
  getUpdates: 'Get updates',
  followSent: 'Check your e-mail: a link to confirm the updates is on its way. Updates start once you open it.',
  followFailed: 'Your request for updates could not be sent. Please try again.',
  followFull: 'This request already has as many followers as it can take, so no more can be added.',
  followRateLimited:
    'Too many requests for updates have come from your connection or for this address. Please try again later.',
  noEmail: 'Please enter your email address.',
  badEmail: 'Please enter a valid email address.',
  alsoReported: '{count, plural, one {# resident has reported this too} other {# residents have reported this too}}',
});

export type CardMessageKey = keyof typeof cardMessages.english;
