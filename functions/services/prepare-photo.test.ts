import { describe, expect, it } from 'vitest';
import { tinyImage } from '../testing/fixtures/submit-form.ts';
import { PhotoRejectedError, preparePhoto, sniffImageFormat } from './prepare-photo.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])));

it.each([
  [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
  [bytes(0x89, 'PNG\r\n', 0x1a, '\n'), 'png'],
  [bytes('GIF89a'), 'gif'],
  [bytes('GIF87a'), 'gif'],
  [bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'webp'],
  [bytes(0, 0, 0, 0x1c, 'ftypavif'), 'avif'],
  [bytes(0, 0, 0, 0x18, 'ftypheic'), 'heic'],
  [bytes(0, 0, 0, 0x18, 'ftypmp42'), null],
  [bytes('RIFF', 0, 0, 0, 0, 'WAVE'), null],
  [bytes('<svg'), null],
  [bytes('%PDF-1.7'), null],
  [bytes(0xff, 0xd8), null],
  [bytes(), null],
])('sniffImageFormat(%o) is %s', (input, expected) => {
  expect(sniffImageFormat(input)).toBe(expected);
});

describe('preparePhoto', () => {
  it('re-encodes with a generated name', async () => {
    const photo = await preparePhoto(await tinyImage('gif'));
    expect(photo).toMatchObject({ contentType: 'image/png', width: 16, height: 8 });
    expect(photo.fileName).toMatch(/^photo-[0-9a-f]{8}\.png$/);
  });

  it('refuses a decompression bomb by its pixel count with 413', async () => {
    const header = await tinyImage('png', { width: 9000, height: 9000 });
    await expect(preparePhoto(header)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses an image signature followed by garbage with 415', async () => {
    const error = await preparePhoto(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'garbage')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoRejectedError);
    expect(error).toMatchObject({ status: 415 });
  });
});
