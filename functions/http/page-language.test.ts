import { describe, expect, it } from 'vitest';
import { cookieValue, isEnglishPagePath, pageLanguageRedirect, pathLanguage } from './page-language.ts';

const offered = ['en', 'es', 'zh-Hans', 'ko', 'hi'];
const get = (pathname: string, headers: { cookie?: string; acceptLanguage?: string } = {}) =>
  pageLanguageRedirect({ method: 'GET', pathname, ...headers }, offered);

describe('pageLanguageRedirect', () => {
  it('sends a first visit to the language the browser prefers', () => {
    expect(get('/election', { acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).toBe('/es/election');
    expect(get('/', { acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('/zh-hans');
    expect(get('/projects/station', { acceptLanguage: 'ko' })).toBe('/ko/projects/station');
  });

  it('serves English when the browser prefers English or a language not offered', () => {
    expect(get('/about', { acceptLanguage: 'en-US,en;q=0.9,es;q=0.5' })).toBeUndefined();
    expect(get('/about', { acceptLanguage: 'fr-FR' })).toBeUndefined();
  });

  it('never redirects a request without Accept-Language (a crawler)', () => {
    expect(get('/election')).toBeUndefined();
  });

  it('follows a chosen language before the browser’s', () => {
    expect(get('/about', { cookie: 'x=1; lang=hi', acceptLanguage: 'es' })).toBe('/hi/about');
    expect(get('/about', { cookie: 'lang=zh-Hans' })).toBe('/zh-hans/about');
    expect(get('/about', { cookie: 'lang=en', acceptLanguage: 'es' })).toBeUndefined();
  });

  it('ignores a cookie naming no offered language, and the pseudo-locale', () => {
    expect(get('/about', { cookie: 'lang=fr', acceptLanguage: 'ko' })).toBe('/ko/about');
    expect(get('/about', { cookie: 'lang=en-XA' })).toBeUndefined();
  });

  it('never redirects other methods, assets, the API, the 311 app or a language’s pages', () => {
    const headers = { cookie: 'lang=es', acceptLanguage: 'es' };
    expect(pageLanguageRedirect({ method: 'POST', pathname: '/contact', ...headers }, offered)).toBeUndefined();
    expect(pageLanguageRedirect({ method: 'HEAD', pathname: '/contact', ...headers }, offered)).toBeUndefined();
    for (const path of [
      '/favicon.svg',
      '/_astro/app.js',
      '/api/health',
      '/311',
      '/311/track/ABC',
      '/es/about',
      '/en-xa/about',
    ])
      expect(get(path, headers), path).toBeUndefined();
  });
});

it('tells English page paths from the others', () => {
  expect(isEnglishPagePath('/elections/2025', offered)).toBe(true);
  expect(isEnglishPagePath('/elections/2025/key-dates.ics', offered)).toBe(false);
  expect(isEnglishPagePath('/zh-hans', offered)).toBe(false);
  expect(isEnglishPagePath('/essay', offered)).toBe(true);
});

it('reads the language a path names', () => {
  expect(pathLanguage('/ko/election', offered)).toBe('ko');
  expect(pathLanguage('/EN-XA/', offered)).toBe('en-XA');
  expect(pathLanguage('/election', offered)).toBeUndefined();
});

it('reads a cookie', () => {
  expect(cookieValue('a=1; lang=zh-Hans; b=2', 'lang')).toBe('zh-Hans');
  expect(cookieValue('language=es', 'lang')).toBeUndefined();
  expect(cookieValue(undefined, 'lang')).toBeUndefined();
});
