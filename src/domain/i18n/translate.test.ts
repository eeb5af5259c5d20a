import { describe, expect, it } from 'vitest';
import { compileMessage, compiledMessagesModule, poPlugin, shippedCatalog } from '../../../scripts/vite-po-plugin.ts';
import { literalMessage } from '../township/township-messages.ts';
import { formatMessage } from './message-format.ts';
import { pseudoMessage, PSEUDO_LOCALE } from './pseudo.ts';
import { compiledNodes, keyedCatalog, literalText, translateWith } from './translate.ts';

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

describe('catalogs shipped without their keys', () => {
  const english = { title: 'Track a Request', id: compileMessage('Request {id}'), close: 'Close' };

  it('puts the keys back from the English, leaving untranslated messages to English', () => {
    const shipped = shippedCatalog({ title: '요청 조회', close: '닫기' }, Object.keys(english));
    expect(shipped).toEqual(['요청 조회', null, '닫기']);
    expect(keyedCatalog(english, shipped)).toEqual({ title: '요청 조회', close: '닫기' });
    const t = translateWith(english, 'ko', shipped, compiledNodes);
    expect(t('title')).toBe('요청 조회');
    expect(t('id', { id: 'K7QM' })).toBe('Request K7QM');
    expect(t.isFallback('id')).toBe(true);
    expect(t.isFallback('close')).toBe(false);
  });

  it('drops the untranslated tail, and keeps a catalog by key when no order is given', () => {
    expect(shippedCatalog({ title: 'Á' }, Object.keys(english))).toEqual(['Á']);
    expect(shippedCatalog({ title: 'Á' }, undefined)).toEqual({ title: 'Á' });
  });

  type Load = (id: string) => Promise<{ code: string } | null>;
  const load = (compileEnglish: boolean) => poPlugin({ compileEnglish }).load.bind(null) as Load;
  const catalog = (path: string) => new URL(`../../../${path}`, import.meta.url).pathname;
  const shipped = async (compileEnglish: boolean, path: string) =>
    JSON.parse((await load(compileEnglish)(catalog(path)))!.code.replace(/^export default |;$/g, '')) as unknown;

  it("ships an app domain in its English's key order, and keeps keys where the code splits a domain", async () => {
    const map = await shipped(true, 'locales/ko/311-map.po');
    expect(Array.isArray(map)).toBe(true);
    const { mapMessages } = await import('#township-311/ui/map/map-english.ts');
    const keyed = keyedCatalog(mapMessages.english, map as string[]);
    expect(Object.keys(keyed).sort()).toEqual(Object.keys(mapMessages.english).sort());
    expect(keyed.zoomIn).not.toBe(mapMessages.english.zoomIn);
    // 311-track is read through two modules (the track screen's and the request card's).
    expect(Array.isArray(await shipped(true, 'locales/ko/311-track.po'))).toBe(false);
    // Without compileEnglish (the site, the unit tests), a catalog is by key.
    expect(Array.isArray(await shipped(false, 'locales/ko/311-map.po'))).toBe(false);
  });

  it('ships the township words residents read, without department names', async () => {
    const township = (await shipped(true, 'content/township/locales/ko.po')) as string[];
    const { townshipMessages } = await import('../township/township-messages.ts');
    const { testTownship } = await import('../../../tests/support/township.ts');
    const english = townshipMessages(testTownship().profile).english;
    const keyed = keyedCatalog(english, township);
    expect(Object.keys(keyed).some((key) => key.startsWith('category.'))).toBe(true);
    expect(Object.keys(keyed).some((key) => key.startsWith('department.'))).toBe(false);
  });
});
