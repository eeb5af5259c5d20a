import { expect, it } from 'vitest';
import { contentTypeFor, isCompressibleType } from './content-type.ts';

it.each([
  ['index.html', 'text/html; charset=utf-8', true],
  ['_astro/index.abc.css', 'text/css; charset=utf-8', true],
  ['_astro/client.abc.js', 'text/javascript; charset=utf-8', true],
  ['data.json', 'application/json; charset=utf-8', true],
  ['site.webmanifest', 'application/manifest+json; charset=utf-8', true],
  ['sitemap.xml', 'application/xml; charset=utf-8', true],
  ['robots.txt', 'text/plain; charset=utf-8', true],
  ['favicon.svg', 'image/svg+xml; charset=utf-8', true],
  ['docs/Proposal.PDF', 'application/pdf', false],
  ['photo.jpeg', 'image/jpeg', false],
  ['font.woff2', 'font/woff2', false],
  ['favicon.ico', 'image/x-icon', false],
  ['archive.tar', 'application/octet-stream', false],
  ['Makefile', 'application/octet-stream', false],
])('contentTypeFor(%s) is %s', (file, type, compressible) => {
  expect(contentTypeFor(file)).toBe(type);
  expect(isCompressibleType(type)).toBe(compressible);
});
