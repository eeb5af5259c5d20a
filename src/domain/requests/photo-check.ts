/**
 * The wizard's check of a chosen photo before anything is uploaded: its declared type and size,
 * then (in the browser) whether it decodes as an image at all, so a text file named .jpg is
 * refused at once. The server checks again by the file's content; this only spares the resident
 * a long upload that would be refused.
 */
import { PHOTO_MAX_BYTES } from './constants.ts';

export const PHOTO_HINT = 'PNG, JPG, GIF up to 10MB';
export const PHOTO_TOO_LARGE_MESSAGE = 'This photo is larger than 10MB. Please choose a smaller photo.';
export const PHOTO_NOT_IMAGE_MESSAGE = 'This file is not an image. Please choose a photo (PNG, JPG or GIF).';

/**
 * Why a chosen file cannot be sent as the photo, or null when it can.
 * @example photoProblem({ size: 11 * 1024 * 1024, type: 'image/png' }) // PHOTO_TOO_LARGE_MESSAGE
 */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return PHOTO_NOT_IMAGE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}

/** How long the browser may take to decode a photo; past it, the photo is let through for the server to judge. */
export const PHOTO_DECODE_TIMEOUT_MS = 5000;

/**
 * Whether the browser's decode check applies to a photo of this type. HEIC and HEIF are let
 * through undecoded: most browsers other than Safari cannot decode them, and the server decides.
 * @example decodeCheckApplies('image/jpeg') // true
 * @example decodeCheckApplies('image/heic') // false
 */
export const decodeCheckApplies = (type: string): boolean => !/^image\/hei[cf](-sequence)?$/i.test(type);
