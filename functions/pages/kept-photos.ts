/**
 * Photos kept between posts of the report form without JavaScript (docs/311-without-javascript.md):
 * a browser cannot fill a file field again, so when the form comes back with a problem the photo
 * it carried stays here, already checked and prepared, under a random token the form carries in a
 * hidden field. A photo is kept for an hour at most, and the store is bounded in count and bytes:
 * past either bound the oldest goes first, and the form then asks for the photo again. It lives in
 * the server's memory, so a restart (or, on Cloud Functions, another instance) forgets it the same way.
 */
import { randomBytes } from 'node:crypto';
import type { PreparedPhoto } from '../services/prepare-photo.ts';

export const KEPT_PHOTO_MS = 60 * 60_000;
const DEFAULT_MAX_PHOTOS = 200;
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** The name shown back to the resident, shortened. */
const NAME_LIMIT = 80;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export interface KeptPhoto {
  photo: PreparedPhoto;
  /** The file's name as the resident chose it: shown back to them only. */
  name: string;
}

interface Entry extends KeptPhoto {
  expires: number;
}

export interface KeptPhotos {
  /** Keeps a photo; its token. */
  keep(photo: PreparedPhoto, name: string): string;
  /** The photo kept under a token, or null (unknown, malformed, or expired). */
  find(token: string): KeptPhoto | null;
  drop(token: string): void;
}

/** @example const kept = keptPhotos(() => Date.now()); const token = kept.keep(photo, 'pothole.jpg'); */
export function keptPhotos(
  now: () => number,
  { maxPhotos = DEFAULT_MAX_PHOTOS, maxBytes = DEFAULT_MAX_BYTES } = {},
): KeptPhotos {
  // A Map keeps insertion order: the first entry is the oldest.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    bytes -= entry.photo.bytes.byteLength;
    entries.delete(token);
  };
  const sweep = () => {
    const time = now();
    for (const [token, entry] of entries) {
      if (entry.expires > time && entries.size <= maxPhotos && bytes <= maxBytes) break;
      remove(token);
    }
  };
  return {
    keep(photo, name) {
      const token = randomBytes(16).toString('base64url');
      entries.set(token, { photo, name: name.slice(0, NAME_LIMIT), expires: now() + KEPT_PHOTO_MS });
      bytes += photo.bytes.byteLength;
      sweep();
      return token;
    },
    find(token) {
      if (!TOKEN.test(token)) return null;
      sweep();
      const entry = entries.get(token);
      return entry ? { photo: entry.photo, name: entry.name } : null;
    },
    drop: remove,
  };
}
