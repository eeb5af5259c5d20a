import { describe, expect, it } from 'vitest';
import type { PreparedPhoto } from '../services/prepare-photo.ts';
import { KEPT_PHOTO_MS, keptPhotos } from './kept-photos.ts';

const photo = (bytes: number): PreparedPhoto => ({
  bytes: new Uint8Array(bytes),
  contentType: 'image/jpeg',
  fileName: 'photo.jpg',
  width: 1,
  height: 1,
});

describe('keptPhotos', () => {
  it('finds a photo by its token for an hour, then forgets it', () => {
    let now = 0;
    const kept = keptPhotos(() => now);
    const token = kept.keep(photo(10), 'wall.jpg');
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kept.find(token)?.name).toBe('wall.jpg');
    now += KEPT_PHOTO_MS - 1;
    expect(kept.find(token)).not.toBeNull();
    now += 1;
    expect(kept.find(token)).toBeNull();
  });

  it('drops the oldest past its count or bytes, and refuses a malformed token', () => {
    const kept = keptPhotos(() => 0, { maxPhotos: 2, maxBytes: 100 });
    const first = kept.keep(photo(10), 'a.jpg');
    const second = kept.keep(photo(10), 'b.jpg');
    const third = kept.keep(photo(10), 'c.jpg');
    expect([first, second, third].map((token) => kept.find(token) !== null)).toEqual([false, true, true]);
    const big = kept.keep(photo(95), 'd.jpg');
    expect([second, third, big].map((token) => kept.find(token) !== null)).toEqual([false, false, true]);
    expect(kept.find('../../etc/passwd')).toBeNull();
    kept.drop(big);
    expect(kept.find(big)).toBeNull();
  });

  it('keeps the shown name short', () => {
    const kept = keptPhotos(() => 0);
    expect(kept.find(kept.keep(photo(1), `${'n'.repeat(200)}.jpg`))?.name).toHaveLength(80);
  });
});
