import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageOfSegment, negotiateLanguage } from './languages.ts';
import { catalogProblems, translationProblems } from './catalog-check.ts';
import { defineMessages, translator } from './messages.ts';
import { pseudoMessage } from './pseudo.ts';

const offered = ['en', 'es', 'zh-Hans', 'ko', 'hi'];

describe('choosing a language', () => {
  it.each([
    [['ko-KR', 'en'], 'ko'],
    [['zh-CN'], 'zh-Hans'],
    [['zh-TW', 'es'], 'zh-Hans'],
    [['fr', 'es-MX'], 'es'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
  ])('%j reads %s', (requested, expected) => {
    expect(negotiateLanguage(requested, offered)).toBe(expected);
  });

  it('orders Accept-Language by weight, drops q=0, bounds its work', () => {
    expect(acceptedLanguages('ko;q=0.8, es, en;q=0.1, fr;q=0')).toEqual(['es', 'ko', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(`${'x,'.repeat(100_000)}es`)).not.toContain('es');
  });

  it('reads an address segment in any case, the pseudo-locale included', () => {
    expect(languageOfSegment('zh-hans', offered)).toBe('zh-Hans');
    expect(languageOfSegment('EN-xa', offered)).toBe('en-XA');
    expect(languageOfSegment('fr', offered)).toBeUndefined();
  });
});

describe('translator', () => {
  const messages = defineMessages('demo', {
    hi: 'Hello {name}',
    photos: '{n, plural, one {# photo} other {# photos}}',
  });

  it('reads the translation, falls back to English and says so', () => {
    const t = translator(messages, 'es', { hi: 'Hola {name}' });
    expect(t('hi', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('photos', { n: 2 })).toBe('2 photos');
    expect(t.isFallback('photos')).toBe(true);
    expect(t.isFallback('hi')).toBe(false);
    expect(translator(messages, 'en').isFallback('photos')).toBe(false);
  });

  it('shows the pseudo-locale: accented, bracketed, about 40% longer, arguments intact', () => {
    const t = translator(messages, 'en-XA');
    const text = t('hi', { name: 'Ana' });
    expect(text).toMatch(/^⟦Ĥéĺĺó Ana ·+⟧$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Hello Ana'.length * 1.3));
    expect(t('photos', { n: 1 })).toMatch(/^⟦1 ƥĥóţó ·+⟧$/);
    expect(pseudoMessage("It's {a}")).toBe("⟦Íţ''š {a} ··⟧");
    expect(t('hi', { name: "O'Neil" })).toContain("O'Neil");
  });
});

describe('checking translations', () => {
  it('accepts a translation with the same arguments and the language plural forms', () => {
    expect(
      translationProblems('{n, plural, one {# photo} other {# photos}}', '{n, plural, other {사진 #장}}', 'ko'),
    ).toEqual([]);
    expect(
      translationProblems(
        '{n, plural, one {# photo} other {# photos}}',
        '{n, plural, one {# foto} other {# fotos}}',
        'es',
      ),
    ).toEqual([]);
  });

  it.each([
    ['Hello {name}', 'Hola {nombre}', 'es', /arguments nombre differ from English's name/],
    ['Call <b>911</b>', 'Llame al 911', 'es', /tags none differ/],
    ['{n, plural, one {# photo} other {# photos}}', '{n, plural, other {# fotos}}', 'es', /lacks the es forms one/],
    [
      '{n, plural, one {# photo} other {# photos}}',
      '{n, plural, one {#} other {#장}}',
      'ko',
      /forms one that ko does not use/,
    ],
    ['{n, plural, one {# photo} other {# photos}}', '{n} fotos', 'es', /plural in English but not here/],
    ['Hello {name}', 'Hola {name', 'es', /cannot be read/],
  ])('finds what is wrong with %s → %s', (english, translation, lang, problem) => {
    expect(translationProblems(english, translation, lang).join('; ')).toMatch(problem);
  });

  it('names missing and fuzzy messages by key', () => {
    const messages = defineMessages('demo', { a: 'A', b: 'B', c: 'C' });
    const problems = catalogProblems(
      messages,
      {
        headers: [],
        preamble: [],
        entries: [
          { key: 'a', source: 'A', translation: 'A-es', flags: [], notes: [], comments: [] },
          { key: 'b', source: 'B', translation: 'B-es', flags: ['fuzzy'], notes: [], comments: [] },
        ],
      },
      'es',
    );
    expect(problems).toEqual(['b: marked fuzzy (the English changed; review the translation)', 'c: not translated']);
  });
});
