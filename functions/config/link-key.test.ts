import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptLinkKey, LINK_KEY_FILE, linkKey } from './link-key.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), '311-link-key-'));

describe('linkKey', () => {
  it('uses LINK_SECRET when it is set, on any backend', () => {
    const secret = 'x'.repeat(40);
    expect(linkKey({ LINK_SECRET: secret, DATA_DIR: freshDir() })).toEqual({ key: secret, source: 'configured' });
    expect(linkKey({ LINK_SECRET: secret, BACKEND: 'firebase', DATA_DIR: freshDir() }).key).toBe(secret);
  });

  it('keeps one key in DATA_DIR on the embedded backend, the same on every start', () => {
    const dir = freshDir();
    const first = linkKey({ DATA_DIR: dir });
    expect(first.source).toBe('kept');
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkKey({ DATA_DIR: dir, BACKEND: 'local' }).key).toBe(first.key);
    expect(readFileSync(join(dir, LINK_KEY_FILE), 'utf8').trim()).toBe(first.key);
    if (process.platform !== 'win32') expect(statSync(join(dir, LINK_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('on Firebase without LINK_SECRET, makes a key per process and writes nothing', () => {
    const dir = freshDir();
    const one = linkKey({ BACKEND: 'firebase', DATA_DIR: dir });
    const two = linkKey({ BACKEND: 'firebase', DATA_DIR: dir });
    expect(one.source).toBe('process');
    expect(one.key).not.toBe(two.key);
    expect(() => readFileSync(join(dir, LINK_KEY_FILE))).toThrow();
  });
});

describe('keptLinkKey', () => {
  it('makes the folder when it does not exist yet', () => {
    const dir = join(freshDir(), 'data', 'nested');
    expect(keptLinkKey(dir)).toBe(keptLinkKey(dir));
  });

  it('replaces a kept key too short to be one (a truncated file)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LINK_KEY_FILE), 'short\n');
    const key = keptLinkKey(dir);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keptLinkKey(dir)).toBe(key);
  });
});
