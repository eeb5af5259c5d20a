/**
 * Hiding a request's description or photo from the public, and showing it again
 * (docs/product.md#311-moderation). Each is one atomic store update (the mark and its history
 * entry); the checks before it (is there a photo, is the part hidden) read the request first, so
 * two members acting at once can at worst both write their entry.
 */
import type { Actor } from '#domain/requests/history.ts';
import {
  hiddenMark,
  hideChange,
  MODERATION_MESSAGES,
  unhideChange,
  type HideablePart,
  type HideInput,
} from '#domain/requests/moderation.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { PhotoStore, RequestStore } from '../storage/ports.ts';
import { isAddedPhoto } from '#domain/requests/resident-additions.ts';

export interface ModerationDeps {
  stores: { requests: RequestStore };
  clock: () => Date;
}

/** A change that does not fit the request as it is (no photo to hide, nothing hidden to show). */
export class ModerationConflictError extends Error {
  override name = 'ModerationConflictError';
}

/**
 * Hides one part; hiding it again replaces the reason. Null for an unknown request.
 * @example await hidePart(deps, id, { part: 'photo', reason: 'Shows a face' }, staff)
 */
export async function hidePart(
  deps: ModerationDeps,
  id: string,
  { part, reason }: HideInput,
  actor: Actor,
): Promise<ServiceRequest | null> {
  const current = await deps.stores.requests.get(id);
  if (!current) return null;
  if (part === 'photo' && !current.imageUrl) throw new ModerationConflictError(MODERATION_MESSAGES.noPhoto);
  return deps.stores.requests.update(id, hideChange(part, reason, actor, deps.clock()));
}

/** Shows a hidden part again. Null for an unknown request. */
export async function unhidePart(
  deps: ModerationDeps,
  id: string,
  part: HideablePart,
  actor: Actor,
): Promise<ServiceRequest | null> {
  const current = await deps.stores.requests.get(id);
  if (!current) return null;
  if (!hiddenMark(current, part)) throw new ModerationConflictError(MODERATION_MESSAGES.notHidden(part));
  return deps.stores.requests.update(id, unhideChange(part, actor, deps.clock()));
}

/**
 * The file name of a request's own photo (the last part of its imageUrl, which the photo store
 * made), or null when it has none or the URL is not one of ours.
 * @example photoFileName({ id: 'abc', imageUrl: '/api/uploads/abc/photo.jpg' }) // 'photo.jpg'
 */
export function photoFileName(request: Pick<ServiceRequest, 'id' | 'imageUrl'>): string | null {
  const prefix = `/${encodeURIComponent(request.id)}/`;
  const url = request.imageUrl;
  const at = url ? url.lastIndexOf(prefix) : -1;
  if (!url || at < 0) return null;
  try {
    return decodeURIComponent(url.slice(at + prefix.length));
  } catch {
    return null;
  }
}

/**
 * A request's photo as staff see it, hidden or not: its bytes and type, or null.
 * @example const photo = await staffPhoto(stores, request);
 */
export async function staffPhoto(
  stores: { photos: PhotoStore },
  request: Pick<ServiceRequest, 'id' | 'imageUrl'>,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const fileName = photoFileName(request);
  return fileName === null ? null : stores.photos.get(request.id, fileName);
}

/**
 * A photo of a request by its file name, as staff see it: its own photo (hidden or not), one
 * the submitter added later from their private page, or the work completion's; null for any other name, so no stored file
 * a request does not name is ever served.
 * @example const photo = await staffPhotoNamed(stores, request, 'photo-2.jpg');
 */
export async function staffPhotoNamed(
  stores: { photos: PhotoStore },
  request: Pick<ServiceRequest, 'id' | 'imageUrl' | 'internalNotes' | 'workCompleted'>,
  fileName: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  // The photo of the last work completion, too (docs/product.md#311-work-completed-and-review).
  const workPhoto = request.workCompleted?.photo === fileName;
  if (photoFileName(request) !== fileName && !isAddedPhoto(request, fileName) && !workPhoto) return null;
  return stores.photos.get(request.id, fileName);
}
