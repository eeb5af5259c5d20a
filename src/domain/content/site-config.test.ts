import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema, socialLinks, threeOneOneUrlSchema } from './site-config.ts';

const site = siteConfigSchema.parse((JSON.parse(readFileSync('content/site.json', 'utf8')) as { site: unknown }).site);

describe('site config', () => {
  it('content/site.json is valid', () => {
    expect(site.organisation.length).toBeGreaterThan(1);
  });

  it('lists the social profiles in order with the configured addresses', () => {
    expect(socialLinks(site).map((s) => [s.name, s.href])).toEqual([
      ['Facebook', site.social.facebook],
      ['Instagram', site.social.instagram],
      ['Twitter/X', site.social.twitter],
    ]);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['siteUrl', { siteUrl: 'nope' }],
    ['contactForm', { contactForm: { endpoint: 'https://x.example/submit', accessKey: '' } }],
    ['threeOneOne', { threeOneOne: { publicUrl: 'https://wwneighbors.example' } }],
    ['threeOneOne', { threeOneOne: undefined }],
  ])('rejects a bad %s and names it', (field, patch) => {
    const result = siteConfigSchema.safeParse({ ...site, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

it.each([
  ['https://311.example.org', 'https://311.example.org'],
  ['https://311.example.org/', 'https://311.example.org'],
  ['http://311.localhost:4321', 'http://311.localhost:4321'],
  ['https://example.org/311', 'https://example.org/311'],
  ['http://127.0.0.1:4321/311/', 'http://127.0.0.1:4321/311'],
])('the 311 address %s is kept as %s', (given, kept) => {
  expect(threeOneOneUrlSchema.parse(given)).toBe(kept);
});

describe.each([
  ['the coalition site', 'https://example.org'],
  ['a page of it', 'https://example.org/about'],
  ['a 311 host with a path', 'https://311.example.org/311'],
  ['a query', 'https://311.example.org/?x=1'],
  ['another scheme', 'ftp://311.example.org'],
  ['no URL', '311.example.org'],
])('refuses %s as the 311 address', (_label, given) => {
  it(given, () => {
    expect(threeOneOneUrlSchema.safeParse(given).error?.issues[0]?.message).toMatch(
      /^must be the 311 app's own address/,
    );
  });
});
