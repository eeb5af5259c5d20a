/**
 * A scratch copy of the project whose content/ folder is the repository's with some files
 * replaced, and the build run on it: the build's content check (`astro sync` loads every collection
 * through its schema) or the whole site build, whose pages a test can then read.
 */
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TEST_BUILD_NOW } from './browser-env.ts';

const root = join(import.meta.dirname, '..', '..');
/**
 * Linked whole: what the build reads but never writes beside (the tsconfig.json references every
 * program's folder, so they are all here). src/ and content/ are copied, so the build compiles and
 * reads them inside the scratch folder (Vite follows a link to its real path, outside it).
 */
const LINKED = ['functions', 'scripts', 'tests', 'public', 'locales', 'package.json', 'astro.config.mjs'];
const CONFIGS = ['tsconfig.json', 'tsconfig.base.json', 'tsconfig.node.json'];
const COPIED = ['src', 'content'];

const buildEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');

/**
 * A scratch project with content/ copied and `files` (paths from the project root) written over it.
 * @example scratchProjectWith({ 'content/about.md': '---\n...' })
 */
export function scratchProjectWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'admin-editor-'));
  for (const name of [...LINKED, ...CONFIGS]) symlinkSync(join(root, name), join(dir, name));
  // A node_modules of links, so the scratch build's caches stay out of ours.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '.vite') symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  for (const name of COPIED) cpSync(join(root, name), join(dir, name), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs the build's content check in a project folder: its exit status and output. */
export function astroSync(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [astro, 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: buildEnv,
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * Builds the site in a project folder into its dist/, as of the test build's moment (before the
 * sample Election Day, as the browser tests' own build): its exit status and output. Runs beside
 * the test (not blocking it), so the test's time limit still holds.
 * @example const { status, output } = await astroBuild(scratch)
 */
export function astroBuild(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [astro, 'build', '--outDir', join(dir, 'dist')],
      { cwd: dir, env: { ...buildEnv, SITE_NOW: TEST_BUILD_NOW }, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ status, output: `${stdout}\n${stderr}` });
      },
    );
  });
}
