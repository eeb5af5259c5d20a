import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema, socialLinks } from './site-config.ts';

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
  ])('rejects a bad %s and names it', (field, patch) => {
    const result = siteConfigSchema.safeParse({ ...site, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
