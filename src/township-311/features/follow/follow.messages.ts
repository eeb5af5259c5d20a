/** The follow screens' messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { followMessages as app } from '#domain/messages-311/follow-english.ts';

export const followMessages = defineMessages(app.domain, app.english, {
  confirmButton: 'A button; pressing it confirms the e-mail updates.',
  optional: 'After a field label.',
  notFixedHint: '{days} is a number of days; {when} a date and time.',
  photoHiddenNote: 'On the private page, in place of the submitter’s photo, which staff hid from the public.',
  addedPhotoTitle: '{when} is a date and time.',
});
