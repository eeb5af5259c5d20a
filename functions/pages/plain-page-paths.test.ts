import { describe, expect, it } from 'vitest';
import { appPathFor, functionRequest, plainPageApiPath } from './plain-page-paths.ts';

const offered = ['en', 'es', 'zh-Hans'];

describe('plainPageApiPath', () => {
  it.each([
    ['/311/track', false, '/api/311/track'],
    ['/311/es/track', false, '/api/311/es/track'],
    ['/311/zh-hans/my-request', false, '/api/311/zh-hans/my-request'],
    ['/311/my-request', false, '/api/311/my-request'],
    ['/track', true, '/api/311/track'],
    ['/es/track', true, '/api/311/es/track'],
    ['/my-request', true, '/api/311/my-request'],
    // Not these pages: the app's own addresses, other hosts' paths, unknown languages.
    ['/311/track/abc', false, null],
    ['/311/xx/track', false, null],
    ['/311/en/track', false, null],
    ['/track', false, null],
    ['/311/track', true, null],
    ['/311', false, null],
    ['/311/stats', false, null],
  ])('%s (311 host: %s) → %s', (path, threeOneOneHost, expected) => {
    expect(plainPageApiPath(path, { threeOneOneHost, offered })).toBe(expected);
  });
});

describe('functionRequest', () => {
  it('sends the pages Hosting rewrites to the API’s page routes, keeping the query', () => {
    const coalition = functionRequest(new Request('https://x.org/311/es/track?id=K7QM3XPA'), offered);
    expect(coalition.url).toBe('https://x.org/api/311/es/track?id=K7QM3XPA');
    expect(functionRequest(new Request('https://311.x.org/my-request?token=t'), offered).url).toBe(
      'https://311.x.org/api/311/my-request?token=t',
    );
  });

  it('leaves API requests and posts alone', () => {
    const api = new Request('https://x.org/api/requests');
    expect(functionRequest(api, offered)).toBe(api);
    const posted = new Request('https://x.org/311/track', { method: 'POST', body: 'a=1' });
    expect(functionRequest(posted, offered)).toBe(posted);
  });
});

it('appPathFor names the app’s root and the language', () => {
  expect(appPathFor('www.example.org', 'en')).toBe('/311');
  expect(appPathFor('www.example.org', 'zh-Hans')).toBe('/311/zh-hans');
  expect(appPathFor('311.example.org:4321', 'es')).toBe('/es');
  expect(appPathFor('311.example.org', 'en')).toBe('');
});
