import { describe, expect, it } from 'vitest';
import { parsePo, PoSyntaxError, poHeader, serializePo, translationsOf, type PoCatalog } from './po.ts';
import { mergeCatalog, newCatalogHead, templateOf } from './po-merge.ts';
import { defineMessages } from './messages.ts';

const sample: PoCatalog = {
  preamble: ['Spanish messages.', 'Sample translation.'],
  headers: [
    ['Language', 'es'],
    ['X-Fluent-Review', 'pending'],
  ],
  entries: [
    {
      key: 'hello',
      source: 'Hello "{name}"',
      translation: 'Hola «{name}»',
      flags: [],
      notes: ['A greeting.'],
      comments: ['checked'],
    },
    {
      key: 'lines',
      source: 'One\nTwo\n',
      translation: 'Uno\nDos\n',
      flags: ['fuzzy'],
      notes: [],
      comments: [],
      previousSource: 'One\nTwo',
    },
    { key: 'empty', source: 'Tab\there \\ slash', translation: '', flags: [], notes: [], comments: [] },
  ],
};

describe('PO catalogs', () => {
  it('read back what they write, quotes, new lines and flags included', () => {
    const text = serializePo(sample);
    expect(text).toContain('msgctxt "hello"\nmsgid "Hello \\"{name}\\""');
    expect(text).toContain('#, fuzzy');
    expect(parsePo(text)).toEqual(sample);
    expect(poHeader(parsePo(text), 'language')).toBe('es');
  });

  it('give only translated entries that are not fuzzy', () => {
    expect(translationsOf(sample)).toEqual({ hello: 'Hola «{name}»' });
  });

  it('refuse a line they cannot read, naming it', () => {
    expect(() => parsePo('msgid ""\nmsgstr ""\n\nmsgctxt "a"\nmsgid "b"\nnonsense here')).toThrow(PoSyntaxError);
    expect(() => parsePo('msgctxt "a"\nmsgid "b"\nmsgid "c"')).toThrow(/line 3: a second msgid/);
    expect(() => parsePo('msgid unquoted')).toThrow(/expected a quoted string/);
  });
});

describe('merging the English into a catalog', () => {
  const v1 = defineMessages('demo', { a: 'Apple', b: 'Banana', c: 'Cherry' }, { a: 'A fruit.' });
  const v2 = defineMessages('demo', { a: 'Apple', b: 'Bananas', d: 'Date' });
  const translated: PoCatalog = {
    ...newCatalogHead('es', 'Español', 'demo'),
    entries: [
      { key: 'a', source: 'Apple', translation: 'Manzana', flags: [], notes: [], comments: ['mine'] },
      { key: 'b', source: 'Banana', translation: 'Plátano', flags: [], notes: [], comments: [] },
      { key: 'c', source: 'Cherry', translation: 'Cereza', flags: [], notes: [], comments: [] },
    ],
  };

  it('writes a template of every English message with its notes', () => {
    const template = templateOf(v1);
    expect(template.entries.map((entry) => [entry.key, entry.source, entry.translation, entry.notes])).toEqual([
      ['a', 'Apple', '', ['A fruit.']],
      ['b', 'Banana', '', []],
      ['c', 'Cherry', '', []],
    ]);
  });

  it('keeps translations, marks a changed English fuzzy with the old English, adds new, drops removed', () => {
    const merged = mergeCatalog(v2, translated);
    expect(merged.headers).toEqual(translated.headers);
    expect(merged.entries).toEqual([
      { key: 'a', source: 'Apple', translation: 'Manzana', flags: [], notes: [], comments: ['mine'] },
      {
        key: 'b',
        source: 'Bananas',
        translation: 'Plátano',
        flags: ['fuzzy'],
        notes: [],
        comments: [],
        previousSource: 'Banana',
      },
      { key: 'd', source: 'Date', translation: '', flags: [], notes: [], comments: [] },
    ]);
    expect(parsePo(serializePo(merged))).toEqual(merged);
  });

  it('says in a new catalog that it awaits review by a fluent speaker', () => {
    const head = newCatalogHead('ko', '한국어', 'demo');
    expect(head.headers).toContainEqual(['X-Fluent-Review', 'pending']);
    expect(head.preamble.join(' ')).toMatch(/awaits review by a fluent speaker/);
  });
});
