/**
 * (English only, shared by the app and the server's pages without JavaScript. The notes for
 * translators are in src/township-311/features/follow/follow.messages.ts, which the extraction
 * reads and neither ever imports, so they stay out of the browser's code.)
 *
 * The follow screens (confirm, stop) and the submitter's private page
 * (docs/product.md#311-following-a-request, #311-the-submitters-private-link). The server answers
 * in English (follow-messages.ts, follow-up-messages.ts, which the e-mails and the API share); the
 * keys of those answers are the same here, so a screen shows each in the reader's language
 * (serverText).
 */
import { defineMessages } from '../i18n/messages.ts';

export const followMessages = defineMessages('311-follow', {
  confirmTitle: 'Confirm e-mail updates',
  confirmText:
    'Press the button to get an e-mail whenever the status of this request changes or the township comments on it.',
  confirmButton: 'Confirm updates',
  stopTitle: 'Stop messages about a request',
  stopText: 'Press the button and we will stop sending you messages about this request.',
  stopButton: 'Stop messages',
  seeRequest: 'See the request',
  failed: 'That did not work. Please try again.',
  title: 'Your request',
  privateNote: 'This page is private to you: keep the link from your confirmation e-mail to yourself.',
  loading: 'Loading your request…',
  publicPage: 'See the public page of this request',
  submitNew: 'Submit a new request',
  trackById: 'Track a request by its ID',
  photoHiddenNote:
    'Hidden by township staff to keep private details and offensive content off the public page. The township still has your photo.',
  optional: '(optional)',
  addTitle: 'Add information or a photo',
  addLead: 'What you add goes to the township staff handling the request.',
  information: 'Information',
  photo: 'Photo',
  photoHint: 'An image (such as a JPG or PNG photo) of at most 10 MB.',
  addButton: 'Add to my request',
  notFixedTitle: 'Is it not fixed?',
  notFixedHint:
    'If the problem is still there, tell us within {days} days of its resolution, by <time>{when}</time>, and the township will look at it again.',
  stillWrong: 'What is still wrong?',
  notFixedButton: 'It is not fixed',
  additionsTitle: 'What you added',
  additionsNote: 'Only you and township staff see this.',
  nothingYet: 'Nothing yet.',
  addedInformation: 'Information you added',
  addedNotFixed: 'You said it is not fixed',
  loadingPhoto: 'Loading your photo…',
  photoNotShown: 'Your photo could not be shown.',
  addedPhotoTitle: 'Photo you added, {when}',
  addedPhotoCaption: 'Added later by you',
  // The server's answers (follow-messages.ts and follow-up-messages.ts), by the same keys.
  confirmed: 'Thank you. You will get an e-mail whenever this request is updated.',
  stoppedFollower: 'You will no longer get e-mails about this request.',
  stoppedSubmitter: 'You will no longer get e-mails or texts about this request.',
  invalidLink: 'This link is not valid. Please check that you opened the whole link from the e-mail.',
  expiredLink: 'This link has expired. You can ask for updates again on the request’s page.',
  added: 'Thank you. Your information was added to the request.',
  reopened: 'Thank you. The request was reopened and the township will look at it again.',
  empty: 'Please write some information or choose a photo.',
  notOpen: 'This request is no longer open, so information can no longer be added.',
  notResolved: 'Only a resolved request can be reopened.',
  tooLate:
    'This request was resolved more than {days} days ago, so it can no longer be reopened. If the problem is back, please submit a new request.',
  closed: 'This request is closed and cannot be reopened. If the problem is back, please submit a new request.',
  tooMany:
    'This request already has {count} additions from you, the most it takes. Please submit a new request for anything else.',
  changed: 'This request changed a moment ago, so nothing was done. The page now shows where it stands.',
  textTooLong: 'The text can be at most {limit} characters.',
});

export type FollowMessageKey = keyof typeof followMessages.english;
