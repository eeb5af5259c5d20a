import { describe, expect, it } from 'vitest';
import { languageCookie, openingLanguage, storedLanguage } from './language-choice.ts';

const offered = ['en', 'es', 'zh-Hans', 'ko', 'hi'];

describe('openingLanguage', () => {
  it.each([
    ['a named language, whatever is stored or asked', 'es', 'ko', ['hi'], 'es', false],
    ['the pseudo-locale when named', 'en-XA', 'ko', [], 'en-XA', false],
    ['the browser first language when nothing is stored', undefined, undefined, ['ko-KR', 'en'], 'ko', true],
    ['the primary language match of the browser', undefined, undefined, ['zh-CN'], 'zh-Hans', true],
    ['English for a browser asking only for English', undefined, undefined, ['en-US', 'ko'], 'en', false],
    ['English for a browser asking for nothing offered', undefined, undefined, ['fr', 'de'], 'en', false],
    ['a stored choice over the browser', undefined, 'es', ['ko-KR'], 'es', true],
    ['a stored choice of English over the browser', undefined, 'en', ['ko-KR'], 'en', false],
    ['a stored choice in any case', undefined, 'zh-hans', [], 'zh-Hans', true],
    ['the browser when the stored choice is no longer offered', undefined, 'vi', ['hi'], 'hi', true],
  ] as const)('opens %s', (_, named, stored, browser, lang, rewrite) => {
    expect(openingLanguage({ named, stored, browser, offered })).toEqual({ lang, rewrite });
  });
});

describe('storedLanguage', () => {
  it.each([
    ['lang=ko', 'ko'],
    ['a=1; lang=zh-Hans; b=2', 'zh-Hans'],
    ['slang=es; lang=hi', 'hi'],
    ['a=1', undefined],
    ['lang=', undefined],
    ['lang=%E0%A4', undefined],
    ['', undefined],
  ])('reads %j as %j', (cookies, lang) => {
    expect(storedLanguage(cookies)).toBe(lang);
  });

  it('reads what languageCookie writes', () => {
    expect(storedLanguage(languageCookie('zh-Hans').split(';')[0]!)).toBe('zh-Hans');
  });
});

describe('languageCookie', () => {
  it('is for the whole host, a year, and sent on top-level navigations only', () => {
    expect(languageCookie('ko')).toBe('lang=ko; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
