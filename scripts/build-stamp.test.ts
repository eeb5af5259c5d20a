import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, needsBuild, newestMtime, stampMtime, writeBuildStamp } from './build-stamp.ts';

describe.each([
  [undefined, undefined, true],
  [undefined, 100, true],
  [100, undefined, false],
  [100, 50, false],
  [100, 100, false],
  [100, 101, true],
])('needsBuild(stamp %s, newest source %s)', (stampMs, newestSourceMs, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(needsBuild({ stampMs, newestSourceMs }).build).toBe(expected);
  });
});

describe('stamps and source times', () => {
  let root: string;
  const at = (path: string, seconds: number) => {
    utimesSync(join(root, path), seconds, seconds);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
    mkdirSync(join(root, 'src/pages'), { recursive: true });
    writeFileSync(join(root, 'src/pages/index.astro'), '');
    writeFileSync(join(root, 'src/pages/nav.test.ts'), '');
    writeFileSync(join(root, 'astro.config.mjs'), '');
    for (const path of ['src/pages/index.astro', 'src/pages', 'src', 'astro.config.mjs']) at(path, 1000);
    at('src/pages/nav.test.ts', 9000);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('finds the newest source, ignoring unit tests and missing paths', () => {
    at('src/pages/index.astro', 2000);
    expect(newestMtime(root, ['src', 'content', 'astro.config.mjs'])).toBe(2000_000);
    at('astro.config.mjs', 3000);
    expect(newestMtime(root, ['src', 'astro.config.mjs'])).toBe(3000_000);
  });

  it('is undefined when no source exists', () => {
    expect(newestMtime(root, ['nothing', 'here.json'])).toBeUndefined();
  });

  it('dates the stamp at the build start', async () => {
    const out = join(root, 'dist');
    expect(stampMtime(out)).toBeUndefined();
    mkdirSync(out);
    await writeBuildStamp(out, 1_500_000);
    expect(stampMtime(out)).toBe(1_500_000);
    expect(statSync(join(out, BUILD_STAMP)).isFile()).toBe(true);
    const decision = needsBuild({ stampMs: stampMtime(out), newestSourceMs: newestMtime(root, ['src']) });
    expect(decision.build).toBe(false);
  });
});
