/**
 * The build's content check (`astro sync` loads every collection through its schema) on a scratch
 * copy of the project whose content/ folder is the repository's with some files replaced; everything
 * else is linked, not copied.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
/** Linked whole: the tsconfig.json references every program's folder, so they are all here. */
const LINKED = ['src', 'functions', 'scripts', 'tests', 'public', 'package.json', 'astro.config.mjs'];
const CONFIGS = ['tsconfig.json', 'tsconfig.base.json', 'tsconfig.node.json'];

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
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs the build's content check in a project folder: its exit status and output. */
export function astroSync(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
