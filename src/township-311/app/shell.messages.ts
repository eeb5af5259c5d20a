/** The 311 shell's messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { shellMessages as app } from './shell-english.ts';

export const shellMessages = defineMessages(app.domain, app.english, {
  pageDescription: "The page's description for search engines; {township} is the township's name.",
  skipToMain: 'The first link of the page, shown when it takes focus: it jumps over the header.',
  loadingForm: 'A status line while the screen to report an issue downloads.',
});
