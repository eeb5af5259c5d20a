import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskPhotoStore, isSafePhotoFileName, toSafePhotoFileName } from './disk-photo-store.ts';

it.each([
  ['photo.jpg', true],
  ['photo-1_a.webp', true],
  ['p.jpeg', true],
  ['x.png', true],
  ['Photo.jpg', false],
  ['photo.JPG', false],
  ['.photo.jpg', false],
  ['-photo.jpg', false],
  ['../photo.jpg', false],
  ['a/b.jpg', false],
  ['photo.jpg.tmp', false],
  ['photo.svg', false],
  ['photo', false],
  [`${'a'.repeat(65)}.jpg`, false],
  ['photo .jpg', false],
  ['', false],
])('isSafePhotoFileName(%j) is %s', (name, expected) => {
  expect(isSafePhotoFileName(name)).toBe(expected);
});

it.each([
  ['My Pothole (1).HEIC', 'jpg', 'my-pothole-1.jpg'],
  ['IMG_2041.jpeg', 'webp', 'img_2041.webp'],
  ['../../etc/passwd', 'jpg', 'etc-passwd.jpg'],
  ['....', 'png', 'photo.png'],
  ['', 'jpg', 'photo.jpg'],
  ['ünïcödé.png', 'png', 'n-c-d.png'],
  [`${'x'.repeat(100)}.gif`, 'gif', `${'x'.repeat(48)}.gif`],
])('toSafePhotoFileName(%j, %j) is %s', (original, extension, expected) => {
  expect(toSafePhotoFileName(original, extension)).toBe(expected);
});

describe('disk photo store', () => {
  const root = mkdtempSync(join(tmpdir(), 'photos-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('leaves only the photo in the request folder (no temporary files)', async () => {
    const store = createDiskPhotoStore({ root });
    await store.put('AbCdEfGhIjKlMnOpQrSt', 'photo.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(readdirSync(join(root, 'AbCdEfGhIjKlMnOpQrSt'))).toEqual(['photo.jpg']);
  });

  it('serves under the configured URL base', () => {
    expect(createDiskPhotoStore({ root, urlBase: '/311/photos' }).urlFor('AbCdEfGhIjKlMnOpQrSt', 'photo.jpg')).toBe(
      '/311/photos/AbCdEfGhIjKlMnOpQrSt/photo.jpg',
    );
  });
});
