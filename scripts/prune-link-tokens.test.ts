import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveStopToken } from '#server/storage/follow-tokens.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { pruneBefore, pruneDays } from './prune-link-tokens.ts';

const root = mkdtempSync(join(tmpdir(), 'prune-links-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe.each([
  [[], 365],
  [['--days', '400'], 400],
  [['--days=30'], 30],
  [['--days', '29'], null],
  [['--days', '1.5'], null],
  [['--days', 'many'], null],
  [['--weeks', '9'], null],
  [['400'], null],
])('pruneDays(%j)', (argv, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(pruneDays(argv)).toBe(expected);
  });
});

it('pruneBefore counts whole days back', () => {
  expect(pruneBefore(new Date('2026-12-31T00:00:00.000Z'), 365).toISOString()).toBe('2025-12-31T00:00:00.000Z');
});

it('deletes the unused tokens of the store DATA_DIR names, keeping the rest', async () => {
  const dataDir = join(root, 'data');
  const DAY = 24 * 60 * 60 * 1000;
  const clock = { at: new Date(Date.now() - 400 * DAY) };
  const stores = openSqliteStores({ dataDir, now: () => clock.at });
  const old = deriveStopToken('k'.repeat(32), 'AbCdEfGhIjKlMnOpQrSt', null);
  const recent = deriveStopToken('k'.repeat(32), 'ZyXwVuTsRqPoNmLkJiHg', null);
  await stores.follow.keepStopToken(old, { requestId: 'AbCdEfGhIjKlMnOpQrSt', subscriptionId: null });
  clock.at = new Date(Date.now() - 10 * DAY);
  await stores.follow.keepStopToken(recent, { requestId: 'ZyXwVuTsRqPoNmLkJiHg', subscriptionId: null });
  await stores.close();

  const run = spawnSync(process.execPath, ['scripts/prune-link-tokens.ts'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toBe(`1 link token(s) unused for 365 days deleted from ${dataDir}.\n`);
  const after = openSqliteStores({ dataDir });
  try {
    expect(await after.follow.findToken(old)).toBeNull();
    expect(await after.follow.findToken(recent)).toMatchObject({ kind: 'stop' });
  } finally {
    await after.close();
  }
  expect(spawnSync(process.execPath, ['scripts/prune-link-tokens.ts', '--days', '7']).status).toBe(2);
});
