/**
 * Service dependencies for tests: real stores (SQLite in a temporary folder, or Firestore and
 * Firebase Auth on their emulators), a notifier that records what it was asked to send, and AI
 * ports that answer at once (or fail on demand).
 */
import type { LoadedTownship } from '../../config/township.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PhotoAnalyzer, Triage } from '../../ai/ports.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Env } from '../../config/env.ts';
import {
  createDeps,
  storeOptions,
  type Lifecycle,
  type Limits,
  type Place,
  type Providers,
  type ServiceDeps,
} from '../../deps.ts';
import { silentLogger } from '../../logger.ts';
import type { MailMessage, Notifier, TextMessage } from '../../notify/ports.ts';
import { createTransferStores } from '../../storage/create-stores.ts';
import { createDiskPhotoStore } from '../../storage/disk-photo-store.ts';
import type { FirebaseStoresOptions } from '../../storage/firebase/firebase-stores-options.ts';
import type { TransferStores } from '../../storage/transfer-ports.ts';

interface RecordingNotifier extends Notifier {
  emails: (MailMessage & { requestId?: string | undefined })[];
  texts: (TextMessage & { requestId?: string | undefined })[];
}

/** A notifier that keeps every message in memory. */
function recordingNotifier(): RecordingNotifier {
  const emails: RecordingNotifier['emails'] = [];
  const texts: RecordingNotifier['texts'] = [];
  return {
    emails,
    texts,
    email: (message) => {
      emails.push(message);
      return Promise.resolve();
    },
    text: (message) => {
      texts.push(message);
      return Promise.resolve();
    },
    flush: () => Promise.resolve({ sent: 0, retrying: 0, failed: 0 }),
    send: () => Promise.resolve({ sent: 0, retrying: 0, failed: 0 }),
    start: () => undefined,
    stop: () => Promise.resolve(),
  };
}

/** Triage that answers High / Public Works with a fixed reasoning. */
export const fixedTriage: Triage = {
  suggest: () =>
    Promise.resolve({
      suggestedPriority: 'High',
      suggestedDepartment: 'Public Works',
      estimatedResponseTime: '1-2 business days',
      reasoning: 'Rules: test triage.',
      source: 'rules',
    }),
};

export const fixedPhotoAnalyzer: PhotoAnalyzer = {
  analyze: () =>
    Promise.resolve({
      issueType: 'Pothole',
      severity: 'Moderate',
      repairRecommendation: 'Patch the surface.',
      source: 'rules',
    }),
};

export interface TestDeps extends ServiceDeps {
  providers: Providers & { notifier: RecordingNotifier };
  /** The same stores as `stores`, with their data transfer half: for seeding documents whole, timestamps included. */
  transfer: TransferStores;
  /** Closes the stores and deletes the temporary folder. */
  cleanup(): Promise<void>;
}

/** The storage backends API tests can run on. */
export type TestBackend = 'local' | 'firebase';

/**
 * Each backend, and whether its emulators are here: the Firebase one needs the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST; `npm run test:firebase` starts one), Firestore runs in-process.
 * @example describe.each(TEST_BACKENDS)('$backend backend', ({ backend, available }) => { ... })
 */
export const TEST_BACKENDS: { backend: TestBackend; available: boolean }[] = [
  { backend: 'local', available: true },
  { backend: 'firebase', available: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST) },
];

/** The environment of a fresh Firebase project on the emulators (imported only when asked for). */
async function firebaseEnv(project?: FirebaseStoresOptions): Promise<Partial<Env>> {
  const { firebaseTestOptions } = await import('./firebase-test-stores.ts');
  const options = project ?? firebaseTestOptions();
  return {
    BACKEND: 'firebase',
    firebase: {
      projectId: options.projectId,
      storageBucket: options.storageBucket,
      webApiKey: options.clientConfig.apiKey,
      authDomain: options.clientConfig.authDomain,
      emulators: options.emulators ?? {},
    },
  };
}

/** What a test changes: a top-level field whole, or some fields of a group (the group's others stay). */
type DepsOverrides = Partial<Omit<ServiceDeps, 'providers' | 'place' | 'limits' | 'lifecycle'>> & {
  providers?: Partial<Providers>;
  place?: Partial<Place>;
  limits?: Partial<Limits>;
  lifecycle?: Partial<Lifecycle>;
};

interface TestDepsOptions {
  backend?: TestBackend;
  /** The clock the services and the stores share. */
  clock?: () => Date;
  overrides?: DepsOverrides;
  /** The township profile; by default the sample one (content/township). */
  township?: LoadedTownship;
  /** Firebase backend: the project to open (a fresh one otherwise); two deps on one are two instances. */
  project?: FirebaseStoresOptions;
  /** Stores opened by the caller (two instances on one Firestore project); cleanup closes them. */
  transfer?: TransferStores;
}

/**
 * Deps on the chosen backend. Without a Cloud Storage emulator (it needs Java, which this machine
 * lacks) the Firebase backend keeps photos on disk; the photo store has its own contract suite.
 * @example const deps = await openTestDeps({ backend: 'firebase', clock });
 */
export async function openTestDeps({
  backend = 'local',
  clock,
  overrides = {},
  township,
  project,
  ...given
}: TestDepsOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), '311-test-'));
  const notifier = recordingNotifier();
  const env = {
    DATA_DIR: dir,
    SUBMIT_RATE_LIMIT: 0,
    OPEN311_KEY_RATE_LIMIT: 0,
    OPEN311_ADDRESS_RATE_LIMIT: 0,
    FOLLOW_RATE_LIMIT: 0,
    ...(backend === 'firebase' ? await firebaseEnv(project) : {}),
  };
  const now = clock ?? (() => new Date());
  const transfer =
    given.transfer ??
    (await createTransferStores({
      ...storeOptions(env, now),
      hashPassword: (password) => hashPassword(password, { ln: 10, r: 8, p: 1 }),
    }));
  if (backend === 'firebase' && !process.env.STORAGE_EMULATOR_HOST) {
    transfer.photos = createDiskPhotoStore({ root: join(dir, 'uploads') });
  }
  const deps = await createDeps({
    env,
    logger: silentLogger,
    clock: now,
    ...(township ? { township } : {}),
    stores: transfer,
    notifier,
    triage: fixedTriage,
    photoAnalyzer: fixedPhotoAnalyzer,
  });
  const { providers, place, limits, lifecycle, ...rest } = overrides;
  return {
    ...deps,
    transfer,
    ...rest,
    providers: { ...deps.providers, notifier, ...providers },
    place: { ...deps.place, ...place },
    limits: { ...deps.limits, ...limits },
    lifecycle: { ...deps.lifecycle, ...lifecycle },
    async cleanup() {
      await deps.lifecycle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  } as TestDeps;
}

/**
 * @example
 * const deps = await createTestDeps();
 * const app = createApp({ version: 'test', services: deps });
 * afterAll(() => deps.cleanup());
 */
export function createTestDeps(overrides: DepsOverrides = {}, backend: TestBackend = 'local'): Promise<TestDeps> {
  return openTestDeps({ backend, overrides });
}
