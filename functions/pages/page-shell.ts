/**
 * The resident pages the server answers without JavaScript (docs/311-without-javascript.md) wear
 * the built /311 page of their language: its head (styles, the page's own content security
 * policy), its header and footer. Only the region between the two markers the page is built with
 * (src/pages/311/_PortalPage.astro) and the title are replaced, so a page the server renders looks
 * like the page the app paints. Each language's page is read once from the site's build folder
 * (STATIC_DIR; the Cloud Functions bundle carries a copy, scripts/build-functions.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, languageDirection, languageSegment } from '#domain/i18n/languages.ts';
import { escapeHtml, type SafeHtml } from '#domain/html/html-text.ts';
import { PLAIN_REGION_END, PLAIN_REGION_START } from '#domain/html/plain-region.ts';

export interface PageParts {
  lang: string;
  /** The tab's title, as text. */
  title: string;
  /** What stands between the markers. */
  body: SafeHtml;
}

/** A built page, cut at its markers. */
interface Shell {
  before: string;
  after: string;
}

/** The tile source the pages were built with (the region's `data-tile-url` and `data-max-zoom`). */
export interface BuiltTiles {
  template: string;
  maxZoom: number;
}

export interface PageShells {
  /** The whole page for a language: the built page with its region and title replaced. */
  render(parts: PageParts): Promise<string>;
  /** The map tiles the built pages use; null without a build that names them. */
  tiles(): Promise<BuiltTiles | null>;
}

/** Where a language's /311 page is in the build: 311/index.html for English, 311/<segment>/index.html. */
export const builtPagePath = (root: string, lang: string) =>
  lang === DEFAULT_LANGUAGE ? join(root, '311', 'index.html') : join(root, '311', languageSegment(lang), 'index.html');

/** The page cut at its markers, or null when it has none (an old build) or cannot be read. */
export function cutShell(page: string): Shell | null {
  const start = page.indexOf(PLAIN_REGION_START);
  const end = page.indexOf(PLAIN_REGION_END, start);
  if (start < 0 || end < 0) return null;
  return { before: page.slice(0, start + PLAIN_REGION_START.length), after: page.slice(end) };
}

const TITLE = /<title>[^<]*<\/title>/;
const TILE_URL = /data-tile-url="([^"]*)"/;
const MAX_ZOOM = /data-max-zoom="(\d{1,2})"/;

/** The tile source a built page names, or null. */
export function builtTiles(before: string): BuiltTiles | null {
  const template = TILE_URL.exec(before)?.[1];
  const maxZoom = MAX_ZOOM.exec(before)?.[1];
  if (!template || !maxZoom) return null;
  return { template: template.replaceAll('&amp;', '&'), maxZoom: Number(maxZoom) };
}

/** A plain page for a build without the language's page: still whole, accessible and in the language. */
function bareShell(lang: string): Shell {
  return {
    before: `<!doctype html><html lang="${escapeHtml(lang)}" dir="${languageDirection(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body>${PLAIN_REGION_START}`,
    after: `${PLAIN_REGION_END}</body></html>`,
  };
}

/**
 * Shells read from `root` (a site build). A language without a built page (or a build without the
 * markers) gets a bare page in that language, not another language's page.
 * @example await pageShells('dist').render({ lang: 'es', title: 'Enviar', body: markup`<main>…</main>` })
 */
export function pageShells(
  root: string | undefined,
  onError: (message: string, error: unknown) => void = () => {},
): PageShells {
  const shells = new Map<string, Promise<Shell | null>>();
  const read = (lang: string): Promise<Shell | null> => {
    let shell = shells.get(lang);
    if (!shell) {
      shell = root
        ? readFile(builtPagePath(root, lang), 'utf8').then(cutShell, (error: unknown) => {
            onError(`The built 311 page of ${lang} could not be read`, error);
            return null;
          })
        : Promise.resolve(null);
      shells.set(lang, shell);
    }
    return shell;
  };
  return {
    async render({ lang, title, body }) {
      const shell = (await read(lang)) ?? bareShell(lang);
      const before = shell.before.replace(TITLE, `<title>${escapeHtml(title)}</title>`);
      return `${before}${body.text}${shell.after}`;
    },
    async tiles() {
      const shell = await read(DEFAULT_LANGUAGE);
      return shell ? builtTiles(shell.before) : null;
    },
  };
}
