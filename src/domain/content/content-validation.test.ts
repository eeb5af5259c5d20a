/**
 * Proves that the build rejects a broken content file and says which file and field are wrong,
 * by running `astro sync` (which loads and validates every collection) on a scratch copy of the
 * project whose content/ folder is a copy with one edit (tests/support/scratch-project.ts, which
 * the browser editor's test shares).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroSync, scratchProjectWith } from '../../../tests/support/scratch-project.ts';

const scratchDirs: string[] = [];
const STATION = 'projects/princeton-junction-station-improvement.mdx';

/** A scratch project with its own content/ copy and its own node_modules folder (so caches stay out of ours). */
function scratchProject(): string {
  const dir = scratchProjectWith({});
  scratchDirs.push(dir);
  return dir;
}

function editContent(dir: string, file: string, from: RegExp, to: string): void {
  const path = join(dir, 'content', file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  expect(after, `the edit of ${file} must change something`).not.toBe(before);
  writeFileSync(path, after);
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
