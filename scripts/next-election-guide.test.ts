/**
 * docs/editing-content.md, "Start the next election's hub", followed step by step in a copy of the
 * project: a fictional 2027 cycle is started from the 2025 folder and built. /election then shows
 * 2027, /elections/2025 keeps 2025, the archive lists both, and old /election#question links are
 * mapped to 2025, and the 2025 forum project leads to /elections/2025. A cycle left current by mistake stops the build, naming both files.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT = join(import.meta.dirname, '..');
const COPIED = [
  'src',
  'content',
  'public',
  'locales',
  'scripts',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
const ASTRO = join(PROJECT, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** Builds a few minutes on a busy two-core machine. */
const BUILD_TIMEOUT = 600_000;

let root: string;
const elections = () => join(root, 'content', 'elections');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const writeJson = (path: string, value: unknown) => {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};

/** `astro build` in the copy, as of a fixed day in 2027 (before that election). */
function build(outDir: string) {
  return spawnSync(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_NOW: '2027-06-01T12:00:00-04:00', ASTRO_TELEMETRY_DISABLED: '1' },
    timeout: BUILD_TIMEOUT,
  });
}

const page = (outDir: string, path: string) => readFileSync(join(root, outDir, path, 'index.html'), 'utf8');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'next-election-'));
  for (const name of COPIED) cpSync(join(PROJECT, name), join(root, name), { recursive: true });
  symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'), 'dir');
  // The project's own tsconfig.json names every program; the site's build needs only the base.
  writeJson(join(root, 'tsconfig.json'), { extends: './tsconfig.base.json' });

  // 1. Copy the last election's folder.
  cpSync(join(elections(), '2025'), join(elections(), '2027'), { recursive: true });
  const dir = join(elections(), '2027');
  // 2. New title, link label and dates.
  const election = readJson(join(dir, 'election.json'));
  const shift = (local: string) => local.replace('2025-11-04', '2027-11-02').replace(/^2025/, '2027');
  Object.assign(election, {
    title: '2027 Election Hub',
    navLabel: '2027 Election',
    electionDay: '2027-11-02T20:00:00',
    registrationDeadline: '2027-10-12T23:59:59',
    registrationDeadlineLabel: 'October 12, 2027',
    keyDates: (election.keyDates as { target: string; end?: string }[]).map((d) => ({
      ...d,
      target: shift(d.target),
      ...(d.end ? { end: shift(d.end) } : {}),
    })),
  });
  delete election.forum;
  // 3. New questions get new ids, in topics.json and in every answer file; no results yet.
  const topics = JSON.parse(readFileSync(join(dir, 'topics.json'), 'utf8')) as {
    questions: { id: string }[];
  }[];
  for (const topic of topics) for (const q of topic.questions) q.id = `2027-${q.id}`;
  writeJson(join(dir, 'topics.json'), topics);
  for (const group of ['mayor-1', 'mayor-2', 'council-1', 'council-2']) {
    const path = join(dir, 'answers', `${group}.json`);
    writeJson(path, Object.fromEntries(Object.entries(readJson(path)).map(([id, a]) => [`2027-${id}`, a])));
  }
  rmSync(join(dir, 'results.json'));
  // 4. The new cycle is current, the old one no longer.
  writeJson(join(dir, 'election.json'), { ...election, current: true });
  writeJson(join(elections(), '2025', 'election.json'), {
    ...readJson(join(elections(), '2025', 'election.json')),
    current: false,
  });
}, BUILD_TIMEOUT);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("starting the next election's hub from the editors' guide", () => {
  it(
    'builds: /election is 2027, /elections/2025 keeps 2025, the archive lists both, old links are mapped',
    () => {
      const result = build('dist');
      expect(result.status, result.stderr + result.stdout).toBe(0);
      expect(title(page('dist', 'election'))).toBe('2027 Election Hub');
      expect(page('dist', 'election')).toMatch(/>\s*2027 Election\s*<\/a>/);
      expect(title(page('dist', 'elections/2027'))).toBe('2027 Election Hub');
      const old = page('dist', 'elections/2025');
      expect(title(old)).toBe('2025 Election Hub');
      expect(old).toContain('id="opening-introduce"');
      const archive = page('dist', 'elections');
      expect(archive.indexOf('href="/elections/2027"')).toBeGreaterThan(-1);
      expect(archive.indexOf('href="/elections/2027"')).toBeLessThan(archive.indexOf('href="/elections/2025"'));
      const map = /<script type="application\/json" id="other-cycle-questions">([^<]*)<\/script>/.exec(
        page('dist', 'election'),
      )?.[1];
      expect(JSON.parse(map ?? '{}')).toMatchObject({ 'opening-introduce': '2025', 'closing-final': '2025' });
      // The 2025 hub, no longer current, points voters to the next election.
      expect(old).toContain('See the 2027 Election Hub for the next election.');
      // The 2025 forum project, which redirects to the hub, keeps leading to the 2025 hub.
      expect(page('dist', 'projects')).toMatch(/href="\/elections\/2025"[^>]*data-card-link/);
      expect(page('dist', 'projects/candidate-forum-2025')).toContain('content="0; url=/elections/2025"');
    },
    BUILD_TIMEOUT,
  );

  it(
    'stops when two cycles are left current, naming both files',
    () => {
      const path = join(elections(), '2025', 'election.json');
      writeJson(path, { ...readJson(path), current: true });
      const result = build('dist-broken');
      expect(result.status).not.toBe(0);
      expect(result.stdout + result.stderr).toContain(
        '2 election cycles are set current (content/elections/2025/election.json and content/elections/2027/election.json)',
      );
    },
    BUILD_TIMEOUT,
  );
});
