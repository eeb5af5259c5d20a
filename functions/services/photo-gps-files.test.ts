/**
 * The browser's reading of a photo's GPS position (#domain/requests/photo-gps.ts) against files a
 * real encoder writes: sharp (libvips) puts the EXIF in a JPEG APP1 segment, a PNG eXIf chunk and
 * a WebP EXIF chunk. And once the server has prepared the photo, the position is gone.
 */
import { describe, expect, it } from 'vitest';
import { photoGpsPosition } from '#domain/requests/photo-gps.ts';
import { tinyImage } from '../testing/fixtures/submit-form.ts';
import { preparePhoto } from './prepare-photo.ts';

// tinyImage's position: 40° 16' 51" N, 74° 35' 28" W.
const POSITION = { lat: 40 + 16 / 60 + 51 / 3600, lng: -(74 + 35 / 60 + 28 / 3600) };

describe.each(['jpeg', 'png', 'webp'] as const)('a %s made by sharp', (format) => {
  it('carries the position it was given', async () => {
    const position = photoGpsPosition(await tinyImage(format, { gps: true }));
    expect(position?.lat).toBeCloseTo(POSITION.lat, 9);
    expect(position?.lng).toBeCloseTo(POSITION.lng, 9);
  });
  it('carries none without one', async () => {
    expect(photoGpsPosition(await tinyImage(format))).toBeNull();
  });
  it('carries none once the server has prepared it', async () => {
    const prepared = await preparePhoto(await tinyImage(format, { gps: true }));
    expect(photoGpsPosition(prepared.bytes)).toBeNull();
  });
});
