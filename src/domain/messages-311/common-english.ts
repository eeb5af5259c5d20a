/**
 * (The English of a domain the 311 app and the server's pages without JavaScript both read
 * (docs/311-without-javascript.md). The notes for translators are in
 * src/township-311/ui/common.messages.ts, which the extraction reads and neither ever imports, so they stay out
 * of the browser's code.)
 *
 * Messages the app's shared pieces show on every screen: the resident layout, the language switch,
 * the document title, field marks, the copy button, the character count, the photo viewer, request
 * cards, and the display names of statuses and priorities (the stored values stay English).
 */
import { defineMessages } from '../i18n/messages.ts';
import { PUBLIC_DATA_STATEMENT } from '../requests/constants.ts';

export const commonMessages = defineMessages('311-common', {
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
});

export type CommonKey = keyof typeof commonMessages.english;
