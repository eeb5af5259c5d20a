/** Where the message modules and catalogs are, for the extraction command and the catalog tests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTownshipProfile, type TownshipProfile } from '../src/domain/township/profile-schema.ts';

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

/** The township profile's folder: TOWNSHIP_DIR, else content/township. */
export const townshipDir = () => resolve(process.env.TOWNSHIP_DIR || join(repoRoot, 'content', 'township'));

/** The township profile in use. */
export function townshipProfile(): TownshipProfile {
  const path = join(townshipDir(), 'profile.json');
  return readTownshipProfile(readFileSync(path, 'utf8'), path);
}

/** The languages the township profile offers. */
export function profileLanguages(): string[] {
  return townshipProfile().languages;
}

/** Where the township's own words are translated: `<township folder>/locales/<tag>.po`. */
export const townshipCatalogPath = (lang: string) => join(townshipDir(), 'locales', `${lang}.po`);

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
