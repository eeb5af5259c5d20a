/** The map's messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { mapMessages as app } from './map-english.ts';

export const mapMessages = defineMessages(app.domain, app.english, {
  map: 'What a screen reader calls the map (its role), in lower case.',
  opens: 'A map marker for screen readers; {label} names the request (category, status, address).',
  cluster:
    'A numbered map marker that stands for several requests, for screen readers. The marker shows the number alone: keep # a word of its own (spaces around it), so the name contains what is seen.',
});
