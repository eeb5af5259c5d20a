/**
 * Built pages with dated content (functions/http/timed-html.ts), as they should read now: the
 * built file when it is still right, otherwise the retimed page, compressed once per coding and
 * kept in memory until the next instant passes or the file changes.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { Coding } from './negotiate.ts';
import { retimeHtml, timedInstants, timedStage } from './timed-html.ts';

const compressors: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/** Pages larger than this are served as built (ours are about 200 KB). */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
/** Retimed pages kept (a page per stage; the site has a handful of dated pages). */
const MAX_ENTRIES = 64;

/** A page that reads differently now than as built. */
interface RetimedPage {
  /** Distinguishes this version in the ETag. */
  stage: number;
  body: (coding: Coding | undefined) => Promise<Buffer>;
}

interface Entry {
  html: Buffer;
  variants: Map<Coding, Promise<Buffer>>;
}

export function timedPages() {
  const pages = new Map<string, { mtimeMs: number; html: string; instants: number[] }>();
  // A stage whose page reads as built is remembered too (null), so it is not retimed on every request.
  const retimed = new Map<string, Entry | null>();

  async function source(path: string, mtimeMs: number, size: number) {
    const known = pages.get(path);
    if (known?.mtimeMs === mtimeMs) return known;
    if (size > MAX_PAGE_BYTES) return undefined;
    const html = await readFile(path, 'utf8');
    const page = { mtimeMs, html, instants: timedInstants(html) };
    pages.set(path, page);
    if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value!);
    return page;
  }

  /**
   * The page as it reads at `nowMs`, or undefined when the built file is already right (or undated).
   * @example const page = await pages.retimed('/site/election/index.html', stats, Date.now());
   */
  async function current(
    path: string,
    stats: { mtimeMs: number; size: number },
    nowMs: number,
  ): Promise<RetimedPage | undefined> {
    const page = await source(path, stats.mtimeMs, stats.size);
    if (!page || page.instants.length === 0) return undefined;
    const stage = timedStage(page.instants, nowMs);
    const key = `${path}\n${stats.mtimeMs}\n${stage}`;
    let entry = retimed.get(key);
    if (entry === undefined) {
      const html = retimeHtml(page.html, nowMs);
      entry = html === page.html ? null : { html: Buffer.from(html), variants: new Map() };
      retimed.set(key, entry);
      if (retimed.size > MAX_ENTRIES) retimed.delete(retimed.keys().next().value!);
    }
    if (entry === null) return undefined;
    const found = entry;
    return {
      stage,
      body: (coding) => {
        if (!coding) return Promise.resolve(found.html);
        let variant = found.variants.get(coding);
        if (!variant) {
          variant = compressors[coding](found.html);
          found.variants.set(coding, variant);
        }
        return variant;
      },
    };
  }

  return { current };
}
