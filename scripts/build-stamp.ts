/**
 * The build stamp: a dotfile in the build output whose modification time is when that build
 * started. `npm start` rebuilds only when a source is newer than the stamp. The static server never
 * serves dotfiles, so the stamp stays private.
 */
import { readdirSync, statSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const BUILD_STAMP = '.build-stamp';

/** What the site is built from, relative to the project root. functions/ is not here: the server runs from source. */
export const BUILD_SOURCES = ['src', 'content', 'locales', 'public', 'astro.config.mjs', 'package-lock.json'] as const;

/** Unit tests do not change the build, so editing one should not cost a rebuild. */
const IGNORED = /\.test\.[cm]?[jt]sx?$/;

/** Writes the stamp with the build's start time, so a source edited during the build still counts as newer. */
export async function writeBuildStamp(outDir: string, startedAtMs: number): Promise<void> {
  const path = join(outDir, BUILD_STAMP);
  await writeFile(path, `${JSON.stringify({ builtAt: new Date(startedAtMs).toISOString() })}\n`);
  const at = new Date(startedAtMs);
  await utimes(path, at, at);
}

function mtimeOrUndefined(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The stamp's time, or undefined when the output has never been built with the stamp. */
export function stampMtime(outDir: string): number | undefined {
  return mtimeOrUndefined(join(outDir, BUILD_STAMP));
}

/**
 * The newest modification time among the given files and everything under the given folders
 * (folders count too, so a deleted file still shows), or undefined when none exist.
 */
export function newestMtime(root: string, paths: readonly string[]): number | undefined {
  let newest: number | undefined;
  const consider = (mtime: number | undefined) => {
    if (mtime !== undefined && (newest === undefined || mtime > newest)) newest = mtime;
  };
  for (const relative of paths) {
    const path = join(root, relative);
    consider(mtimeOrUndefined(path));
    let entries;
    try {
      entries = readdirSync(path, { recursive: true, withFileTypes: true });
    } catch {
      continue; // a file, or missing
    }
    for (const entry of entries) {
      if (!IGNORED.test(entry.name)) consider(mtimeOrUndefined(join(entry.parentPath, entry.name)));
    }
  }
  return newest;
}

type BuildDecision = { build: true; reason: string } | { build: false };

/**
 * Whether the output must be rebuilt before serving.
 *
 * @example
 * needsBuild({ stampMs: undefined, newestSourceMs: 5 }) // { build: true, reason: 'no build found' }
 * needsBuild({ stampMs: 10, newestSourceMs: 5 }) // { build: false }
 */
export function needsBuild(times: { stampMs: number | undefined; newestSourceMs: number | undefined }): BuildDecision {
  if (times.stampMs === undefined) return { build: true, reason: 'no build found' };
  if (times.newestSourceMs !== undefined && times.newestSourceMs > times.stampMs) {
    return { build: true, reason: 'sources changed since the last build' };
  }
  return { build: false };
}
