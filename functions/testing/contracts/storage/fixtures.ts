/** Shared helpers of the storage contract suites. */
import { legacyReference } from '#domain/requests/reference.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import { newServiceRequestSchema, type NewServiceRequest } from '#domain/requests/request-schemas.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { afterEach, beforeEach } from 'vitest';
import type { Stores } from '../../../storage/ports.ts';

/** Makes a fresh, empty set of stores for one test; the suite closes them afterwards. */
export type MakeStores = () => Promise<Stores>;

/** A complete new request with a fresh id and every field filled. */
export function newRequest(overrides: Partial<NewServiceRequest> = {}): NewServiceRequest {
  // Parsing drops the timestamps, which only a store sets.
  return { ...newServiceRequestSchema.parse(sampleRequest()), id: newRequestId(), ...overrides };
}

/**
 * A new request with the reference a store would have drawn: derived from its id, so every fresh
 * id gets its own (for restore() and document tests, which take whole requests).
 * @example await stores.requests.restore({ ...withReference(newRequest()), createdAt, lastUpdatedAt })
 */
export function withReference<T extends { id: string }>(request: T): T & { reference: string } {
  return { ...request, reference: legacyReference(request.id) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fresh stores for every test of the calling describe block, closed afterwards. */
export function withStores(makeStores: MakeStores): () => Stores {
  let stores: Stores | undefined;
  beforeEach(async () => {
    stores = await makeStores();
  });
  afterEach(async () => {
    await stores?.close();
  });
  return () => stores!;
}
