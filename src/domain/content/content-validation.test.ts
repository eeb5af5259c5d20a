/**
 * Proves that the build rejects a broken content file and says which file and field are wrong,
 * by running `astro sync` (which loads and validates every collection) on a scratch copy of the
 * project whose content/ folder is a copy with one edit. Everything else is linked, not copied.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
/** Linked whole: the tsconfig.json references every program's folder, so they are all here. */
const LINKED = ['src', 'functions', 'scripts', 'tests', 'public', 'package.json', 'astro.config.mjs'];
const CONFIGS = ['tsconfig.json', 'tsconfig.base.json', 'tsconfig.node.json'];
const STATION = 'projects/princeton-junction-station-improvement.mdx';
const scratchDirs: string[] = [];

/** A scratch project with its own content/ copy and its own node_modules folder (so caches stay out of ours). */
function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-validation-'));
  scratchDirs.push(dir);
  for (const name of [...LINKED, ...CONFIGS]) symlinkSync(join(root, name), join(dir, name));
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '.vite') symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  return dir;
}

function editContent(dir: string, file: string, from: RegExp, to: string): void {
  const path = join(dir, 'content', file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  expect(after, `the edit of ${file} must change something`).not.toBe(before);
  writeFileSync(path, after);
}

function astroSync(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

describe('content validation', () => {
  it('accepts the content as committed', { timeout: 60_000 }, () => {
    const { status, output } = astroSync(scratchProject());
    expect(output).toContain('Synced content');
    expect(status).toBe(0);
  });

  describe.each([
    {
      broken: 'a project status that is a number',
      file: STATION,
      from: /^status: .*$/m,
      to: 'status: 7',
      expected: ['princeton-junction-station-improvement', 'status', 'Expected type `"string"`'],
    },
    {
      broken: 'a proposal PDF missing from public/',
      file: STATION,
      from: /^proposalPdf: .*$/m,
      to: 'proposalPdf: /docs/projects/no-such-file.pdf',
      expected: [
        'princeton-junction-station-improvement',
        'proposalPdf',
        'public/docs/projects/no-such-file.pdf does not exist',
      ],
    },
    {
      broken: 'a principle with an unknown icon',
      file: 'principles.json',
      from: /"icon": "users"/,
      to: '"icon": "smiley"',
      expected: ['principles', 'empowering-neighbors', 'icon'],
    },
  ])('rejects $broken', ({ file, from, to, expected }) => {
    it('fails and names the file and the field', { timeout: 60_000 }, () => {
      const dir = scratchProject();
      editContent(dir, file, from, to);
      const { status, output } = astroSync(dir);
      expect(status).not.toBe(0);
      for (const text of expected) expect(output).toContain(text);
    });
  });
});
