/**
 * The catalogs against the code (docs/translating.md): extraction has nothing left to write, every
 * offered language translates every message of every domain with the English's arguments, tags and
 * the language's plural forms, and each catalog names its language and its review state.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../src/domain/i18n/catalog-check.ts';
import { parsePo, poHeader } from '../src/domain/i18n/po.ts';
import { extractedFiles, loadDomains } from './messages-extract.ts';
import { localeDir, profileLanguages, repoRoot, townshipCatalogPath, townshipProfile } from './messages-files.ts';
import { townshipMessages } from '../src/domain/township/township-messages.ts';

const domains = await loadDomains();
const languages = profileLanguages().filter((lang) => lang !== 'en');
const catalogOf = (lang: string, domain: string) =>
  parsePo(readFileSync(join(repoRoot, 'locales', localeDir(lang), `${domain}.po`), 'utf8'));

describe('message catalogs', () => {
  it('are up to date with the code (npm run messages:extract writes nothing)', async () => {
    const stale: string[] = [];
    for (const [path, text] of await extractedFiles()) {
      const full = join(repoRoot, path);
      const before = existsSync(full) ? readFileSync(full, 'utf8') : null;
      if (before !== text) stale.push(path);
    }
    expect(stale, 'run npm run messages:extract').toEqual([]);
  });

  it('define at least one domain', () => {
    expect(domains.length).toBeGreaterThan(0);
  });

  it.each(languages.flatMap((lang) => domains.map((messages) => [lang, messages.domain, messages] as const)))(
    '%s translates every message of %s, in the English shape',
    (lang, _domain, messages) => {
      expect(catalogProblems(messages, catalogOf(lang, messages.domain), lang)).toEqual([]);
    },
  );

  it.each(languages)('%s translates every word of the township profile (categories, departments)', (lang) => {
    const catalog = parsePo(readFileSync(townshipCatalogPath(lang), 'utf8'));
    expect(catalogProblems(townshipMessages(townshipProfile()), catalog, lang)).toEqual([]);
    expect(poHeader(catalog, 'X-Fluent-Review')).toMatch(/^(pending|done)/);
  });

  it.each(languages)('%s catalogs name the language and whether a fluent speaker reviewed them', (lang) => {
    const names = new Set<string | undefined>();
    for (const messages of domains) {
      const catalog = catalogOf(lang, messages.domain);
      expect(poHeader(catalog, 'Language')).toBe(lang);
      expect(['pending', 'done']).toContain(poHeader(catalog, 'X-Fluent-Review')?.split(/\s/)[0]);
      names.add(poHeader(catalog, 'X-Language-Name'));
    }
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/\S/);
  });
});
