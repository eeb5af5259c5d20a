/**
 * The organisation settings of content/site.json, read by the server at start-up with the same
 * schema the content collection uses at build time, so the township's name is written in one place.
 */
import { readFileSync } from 'node:fs';
import { siteConfigSchema, type SiteConfig } from '#domain/content/site-config.ts';

/** content/site.json; files it names (the boundary) are read beside it. */
export const SITE_FILE = new URL('../../content/site.json', import.meta.url);

/**
 * Reads and validates the one entry ("site") of content/site.json; throws naming the file.
 * @example loadSiteConfig().township // 'West Windsor'
 */
export function loadSiteConfig(file: URL | string = SITE_FILE): SiteConfig {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { site?: unknown };
  const result = siteConfigSchema.safeParse(raw.site);
  if (!result.success) throw new Error(`Invalid site settings in ${String(file)}: ${result.error.message}`);
  return result.data;
}
