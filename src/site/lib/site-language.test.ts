import { expect, it } from 'vitest';
import { defineMessages, translator } from '#domain/i18n/messages.ts';
import { contentHtml, contentValue, pathIn, richHtml, segmentLanguages, splitPath } from './site-language.ts';

const offered = ['en', 'es', 'zh-Hans', 'ko', 'hi'];

it.each([
  ['/es/election', 'es', '/election'],
  ['/zh-hans/about', 'zh-Hans', '/about'],
  ['/ko', 'ko', '/'],
  ['/en-xa/projects/station', 'en-XA', '/projects/station'],
  ['/about', 'en', '/about'],
  ['/', 'en', '/'],
  ['/essay', 'en', '/essay'],
])('splitPath(%s) reads %s at %s', (pathname, lang, path) => {
  expect(splitPath(pathname, offered)).toEqual({ lang, path });
});

it.each([
  ['es', '/election', '/es/election'],
  ['zh-Hans', '/', '/zh-hans'],
  ['en', '/about', '/about'],
  ['ko', '/311', '/311/ko'],
  ['hi', '/311/track/ABC', '/311/hi/track/ABC'],
])('pathIn(%s, %s) is %s', (lang, path, expected) => {
  expect(pathIn(lang, path)).toBe(expected);
});

it('builds every offered language but English under a segment, and the pseudo-locale', () => {
  expect(segmentLanguages(offered)).toEqual(['es', 'zh-Hans', 'ko', 'hi', 'en-XA']);
});

it('marks content shown in English inside a message of the page’s language, escaped', () => {
  const messages = defineMessages('test', { arrive: 'Llegue antes de las {time}.' });
  const t = translator(messages, 'es');
  expect(richHtml(t, 'arrive', { time: contentValue('6:30 <PM>', 'en') }, {})).toBe(
    'Llegue antes de las <span lang="en">6:30 &lt;PM&gt;</span>.',
  );
  expect(richHtml(t, 'arrive', { time: contentValue('18:30 & más', undefined) }, {})).toBe(
    'Llegue antes de las 18:30 &amp; más.',
  );
  expect(contentHtml('A & B', undefined)).toBe('A &amp; B');
});
