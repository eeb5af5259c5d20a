/**
 * `npm run messages:extract`: every domain's English messages (the `*.messages.ts` modules) written
 * to `locales/<domain>.pot`, and merged into each language's `locales/<tag>/<domain>.po` (new
 * messages untranslated, changed ones marked fuzzy). The languages are the township profile's
 * (TOWNSHIP_DIR, else content/township) and any that already have a folder under `locales/`.
 * `--check` changes nothing and fails when a file would change (the test command runs it).
 * Docs: docs/translating.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE } from '../src/domain/i18n/languages.ts';
import {
  localeDir,
  languagesToExtract,
  messageModules,
  profileLanguages,
  repoRoot,
  townshipCatalogPath,
  townshipDir,
  townshipProfile,
} from './messages-files.ts';
import { TOWNSHIP_DOMAIN, townshipMessages } from '../src/domain/township/township-messages.ts';
import type { MessageDomain } from '../src/domain/i18n/messages.ts';
import { mergeCatalog, newCatalogHead, templateOf } from '../src/domain/i18n/po-merge.ts';
import { parsePo, poHeader, serializePo } from '../src/domain/i18n/po.ts';

/** Every domain the code defines, by name. */
export async function loadDomains(): Promise<MessageDomain[]> {
  const domains: MessageDomain[] = [];
  for (const file of messageModules()) {
    const module = (await import(pathToFileURL(join(repoRoot, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'domain' in value && 'english' in value)
        domains.push(value as MessageDomain);
    }
  }
  const names = domains.map((domain) => domain.domain);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Two modules define the message domain "${twice}"`);
  return domains.sort((a, b) => a.domain.localeCompare(b.domain));
}

/** A language's name in itself (Español, 한국어), for a new catalog's header. */
function autonym(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The files extraction writes, with their new text, by path from the repository's root. */
export async function extractedFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const domains = await loadDomains();
  const township = townshipMessages(townshipProfile());
  files.set(
    relative(repoRoot, join(townshipDir(), 'locales', `${TOWNSHIP_DOMAIN}.pot`)),
    serializePo(templateOf(township)),
  );
  for (const lang of profileLanguages()) {
    if (lang === DEFAULT_LANGUAGE) continue;
    const full = townshipCatalogPath(lang);
    const existing = existsSync(full) ? parsePo(readFileSync(full, 'utf8')) : null;
    const base = existing ?? {
      ...newCatalogHead(lang, siblingName(lang) ?? autonym(lang), TOWNSHIP_DOMAIN),
      entries: [],
    };
    files.set(relative(repoRoot, full), serializePo(mergeCatalog(township, base)));
  }
  for (const messages of domains) {
    files.set(join('locales', `${messages.domain}.pot`), serializePo(templateOf(messages)));
    for (const lang of languagesToExtract()) {
      if (lang === DEFAULT_LANGUAGE) continue;
      const path = join('locales', localeDir(lang), `${messages.domain}.po`);
      const full = join(repoRoot, path);
      const existing = existsSync(full) ? parsePo(readFileSync(full, 'utf8')) : null;
      const name = existing ? undefined : (siblingName(lang) ?? autonym(lang));
      const base = existing ?? { ...newCatalogHead(lang, name!, messages.domain), entries: [] };
      files.set(path, serializePo(mergeCatalog(messages, base)));
    }
  }
  return files;
}

/** The language name another catalog of the language already gives, so a new domain's agrees. */
function siblingName(lang: string): string | undefined {
  const dir = join(repoRoot, 'locales', localeDir(lang));
  if (!existsSync(dir)) return undefined;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .sort()) {
    const name = poHeader(parsePo(readFileSync(join(dir, file), 'utf8')), 'X-Language-Name');
    if (name) return name;
  }
  return undefined;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [path, text] of await extractedFiles()) {
    const full = join(repoRoot, path);
    const before = existsSync(full) ? readFileSync(full, 'utf8') : null;
    if (before === text) continue;
    stale.push(path);
    if (!check) {
      mkdirSync(join(full, '..'), { recursive: true });
      writeFileSync(full, text);
    }
  }
  if (check && stale.length) {
    console.error(`These catalogs are behind the code; run npm run messages:extract:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(stale.length ? `${check ? 'Behind' : 'Wrote'}: ${stale.join(', ')}` : 'Every catalog is up to date.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
