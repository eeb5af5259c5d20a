/**
 * (The app's copy: English only. The notes for translators are in shell.messages.ts, which the
 * extraction reads and the app never imports, so they stay out of the browser's code.)
 *
 * The 311 shell's messages: the page around the app (title, description, what the staff screens and the
 * other screens say before the app starts or without JavaScript, the skip link), what shows while a screen loads, and the not-found
 * screen.
 */
import { defineMessages } from '#domain/i18n/messages.ts';

export const shellMessages = defineMessages('311-shell', {
  pageDescription:
    'Report a pothole, a dark streetlight, illegal dumping or another non-emergency issue in {township}, and track it by its request ID.',
  staffNeedsJavaScript:
    'The staff portal of {township} 311 needs JavaScript. Turn it on in your browser, or use a browser that runs it. Residents can report an issue and track a request without it.',
  screenNeedsJavaScript:
    'This page of {township} 311 needs JavaScript. You can report an issue and track a request without it.',
  skipToMain: 'Skip to main content',
  loadingForm: 'Loading the request form…',
  loadingTrack: 'Loading request tracking…',
  loadingStats: 'Loading the figures…',
  loadingPage: 'Loading the page…',
  loadingStaff: 'Loading the staff portal…',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no 311 page at this address.',
});
