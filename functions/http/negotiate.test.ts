import { describe, expect, it } from 'vitest';
import { acceptedCodings, etagFor, isNotModified } from './negotiate.ts';

it.each([
  [undefined, []],
  ['', []],
  ['identity', []],
  ['gzip', ['gzip']],
  ['br', ['br']],
  ['gzip, deflate, br, zstd', ['br', 'gzip']],
  ['BR, GZIP', ['br', 'gzip']],
  ['br;q=0, gzip', ['gzip']],
  ['br;q=0.5, gzip;q=0.9', ['br', 'gzip']],
  ['gzip;q=0', []],
  ['*', ['br', 'gzip']],
  ['br;q=0, *', ['gzip']],
  ['*;q=0', []],
  ['x-gzip', ['gzip']],
  ['br;q=abc', []],
])('acceptedCodings(%j) is %j', (header, expected) => {
  expect([...acceptedCodings(header)].sort()).toEqual([...expected].sort());
});

describe('etagFor', () => {
  it('differs by coding, size and time', () => {
    const tags = new Set([
      etagFor(10, 1000),
      etagFor(10, 1000, 'br'),
      etagFor(10, 1000, 'gzip'),
      etagFor(11, 1000),
      etagFor(10, 2000),
    ]);
    expect(tags.size).toBe(5);
  });
  it('is a weak quoted tag', () => {
    expect(etagFor(255, 4096, 'br')).toBe('W/"ff-1000-br"');
  });
});

const mtime = Date.parse('2026-01-02T03:04:05.678Z');
const etag = etagFor(10, mtime);

it.each([
  [{}, false],
  [{ ifNoneMatch: etag }, true],
  [{ ifNoneMatch: etag.replace('W/', '') }, true],
  [{ ifNoneMatch: `"other", ${etag}` }, true],
  [{ ifNoneMatch: '*' }, true],
  [{ ifNoneMatch: '"other"' }, false],
  [{ ifNoneMatch: '"other"', ifModifiedSince: 'Fri, 02 Jan 2026 03:04:05 GMT' }, false],
  [{ ifModifiedSince: 'Fri, 02 Jan 2026 03:04:05 GMT' }, true],
  [{ ifModifiedSince: 'Sat, 03 Jan 2026 00:00:00 GMT' }, true],
  [{ ifModifiedSince: 'Fri, 02 Jan 2026 03:04:04 GMT' }, false],
  [{ ifModifiedSince: 'not a date' }, false],
])('isNotModified(%o) is %s', (request, expected) => {
  expect(isNotModified(request, etag, mtime)).toBe(expected);
});
