import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGeocodeReply, reverseGeocode, searchPlaces } from './geocode-api.ts';
import { replyText } from './geocode-text.ts';

const place = { address: '20 Main St, West Windsor', lat: 40.2806, lng: -74.5918 };

describe.each([
  [200, { status: 'OK', places: [place] }, { status: 'OK', places: [place] }],
  // Places that are not places are dropped; none left is no result.
  [200, { status: 'OK', places: [{ address: 'x', lat: 'north', lng: 1 }, place] }, { status: 'OK', places: [place] }],
  [200, { status: 'OK', places: [{ address: 'x', lat: Number.NaN, lng: 1 }] }, { status: 'ZERO_RESULTS' }],
  [200, { status: 'ZERO_RESULTS' }, { status: 'ZERO_RESULTS' }],
  [200, { status: 'NOT_CONFIGURED' }, { status: 'NOT_CONFIGURED' }],
  [200, { status: 'UNAVAILABLE' }, { status: 'UNAVAILABLE' }],
  [200, undefined, { status: 'INVALID_REPLY' }],
  [200, { status: 'OK' }, { status: 'INVALID_REPLY' }],
  [
    429,
    { error: { code: 'rate_limited', message: 'Too many lookups.' } },
    { status: 'OVER_QUERY_LIMIT', message: 'Too many lookups.' },
  ],
  [
    400,
    { error: { code: 'invalid_input', message: 'Type at least 3 characters.' } },
    { status: 'HTTP_400', message: 'Type at least 3 characters.' },
  ],
  [502, undefined, { status: 'HTTP_502', message: undefined }],
])('readGeocodeReply(%i, %j)', (status, body, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(readGeocodeReply(status, body)).toEqual(expected);
  });
});

describe('replyText', () => {
  it.each([
    [{ status: 'OK', places: [place] }, '20 Main St, West Windsor'],
    [{ status: 'ZERO_RESULTS' }, 'Address not found'],
    [{ status: 'UNAVAILABLE' }, 'Geocode failed: UNAVAILABLE'],
  ])('%j is %j', (reply, text) => {
    expect(replyText(reply)).toBe(text);
  });
});

describe('the calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ask the server with the query and the point, and turn a network failure into UNAVAILABLE', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(new Response(JSON.stringify({ status: url ? 'ZERO_RESULTS' : 'INVALID' }))),
    );
    vi.stubGlobal('fetch', fetch);
    await searchPlaces('  20 Main St  ');
    await reverseGeocode({ lat: 40.28090123, lng: -74.5912 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/geocode/search?q=20+Main+St',
      '/api/geocode/reverse?lat=40.280901&lng=-74.591200',
    ]);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await searchPlaces('Main')).toEqual({ status: 'UNAVAILABLE' });
  });

  it('let an abort through, so a newer lookup wins', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(searchPlaces('Main', controller.signal)).rejects.toThrow('aborted');
  });
});
