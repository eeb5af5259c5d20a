/**
 * The words only the track, follow and private pages without JavaScript show
 * (docs/311-without-javascript.md): what the server says when a form it answers could not be read.
 * Their other words are the track screen's, the follow screens' and the common domain's, so a page
 * reads the same with or without a script. Only the server renders these pages; no browser code
 * imports this module.
 */
import { defineMessages } from '../i18n/messages.ts';

export const plainTrackMessages = defineMessages(
  '311-plain-track',
  {
    tooLarge: 'What you sent is too large. A photo can be at most 10 MB; the text must be shorter.',
    tooManyTries: 'Too many tries have come from your connection. Please try again later.',
    listReset: 'That page of the list could not be found, so the newest requests are shown.',
    addedPhotoNoScript: 'Photo you added, {when} (it shows when JavaScript is on)',
  },
  {
    tooLarge: 'Shown above a form whose post was refused for its size.',
    tooManyTries: 'Shown above a form when one connection sent it too often.',
    listReset: 'Shown above the public list when its address named a filter or page that does not exist.',
    addedPhotoNoScript:
      'On the submitter’s private page without JavaScript, in place of a photo they added. {when} is a date and time.',
  },
);

export type PlainTrackKey = keyof typeof plainTrackMessages.english;
