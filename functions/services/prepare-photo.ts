/**
 * Turns an uploaded file into a photo we are willing to store and serve publicly. The declared
 * type and the file name are the resident's browser's word and mean nothing: the format is
 * sniffed from the first bytes, the image is fully decoded and re-encoded, which drops everything
 * that is not pixels (EXIF with GPS position, camera serials, XMP, comments, a script glued to the
 * end of a "polyglot" file), after turning it upright by its EXIF orientation.
 */
import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_MAX_BYTES } from '#domain/requests/constants.ts';

/** Formats we accept, by their magic bytes. HEIC needs a decoder sharp's build may lack (then 415). */
type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic';

/** Longest side after re-encoding: plenty for staff to see the problem, a few hundred KB to serve. */
const MAX_PHOTO_SIDE = 2560;
/** Pixels a photo may decode to: 64 megapixels covers phone cameras and bounds decoder memory. */
const MAX_PHOTO_PIXELS = 64_000_000;

/** A photo the server refuses; `status` is 413 (too big) or 415 (not an image we can read). */
export class PhotoRejectedError extends Error {
  override name = 'PhotoRejectedError';
  readonly status: 413 | 415;
  constructor(status: 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

export const PHOTO_MESSAGES = {
  tooLarge: 'The photo is too large. Photos can be at most 10 MB.',
  tooManyPixels: 'The photo has too many pixels. Please send a smaller photo (at most 64 megapixels).',
  notImage: 'The photo must be an image (PNG, JPG, GIF, WebP or AVIF).',
  unreadable: 'The photo could not be read as an image. Please send a PNG, JPG, GIF, WebP or AVIF file.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => Array.from(new TextEncoder().encode(text));

const HEIF_BRANDS: Readonly<Record<string, SniffedFormat>> = {
  avif: 'avif',
  avis: 'avif',
  heic: 'heic',
  heix: 'heic',
  hevc: 'heic',
  hevx: 'heic',
  heim: 'heic',
  heis: 'heic',
  mif1: 'heic',
  msf1: 'heic',
};

/**
 * The image format of some bytes by their signature, or null.
 * @example sniffImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'jpeg'
 * @example sniffImageFormat(new TextEncoder().encode('<svg')) // null
 */
export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return HEIF_BRANDS[brand] ?? null;
  }
  return null;
}

export interface PreparedPhoto {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** A generated name, never the uploaded one (which may carry a person's name). */
  fileName: string;
  width: number;
  height: number;
}

/** What each input is stored as: lossless stays lossless, WebP stays WebP, the rest become JPEG. */
const OUTPUT: Record<SniffedFormat, 'jpeg' | 'png' | 'webp'> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'png',
  webp: 'webp',
  avif: 'jpeg',
  heic: 'jpeg',
};
const EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/**
 * Checks, decodes and re-encodes an uploaded photo. Throws PhotoRejectedError for anything that
 * is too big or is not an image we can decode.
 * @example const photo = await preparePhoto(new Uint8Array(await file.arrayBuffer()));
 * // { bytes, contentType: 'image/jpeg', fileName: 'photo-3f9a1c2b.jpg', width: 2560, height: 1920 }
 */
export async function preparePhoto(input: Uint8Array): Promise<PreparedPhoto> {
  if (input.byteLength > PHOTO_MAX_BYTES) throw new PhotoRejectedError(413, PHOTO_MESSAGES.tooLarge);
  const format = sniffImageFormat(input);
  if (!format) throw new PhotoRejectedError(415, PHOTO_MESSAGES.notImage);
  const output = OUTPUT[format];
  let result: { data: Buffer; info: OutputInfo };
  try {
    // Only the first frame of an animation; sharp keeps no metadata unless asked (keepMetadata).
    let pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS, animated: false })
      .autoOrient()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true });
    pipeline =
      output === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : output === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    result = await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new PhotoRejectedError(413, PHOTO_MESSAGES.tooManyPixels);
    }
    throw new PhotoRejectedError(415, PHOTO_MESSAGES.unreadable);
  }
  return {
    bytes: new Uint8Array(result.data.buffer, result.data.byteOffset, result.data.byteLength),
    contentType: `image/${output}`,
    fileName: `photo-${randomBytes(4).toString('hex')}.${EXTENSION[output]}`,
    width: result.info.width,
    height: result.info.height,
  };
}

/**
 * An uploaded file as a prepared photo: the size limit first (before reading it), then
 * preparePhoto. Throws PhotoRejectedError (413 or 415) for a photo to refuse.
 * @example const photo = await prepareUploadedPhoto(form.get('photo') as File);
 */
export async function prepareUploadedPhoto(file: File): Promise<PreparedPhoto> {
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoRejectedError(413, PHOTO_MESSAGES.tooLarge);
  return preparePhoto(new Uint8Array(await file.arrayBuffer()));
}
