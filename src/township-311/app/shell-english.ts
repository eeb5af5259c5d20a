/**
 * (The app's copy: English only. The notes for translators are in shell.messages.ts, which the
 * extraction reads and the app never imports, so they stay out of the browser's code.)
 *
 * The 311 shell's messages: the page around the app (title, description, the skip link), what shows while a screen loads, and the not-found
 * screen.
 */
import { defineMessages } from '#domain/i18n/messages.ts';

export const shellMessages = defineMessages('311-shell', {
  pageDescription:
    'Report a pothole, a dark streetlight, illegal dumping or another non-emergency issue in {township}, and track it by its request ID.',
  skipToMain: 'Skip to main content',
  loadingForm: 'Loading the request form…',
  loadingTrack: 'Loading request tracking…',
  loadingStats: 'Loading the figures…',
  loadingPage: 'Loading the page…',
  loadingStaff: 'Loading the staff portal…',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no 311 page at this address.',
});
