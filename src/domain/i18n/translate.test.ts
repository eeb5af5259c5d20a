import { describe, expect, it } from 'vitest';
import { compileMessage, compiledMessagesModule } from '../../../scripts/vite-po-plugin.ts';
import { literalMessage } from '../township/township-messages.ts';
import { formatMessage } from './message-format.ts';
import { pseudoMessage, PSEUDO_LOCALE } from './pseudo.ts';
import { compiledNodes, literalText, translateWith } from './translate.ts';

const SOURCES = [
  'Track a Request',
  "Don't leave",
  "It''s '{'here'}'",
  'Request {id}',
  'Expected by <time>{day}</time>',
  '{count, plural, =0 {none} one {# photo} other {# photos}}',
  '{via, select, email {by e-mail} other {by text}}',
];
const VALUES = { id: 'K7QM', day: 'Jan 5', count: 2, via: 'email' };

describe('messages parsed at build time (the 311 app)', () => {
  it.each(SOURCES)('reads "%s" as the parser does, in English and in the pseudo-locale', (source) => {
    const compiled = compileMessage(source);
    const english = translateWith({ key: compiled }, 'en', {}, compiledNodes);
    expect(english('key', VALUES)).toBe(formatMessage(source, VALUES));
    const pseudo = translateWith({ key: compiled }, PSEUDO_LOCALE, {}, compiledNodes);
    expect(pseudo('key', VALUES)).toBe(formatMessage(pseudoMessage(source), VALUES));
  });

  it('keeps plain text as text and parses the rest', () => {
    expect(compileMessage('Track a Request')).toBe('Track a Request');
    expect(compileMessage('Request {id}')).toEqual(['Request ', { arg: 'id' }]);
    expect(compileMessage("It''s")).toEqual(["It's"]);
  });

  it.each(["Mayor's Office", 'Roads {north}', "a ''quoted'' <b>name</b>"])(
    'reads a literal message (%s) back as its text',
    (text) => {
      expect(literalText(literalMessage(text))).toBe(text);
      expect(formatMessage(literalMessage(text))).toBe(text);
    },
  );

  it('compiles a module of domains, without the notes for translators', async () => {
    const code = await compiledMessagesModule(
      new URL('../../township-311/ui/map/map.messages.ts', import.meta.url).pathname,
    );
    expect(code).toContain('export const mapMessages = {"domain":"311-map"');
    expect(code).toContain('"zoomIn":"Zoom in"');
    expect(code).not.toContain('What a screen reader calls the map');
  });
});
