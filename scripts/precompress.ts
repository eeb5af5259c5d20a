/**
 * Build-time compression: after `astro build`, every text file worth compressing gets a brotli
 * (.br, maximum quality) and a gzip (.gz, level 9) copy next to it, which the Node server sends by
 * Accept-Encoding. Compressing once at build time lets us use settings far too slow per request.
 * Registered in astro.config.mjs, so every build (npm run build, npm run build:test) gets it; the
 * same hook writes the build stamp that `npm start` uses to skip needless rebuilds.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { writeBuildStamp } from './build-stamp.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions of files worth compressing; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'html',
  'css',
  'js',
  'mjs',
  'svg',
  'json',
  'map',
  'xml',
  'txt',
  'webmanifest',
]);

/** Below about one network packet compression saves nothing a visitor could notice. */
const MIN_BYTES = 1024;

const VARIANT_SUFFIXES = ['.br', '.gz'] as const;

/**
 * Whether a file should get compressed variants, judged by its name and size.
 *
 * @example
 * shouldCompress('about/index.html', 4096) // true
 * shouldCompress('logo.png', 4096) // false
 */
export function shouldCompress(fileName: string, size: number, minBytes = MIN_BYTES): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && COMPRESSIBLE_EXTENSIONS.has(extension) && size >= minBytes;
}

interface PrecompressResult {
  /** Source files that got at least one variant. */
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function compressFile(path: string, minBytes: number, result: PrecompressResult): Promise<void> {
  const source = await readFile(path);
  if (!shouldCompress(path, source.length, minBytes)) {
    // A variant left over from an earlier build would be served instead of the new file.
    await Promise.all(VARIANT_SUFFIXES.map((suffix) => rm(path + suffix, { force: true })));
    return;
  }
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let wrote = false;
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gzipped],
  ] as const) {
    if (data.length < source.length) {
      await writeFile(path + suffix, data);
      wrote = true;
    } else {
      await rm(path + suffix, { force: true });
    }
  }
  if (wrote) {
    result.files += 1;
    result.originalBytes += source.length;
    result.brotliBytes += Math.min(br.length, source.length);
    result.gzipBytes += Math.min(gzipped.length, source.length);
  }
}

/**
 * Writes .br and .gz variants for every compressible file under `dir` that is at least `minBytes`
 * long, skipping a variant that would not be smaller than its source.
 *
 * @example
 * await precompressDir('dist'); // { files: 12, originalBytes: 210000, brotliBytes: 41000, gzipBytes: 52000 }
 */
export async function precompressDir(dir: string, options: { minBytes?: number } = {}): Promise<PrecompressResult> {
  const minBytes = options.minBytes ?? MIN_BYTES;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !VARIANT_SUFFIXES.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => join(entry.parentPath, entry.name));
  const result: PrecompressResult = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // Brotli at maximum quality is CPU-bound: one worker per core keeps the build short.
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compressFile(files[next++]!, minBytes, result);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), files.length) }, worker));
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Astro integration: precompress the build output and stamp it. */
export function precompressIntegration(): AstroIntegration {
  let startedAt = Date.now();
  return {
    name: 'precompress',
    hooks: {
      'astro:build:start': () => {
        startedAt = Date.now();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const result = await precompressDir(outDir);
        logger.info(
          `${result.files} files: ${kb(result.originalBytes)} -> ${kb(result.brotliBytes)} brotli, ${kb(result.gzipBytes)} gzip`,
        );
        await writeBuildStamp(outDir, startedAt);
      },
    },
  };
}
