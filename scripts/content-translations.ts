/**
 * The build's report of editors' content without a translation: for each language the township
 * offers, every content file that has no translation beside it (home.es.md beside home.md) and, in
 * the JSON translations that exist, every text they leave in English. A report, not a failure: the
 * site shows such content in English, marked, with a note (docs/translating.md#content).
 * Registered in astro.config.mjs; prints after the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  isTranslationFileName,
  overlayTranslation,
  translationFileName,
} from '../src/domain/content/translation-overlay.ts';
import { profileLanguages, repoRoot } from './messages-files.ts';

/** Editors' content that can be translated, relative to content/: files, or folders of them. */
const TRANSLATABLE = [
  'site.json',
  'home.md',
  'about.md',
  'principles.json',
  'founders',
  'projects',
  'forum.json',
  'elections',
];
/** Files of which a translation gives only some texts: site.json's tagline, not its names. */
const TEXT_ONLY: Record<string, (english: { site?: { tagline?: unknown } }) => unknown> = {
  'site.json': (english) => ({ site: { tagline: english.site?.tagline } }),
};

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** The English originals that can be translated, relative to the content folder. */
export function translatableFiles(contentDir: string): string[] {
  return TRANSLATABLE.flatMap((entry) => files(join(contentDir, entry)))
    .map((path) => relative(contentDir, path))
    .filter((path) => /\.(md|mdx|json)$/.test(path) && !isTranslationFileName(path));
}

/**
 * The statuses the projects and their initiatives are given (`status:` in each project's
 * frontmatter), each once: content/statuses.<tag>.json translates them.
 */
export function statusesInUse(contentDir: string): string[] {
  const found = new Set<string>();
  for (const path of files(join(contentDir, 'projects'))) {
    if (!/\.mdx?$/.test(path) || isTranslationFileName(relative(contentDir, path))) continue;
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, 'utf8'))?.[1] ?? '';
    for (const [, value = ''] of frontmatter.matchAll(/^\s*(?:- )?status:\s*(.+?)\s*$/gm)) {
      found.add(value.replace(/^(['"])(.*)\1$/, '$2'));
    }
  }
  return [...found].sort();
}

/** The statuses in use that content/statuses.<lang>.json does not translate. */
function missingStatuses(contentDir: string, lang: string, inUse: readonly string[]): string[] {
  const path = join(contentDir, `statuses.${lang}.json`);
  const given: unknown = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  const labels = (given as { statuses?: Record<string, unknown> } | undefined)?.statuses ?? {};
  return inUse.filter((status) => {
    const label = Object.hasOwn(labels, status) ? labels[status] : undefined;
    return typeof label !== 'string' || label.trim() === '';
  });
}

/** Per language, each missing translation: a file, or a file and the texts its translation lacks. */
export function missingTranslations(contentDir: string, languages: readonly string[]): Map<string, string[]> {
  const report = new Map<string, string[]>();
  const inUse = statusesInUse(contentDir);
  for (const lang of languages.filter((tag) => tag !== 'en')) {
    const missing: string[] = [];
    for (const file of translatableFiles(contentDir)) {
      const translation = join(contentDir, translationFileName(file, lang));
      if (!existsSync(translation)) missing.push(file);
      else if (file.endsWith('.json')) {
        const whole: unknown = JSON.parse(readFileSync(join(contentDir, file), 'utf8'));
        const english = TEXT_ONLY[file]?.(whole as { site?: { tagline?: unknown } }) ?? whole;
        const given: unknown = JSON.parse(readFileSync(translation, 'utf8'));
        // A list of items with ids (topics.json, principles.json) is matched by id.
        const byId = (value: unknown) =>
          Array.isArray(value)
            ? Object.fromEntries(value.map((item: { id?: unknown }) => [String(item.id), item]))
            : value;
        const lacking = overlayTranslation(byId(english), byId(given)).missing;
        if (lacking.length > 0) missing.push(`${file}: ${lacking.join(', ')}`);
      }
    }
    const statuses = missingStatuses(contentDir, lang, inUse);
    if (statuses.length > 0) missing.push(`statuses.${lang}.json: ${statuses.join(', ')}`);
    report.set(lang, missing);
  }
  return report;
}

/** The report as printed lines. */
export function reportLines(report: Map<string, string[]>): string[] {
  const lines: string[] = [];
  for (const [lang, missing] of report) {
    lines.push(`${lang}: ${missing.length === 0 ? 'every content file is translated' : `${missing.length} missing`}`);
    lines.push(...missing.map((item) => `  - ${item}`));
  }
  return lines;
}

/** An Astro integration that prints the report once the build is done. */
export function contentTranslationReport() {
  return {
    name: 'content-translation-report',
    hooks: {
      'astro:build:done': ({ logger }: { logger: { info: (message: string) => void } }) => {
        const report = missingTranslations(join(repoRoot, 'content'), profileLanguages());
        logger.info(`Content without a translation (shown in English, marked):\n${reportLines(report).join('\n')}`);
      },
    },
  };
}
