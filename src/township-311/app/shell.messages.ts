/** The 311 shell's messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { shellMessages as app } from './shell-english.ts';

export const shellMessages = defineMessages(app.domain, app.english, {
  pageDescription: "The page's description for search engines; {township} is the township's name.",
  staffNeedsJavaScript:
    "Shown at a staff screen's address before the app's code runs, and instead of the screen when the browser runs no JavaScript; links to report an issue and to track a request follow. {township} is the township's name.",
  screenNeedsJavaScript:
    "Shown at the address of a screen that needs the app (the figures, a page not found) before the app's code runs, and instead of the screen when the browser runs no JavaScript; links to report an issue and to track a request follow. {township} is the township's name.",
  skipToMain: 'The first link of the page, shown when it takes focus: it jumps over the header.',
  loadingForm: 'A status line while the screen to report an issue downloads.',
});
