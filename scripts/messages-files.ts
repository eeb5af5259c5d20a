/** Where the message modules and catalogs are, for the extraction command and the catalog tests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTownshipProfile } from '../src/domain/township/profile-schema.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A language's folder under locales/: its tag as written (`zh-Hans`). */
export const localeDir = (lang: string) => lang;

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.name.endsWith('.messages.ts')) out.push(relative(repoRoot, path));
  }
  return out;
}

/** The `*.messages.ts` modules of the site, the app and the server, sorted. */
export function messageModules(): string[] {
  return [...walk(join(repoRoot, 'src'), []), ...walk(join(repoRoot, 'functions'), [])].sort();
}

/** The languages the township profile offers. */
export function profileLanguages(): string[] {
  const dir = process.env.TOWNSHIP_DIR ?? join(repoRoot, 'content', 'township');
  const path = join(dir, 'profile.json');
  return readTownshipProfile(readFileSync(path, 'utf8'), path).languages;
}

/** The profile's languages and any with a folder under locales/ already. */
export function languagesToExtract(): string[] {
  const dir = join(repoRoot, 'locales');
  const present = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [...new Set([...profileLanguages(), ...present])];
}
