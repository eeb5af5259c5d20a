import { expect, it } from 'vitest';
import { resolveRequestPath, type PathResolution } from './static-path.ts';

const path = (...segments: string[]): PathResolution => ({ kind: 'path', segments });
const redirect = (location: string): PathResolution => ({ kind: 'redirect', location });
const invalid: PathResolution = { kind: 'invalid' };

it.each([
  ['/', path()],
  ['/about', path('about')],
  ['/_astro/client.abc123.js', path('_astro', 'client.abc123.js')],
  ['/docs/Annual%20Report.pdf', path('docs', 'Annual Report.pdf')],
  ['/caf%C3%A9', path('café')],
  ['/about/', redirect('/about')],
  ['/projects/station/', redirect('/projects/station')],
  ['/docs/Annual%20Report.pdf/', redirect('/docs/Annual%20Report.pdf')],
  ['//evil.example/', invalid],
  ['//evil.example', invalid],
  ['/about//', invalid],
  ['/a//b', invalid],
  ['/..', invalid],
  ['/../etc/passwd', invalid],
  ['/..%2f..%2fetc/passwd', invalid],
  ['/%2e%2e/etc/passwd', invalid],
  ['/%2E%2E%2Fetc', invalid],
  ['/a/%2e', invalid],
  ['/a%5c..%5cb', invalid],
  ['/a%00b', invalid],
  ['/index.html%00.png', invalid],
  ['/%0aheader', invalid],
  ['/.env', invalid],
  ['/.git/config', invalid],
  ['/.build-stamp', invalid],
  ['/a/.hidden/b', invalid],
  ['/%2eenv', invalid],
  ['/%E0%A4%A', invalid],
  ['/%', invalid],
  ['about', invalid],
  ['', invalid],
])('resolveRequestPath(%j) is %j', (raw, expected) => {
  expect(resolveRequestPath(raw)).toEqual(expected);
});
