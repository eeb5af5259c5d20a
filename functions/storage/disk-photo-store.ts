/**
 * PhotoStore on the local disk: DATA_DIR/uploads/{requestId}/{fileName}, the same layout as the
 * Cloud Storage bucket. Both path parts are checked against strict patterns before any file
 * system call, so no name can climb out of the uploads folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { PhotoStore, StoredPhoto } from './ports.ts';

/** Image types the store serves, by file extension (the content type is not stored separately). */
const PHOTO_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const SAFE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}\.([a-z0-9]{2,5})$/;

/**
 * Whether a photo file name is safe to use as a path part: lower-case letters, digits, '-' and
 * '_', one known image extension.
 * @example isSafePhotoFileName('photo-1.jpg') // true
 * @example isSafePhotoFileName('../x.jpg') // false
 */
export function isSafePhotoFileName(name: string): boolean {
  const match = SAFE_NAME.exec(name);
  return match !== null && match[1]! in PHOTO_TYPES;
}

/**
 * A safe file name derived from an uploaded one (whose name the resident chose), with the
 * extension of the type the photo was stored as.
 * @example toSafePhotoFileName('My Pothole (1).HEIC', 'jpg') // 'my-pothole-1.jpg'
 */
export function toSafePhotoFileName(original: string, extension: string): string {
  const base = original
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 48);
  const name = `${base || 'photo'}.${extension.toLowerCase()}`;
  return isSafePhotoFileName(name) ? name : `photo.${extension.toLowerCase()}`;
}

interface DiskPhotoStoreOptions {
  /** The uploads folder, normally DATA_DIR/uploads. */
  root: string;
  /** URL path the app serves photos under. */
  urlBase?: string;
}

/** Creates a photo store; folders are made on the first write. */
export function createDiskPhotoStore(options: DiskPhotoStoreOptions): PhotoStore {
  const urlBase = options.urlBase ?? '/api/uploads';
  const checkNames = (requestId: string, fileName: string) => isRequestId(requestId) && isSafePhotoFileName(fileName);

  return {
    urlFor(requestId, fileName) {
      return `${urlBase}/${encodeURIComponent(requestId)}/${encodeURIComponent(fileName)}`;
    },

    async put(requestId, fileName, bytes, contentType) {
      if (!checkNames(requestId, fileName)) throw new Error(`Unsafe photo path ${JSON.stringify(fileName)}`);
      if (!contentType.startsWith('image/')) throw new Error(`Not an image type: ${contentType}`);
      const dir = join(options.root, requestId);
      await mkdir(dir, { recursive: true });
      // Written to a temporary name, flushed, then renamed: a reader (or a crash) never sees half a photo.
      const temp = join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const file = await open(temp, 'wx');
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, join(dir, fileName));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const folder = await open(dir, 'r');
      try {
        await folder.sync(); // makes the rename itself durable
      } finally {
        await folder.close();
      }
      return { path: `uploads/${requestId}/${fileName}`, url: this.urlFor(requestId, fileName) } satisfies StoredPhoto;
    },

    async get(requestId, fileName) {
      if (!checkNames(requestId, fileName)) return null;
      try {
        const bytes = await readFile(join(options.root, requestId, fileName));
        const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
        return { bytes: new Uint8Array(bytes), contentType: PHOTO_TYPES[extension] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(requestId, fileName) {
      if (!checkNames(requestId, fileName)) return;
      await rm(join(options.root, requestId, fileName), { force: true });
    },
  };
}
