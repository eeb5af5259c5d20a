/**
 * Messages the app's shared pieces show on every screen: the resident layout, the language switch,
 * the document title, field marks, the copy button, the character count, the photo viewer, request
 * cards, and the display names of statuses and priorities (the stored values stay English).
 */
import { defineMessages } from '#domain/i18n/messages.ts';
import { PUBLIC_DATA_STATEMENT } from '#domain/requests/constants.ts';

export const commonMessages = defineMessages(
  '311-common',
  {
    appName: '{township} 311',
    documentTitle: '{screen} | {township} 311',
    headerNav: '311',
    trackRequest: 'Track a Request',
    submitNew: 'Submit New Request',
    staffPortal: 'Staff Portal',
    languageNav: 'Language',
    publicData: PUBLIC_DATA_STATEMENT,
    backTo: 'Back to {organisation}',
    required: '(required)',
    optional: '(optional)',
    copyReference: 'Copy reference',
    copyReferenceNamed: 'Copy reference {reference}',
    referenceCopied: 'Reference copied to the clipboard.',
    referenceCopyFailed: 'Copying failed: please write the reference down or copy it by hand.',
    charactersLeft: '{left, plural, one {# character left} other {# characters left}}',
    charactersFull: 'No characters left: at most {max}.',
    charactersNearAnnounced:
      '{label}: {near, plural, one {# character or fewer left.} other {# characters or fewer left.}}',
    charactersFullAnnounced: '{label} is full: at most {max} characters.',
    close: 'Close',
    openPhotoLarger: '{title}: open it larger',
    cardField: '{term}:',
    // A status's or priority's key is its kind and its stored words without spaces (lib/request-terms.ts).
    statusNew: 'New',
    statusInProgress: 'In Progress',
    statusResolved: 'Resolved',
    statusClosed: 'Closed',
    priorityLow: 'Low',
    priorityMedium: 'Medium',
    priorityHigh: 'High',
    priorityEmergency: 'Emergency',
  },
  {
    appName: "The app's name in the page header; {township} is the township's name.",
    documentTitle: "The browser tab's title: {screen} is the screen's name, {township} the township's name.",
    headerNav: 'The name of the header navigation, read by screen readers.',
    trackRequest: 'A header button. The English is fixed by the specification; translate its meaning.',
    submitNew: 'A header button. The English is fixed by the specification; translate its meaning.',
    staffPortal: 'A header button. The English is fixed by the specification; translate its meaning.',
    languageNav: 'The name of the list of languages in the header, read by screen readers.',
    publicData:
      "The footer's statement (OPRA is New Jersey's Open Public Records Act). The English is fixed by the specification.",
    backTo: "A link to the coalition's site; {organisation} is its name.",
    required: "After a form field's label.",
    optional: "After a form field's label.",
    copyReference: "A button that copies the request's short reference.",
    copyReferenceNamed: "The same button's name for screen readers; {reference} is the reference (K7QM-3XPA).",
    charactersLeft: 'Under a long text field near its limit.',
    charactersFull: 'Under a long text field that is full; {max} is its limit in characters.',
    charactersNearAnnounced:
      "Read by screen readers once when the field nears its limit; {label} is the field's label, {near} a number of characters.",
    charactersFullAnnounced: "Read by screen readers when the field is full; {label} is the field's label.",
    close: 'A button that closes a dialog.',
    openPhotoLarger: "A photo's thumbnail button; {title} says what the photo is.",
    cardField: "A field's name before its value on a request card (Status: New).",
    statusNew: 'A request status. The English is fixed by the specification.',
    statusInProgress: 'A request status. The English is fixed by the specification.',
    statusResolved: 'A request status. The English is fixed by the specification.',
    statusClosed: 'A request status. The English is fixed by the specification.',
    priorityLow: 'A request priority. The English is fixed by the specification.',
    priorityMedium: 'A request priority. The English is fixed by the specification.',
    priorityHigh: 'A request priority. The English is fixed by the specification.',
    priorityEmergency: 'A request priority. The English is fixed by the specification.',
  },
);

export type CommonKey = keyof typeof commonMessages.english;
