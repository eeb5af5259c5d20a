import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBrowserKey } from '#domain/requests/browser-key.ts';
import { memoryStorage } from '../testing/memory-storage.ts';
import { browserKey } from './browser-key.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserKey', () => {
  it('makes a random key once and keeps it', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const key = browserKey();
    expect(isBrowserKey(key ?? undefined)).toBe(true);
    expect(browserKey()).toBe(key);
    expect(storage.getItem('township-311:browser-key')).toBe(key);
  });

  it('gives another browser another key', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const first = browserKey();
    vi.stubGlobal('localStorage', memoryStorage());
    expect(browserKey()).not.toBe(first);
  });

  it('replaces a stored value that is not a key', () => {
    vi.stubGlobal('localStorage', memoryStorage({ 'township-311:browser-key': 'x' }));
    expect(isBrowserKey(browserKey() ?? undefined)).toBe(true);
  });

  it('is null when storage is refused, or missing', () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', refusing);
    expect(browserKey()).toBeNull();
    vi.unstubAllGlobals();
    expect(browserKey()).toBeNull();
  });
});
