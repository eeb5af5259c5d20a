/**
 * Request references on Firestore, which has no unique index: each reference is reserved by a
 * document in `request_references` whose id is the reference and which names its request. A
 * create() of that document is refused when the reference is taken, so a reference is written for
 * at most one request. A lookup reads the reservation, then the request, and checks they agree.
 */
import type { Firestore } from 'firebase-admin/firestore';

export const REFERENCES = 'request_references';

/** gRPC's ALREADY_EXISTS, what Firestore answers a create() of an existing document. */
const ALREADY_EXISTS = 6;

/** Draws before giving up: five clashes in a row mean something other than chance. */
export const REFERENCE_ATTEMPTS = 5;

export const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;

/** The reservation document's fields. */
export const reservation = (requestId: string) => ({ requestId });

/** The request id a reference is reserved for, or null. */
export async function reservedFor(db: Firestore, reference: string): Promise<string | null> {
  const data = (await db.collection(REFERENCES).doc(reference).get()).data();
  return typeof data?.requestId === 'string' ? data.requestId : null;
}

/**
 * Reserves a reference for a stored request on its own (the backfill's way; a new request
 * reserves in the batch that creates it): `first` where it is free or already this request's,
 * else fresh draws. Returns the reference reserved.
 * @example await reserveReference(db, 'AbCdEfGhIjKlMnOpQrSt', legacyReference(id), newReference)
 */
export async function reserveReference(
  db: Firestore,
  requestId: string,
  first: string,
  draw: () => string,
): Promise<string> {
  let reference = first;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.collection(REFERENCES).doc(reference).create(reservation(requestId));
      return reference;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      if ((await reservedFor(db, reference)) === requestId) return reference;
      if (attempt >= REFERENCE_ATTEMPTS) throw error;
      reference = draw();
    }
  }
}
