/**
 * What the submitter added on their private page (docs/product.md#311-the-submitters-private-link),
 * read back from the internal notes it was written as (follow-up.ts informationChange): the text
 * and the file name of the photo, if any. Staff see these notes with the photo shown, the
 * submitter sees their own; the public sees neither. Only a note no staff member wrote (no user id,
 * by Resident) counts, and a photo only under the request's own folder, so a note can never point
 * at another request's photo.
 */
import { RESIDENT_USER } from './constants.ts';
import type { InternalNote } from './request-schemas.ts';

export const INFORMATION_PREFIX = 'Information from the resident: ';
export const PHOTO_PREFIX = 'Photo from the resident: ';
export const NOT_FIXED_PREFIX = 'Not fixed, says the resident: ';

/** A photo file name as the photo stores make them (disk-photo-store.ts isSafePhotoFileName). */
const PHOTO_FILE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}\.[a-z0-9]{2,5}$/;

export interface ResidentAddition {
  timestamp: string;
  /** `information` from "Add information or a photo", `not-fixed` the note given with "It is not fixed". */
  kind: 'information' | 'not-fixed';
  /** The resident's words, without the prefix; empty for a photo alone. */
  text: string;
  /** The added photo's file name under the request's folder, or null. */
  photo: string | null;
}

/**
 * The file name of a photo line's address when it is under this request's folder, else null.
 * @example photoOfLine('Photo from the resident: /api/uploads/abc/photo-1.jpg', 'abc') // 'photo-1.jpg'
 */
function photoOfLine(line: string, requestId: string): string | null {
  if (!line.startsWith(PHOTO_PREFIX)) return null;
  const url = line.slice(PHOTO_PREFIX.length).trim();
  const folder = `/${encodeURIComponent(requestId)}/`;
  const at = url.lastIndexOf(folder);
  if (at < 0) return null;
  const name = url.slice(at + folder.length);
  return PHOTO_FILE_NAME.test(name) ? name : null;
}

/**
 * One internal note read as a resident's addition, or null when it is not one.
 * @example residentAddition({ text: 'Information from the resident: Bigger now', user: 'Resident', userId: null, timestamp }, id)
 * // { kind: 'information', text: 'Bigger now', photo: null, timestamp }
 */
export function residentAddition(note: InternalNote, requestId: string): ResidentAddition | null {
  if (note.userId !== null || note.user !== RESIDENT_USER) return null;
  const { text, timestamp } = note;
  if (text.startsWith(NOT_FIXED_PREFIX)) {
    return { timestamp, kind: 'not-fixed', text: text.slice(NOT_FIXED_PREFIX.length), photo: null };
  }
  const lines = text.split('\n');
  const photo = photoOfLine(lines.at(-1) ?? '', requestId);
  const words = (photo ? lines.slice(0, -1) : lines).join('\n');
  if (words.startsWith(INFORMATION_PREFIX)) {
    return { timestamp, kind: 'information', text: words.slice(INFORMATION_PREFIX.length), photo };
  }
  return photo && words === '' ? { timestamp, kind: 'information', text: '', photo } : null;
}

/**
 * Every addition of a request's submitter, oldest first as the notes are kept.
 * @example residentAdditions(request).filter((added) => added.photo) // the photos added later
 */
export function residentAdditions(request: { id: string; internalNotes: readonly InternalNote[] }): ResidentAddition[] {
  return request.internalNotes.flatMap((note) => residentAddition(note, request.id) ?? []);
}

/**
 * Whether a file name is one of the photos the submitter added to this request.
 * @example isAddedPhoto(request, 'photo-1.jpg') // true once a note names it
 */
export function isAddedPhoto(request: { id: string; internalNotes: readonly InternalNote[] }, fileName: string) {
  return residentAdditions(request).some((added) => added.photo === fileName);
}
