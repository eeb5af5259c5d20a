import { describe, expect, it } from 'vitest';
import { addressInLanguage, addressLanguage } from './address-language.ts';

const offered = ['en', 'es', 'zh-Hans', 'ko', 'hi'];

describe('the language of an address', () => {
  it.each([
    ['/311/ko/track/ABC', '/311', { lang: 'ko', base: '/311/ko' }],
    ['/311/zh-hans', '/311', { lang: 'zh-Hans', base: '/311/zh-hans' }],
    ['/311/en-xa/stats', '/311', { lang: 'en-XA', base: '/311/en-xa' }],
    ['/311/track/ABC', '/311', { lang: 'en', base: '/311' }],
    ['/311/fr/track', '/311', { lang: 'en', base: '/311' }],
    ['/311/en/track', '/311', { lang: 'en', base: '/311' }],
    ['/es/track', '', { lang: 'es', base: '/es' }],
    ['/', '', { lang: 'en', base: '' }],
  ])('%s under %j', (pathname, root, expected) => {
    expect(addressLanguage(pathname, root, offered)).toEqual(expected);
  });

  it.each([
    ['/311/ko/track/ABC?x=1', 'es', '/311/es/track/ABC?x=1'],
    ['/311/track/ABC', 'hi', '/311/hi/track/ABC'],
    ['/311/ko/track/ABC', 'en', '/311/track/ABC'],
    ['/311/ko', 'en', '/311'],
  ])('%s in %s is %s', (from, lang, expected) => {
    expect(addressInLanguage(from, '/311', offered, lang)).toBe(expected);
  });

  it('keeps a 311 host root', () => {
    expect(addressInLanguage('/ko', '', offered, 'en')).toBe('/');
    expect(addressInLanguage('/', '', offered, 'zh-Hans')).toBe('/zh-hans');
  });
});
