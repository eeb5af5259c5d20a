import { describe, expect, it } from 'vitest';
import { foldJar, foldSetCookies, jarFromCookieHeader, unfoldCookieHeader } from './hosting-cookies.ts';

const jar = (entries: Record<string, string>) => new Map(Object.entries(entries));
const folded = (entries: Record<string, string>) => `__session=${foldJar(jar(entries))}`;

describe('unfoldCookieHeader', () => {
  it.each([
    ['no cookies', null, null],
    ['plain cookies untouched', 'a=1; b=2', 'a=1; b=2'],
    ['a foreign __session untouched', '__session=abc', '__session=abc'],
    ['a folded jar unfolded', folded({ s: 'tok', c: 'x=y' }), 's=tok; c=x=y'],
    ['plain cookies kept first, winning over the jar', `s=plain; ${folded({ s: 'jar', c: '1' })}`, 's=plain; c=1'],
    ['an empty jar gone', `__session=${foldJar(new Map())}`, null],
  ])('%s', (_name, header, expected) => {
    expect(unfoldCookieHeader(header)).toBe(expected);
  });

  it('treats a damaged jar as no jar', () => {
    expect(jarFromCookieHeader('__session=jar1.%E0%A4%A')).toEqual(new Map());
  });
});

describe('foldSetCookies', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const attributes = 'Path=/api; HttpOnly; Secure; SameSite=Strict';

  it('folds a sign-in (two cookies) into one __session with the shorter lifetime', () => {
    const lines = foldSetCookies(
      [`township311_session=tok; Max-Age=1800; ${attributes}`, `township311_csrf=csrf; Max-Age=43200; ${attributes}`],
      new Map(),
      now,
    );
    expect(lines).toEqual([
      `${folded({ township311_session: 'tok', township311_csrf: 'csrf' })}; Max-Age=1800; ${attributes}`,
    ]);
  });

  it('keeps the cookies of the request that this reply does not change (a renewed session)', () => {
    const lines = foldSetCookies([`s=new; Max-Age=1800; ${attributes}`], jar({ s: 'old', c: 'csrf' }), now);
    expect(jarFromCookieHeader(lines[0]!.split(';')[0]!)).toEqual(jar({ s: 'new', c: 'csrf' }));
  });

  it('deletes the folded cookie when every cookie in it is deleted (sign-out)', () => {
    const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const lines = foldSetCookies(
      [`s=; Max-Age=0; ${attributes}`, `c=; ${expired}; ${attributes}`],
      jar({ s: 'a', c: 'b' }),
      now,
    );
    expect(lines).toEqual([`__session=; Max-Age=0; ${attributes}`]);
  });

  it('sends nothing when the reply sets no cookie', () => {
    expect(foldSetCookies([], jar({ s: 'a' }), now)).toEqual([]);
  });

  it('passes a __session the app sets itself through untouched', () => {
    const lines = ['__session=firebase-cookie; Max-Age=60; Path=/', 'other=1; Path=/'];
    expect(foldSetCookies(lines, new Map(), now)).toEqual(lines);
  });
});
