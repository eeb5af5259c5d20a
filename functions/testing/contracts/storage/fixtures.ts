/** Shared helpers of the storage contract suites. */
import { legacyReference } from '#domain/requests/reference.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import {
  newServiceRequestSchema,
  type NewServiceRequest,
  type ServiceRequest,
} from '#domain/requests/request-schemas.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { afterEach, beforeEach } from 'vitest';
import type { TransferStores } from '../../../storage/transfer-ports.ts';

/**
 * Makes a fresh, empty set of stores for one test, with their data transfer half (documents are
 * seeded whole, timestamps included); the suite closes them afterwards.
 */
export type MakeStores = () => Promise<TransferStores>;

/** Fresh, empty stores on the given clock (the real one when absent). */
export type MakeClockedStores = (now?: () => Date) => Promise<TransferStores>;

/** The clock of one contract test: `at` is now, `later(ms)` moves it on. */
export interface TestClock {
  at: Date;
  later(ms: number): void;
}

/** Where every contract test's clock starts. */
const CONTRACT_START = '2026-11-21T14:00:00.000Z';

/**
 * Runs `fn` on fresh stores whose clock the test moves, and closes them afterwards.
 * @example it('...', () => withClockedStores(makeStores, async (stores, clock) => { clock.later(1000); }))
 */
export async function withClockedStores(
  makeStores: MakeClockedStores,
  fn: (stores: TransferStores, clock: TestClock) => Promise<void>,
): Promise<void> {
  const clock: TestClock = {
    at: new Date(CONTRACT_START),
    later(ms) {
      clock.at = new Date(clock.at.getTime() + ms);
    },
  };
  const stores = await makeStores(() => clock.at);
  try {
    await fn(stores, clock);
  } finally {
    await stores.close();
  }
}

/** A complete new request with a fresh id and every field filled. */
export function newRequest(overrides: Partial<NewServiceRequest> = {}): NewServiceRequest {
  // Parsing drops the timestamps, which only a store sets.
  return { ...newServiceRequestSchema.parse(sampleRequest()), id: newRequestId(), ...overrides };
}

/**
 * Every optional part of a request empty: no photo, department or assignee, no history, comments or
 * notes, no AI reports. What a restore must keep as it is.
 * @example await stores.requests.restore({ ...withReference(newRequest()), ...NOTHING_OPTIONAL, createdAt, lastUpdatedAt })
 */
export const NOTHING_OPTIONAL = {
  imageUrl: null,
  assignedDepartment: null,
  assignedTo: null,
  history: [],
  comments: [],
  internalNotes: [],
  aiTriage: null,
  aiPhotoAnalysis: null,
} satisfies Partial<ServiceRequest>;

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
export function withStores(makeStores: MakeStores): () => TransferStores {
  let stores: TransferStores | undefined;
  beforeEach(async () => {
    stores = await makeStores();
  });
  afterEach(async () => {
    await stores?.close();
  });
  return () => stores!;
}
