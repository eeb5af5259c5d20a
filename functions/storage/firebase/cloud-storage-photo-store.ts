/**
 * PhotoStore on Cloud Storage: objects `uploads/{requestId}/{fileName}` in the project's bucket,
 * with their content type as object metadata. Names are checked exactly as the disk store checks
 * them, before any call. The bucket stays private: photos are served by the API at the same
 * `/api/uploads/...` path as in the embedded default (urlFor), never by a public bucket URL.
 */
import { isRequestId } from '#domain/requests/request-id.ts';
import { isSafePhotoFileName } from '../disk-photo-store.ts';
import type { PhotoStore, StoredPhoto } from '../ports.ts';
import type { Bucket } from './firebase-app.ts';

const checkNames = (requestId: string, fileName: string) => isRequestId(requestId) && isSafePhotoFileName(fileName);

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

/**
 * @example const photos = createCloudStoragePhotoStore(() => getStorage(app).bucket());
 */
export function createCloudStoragePhotoStore(bucket: () => Bucket, urlBase = '/api/uploads'): PhotoStore {
  // The same URL as the disk store's (a test holds them equal): the API serves both.
  const urlFor = (requestId: string, fileName: string) =>
    `${urlBase}/${encodeURIComponent(requestId)}/${encodeURIComponent(fileName)}`;
  const objectName = (requestId: string, fileName: string) => `uploads/${requestId}/${fileName}`;

  return {
    urlFor,

    async put(requestId, fileName, bytes, contentType) {
      if (!checkNames(requestId, fileName)) throw new Error(`Unsafe photo path ${JSON.stringify(fileName)}`);
      if (!contentType.startsWith('image/')) throw new Error(`Not an image type: ${contentType}`);
      const path = objectName(requestId, fileName);
      // One request (not resumable): photos are at most a few megabytes, and the object appears whole or not at all.
      await bucket().file(path).save(Buffer.from(bytes), { contentType, resumable: false });
      return { path, url: urlFor(requestId, fileName) } satisfies StoredPhoto;
    },

    async get(requestId, fileName) {
      if (!checkNames(requestId, fileName)) return null;
      const file = bucket().file(objectName(requestId, fileName));
      try {
        const [[contents], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return {
          bytes: new Uint8Array(contents),
          contentType: metadata.contentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(requestId, fileName) {
      if (!checkNames(requestId, fileName)) return;
      await bucket().file(objectName(requestId, fileName)).delete({ ignoreNotFound: true });
    },
  };
}
