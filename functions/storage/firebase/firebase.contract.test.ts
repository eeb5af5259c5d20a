/**
 * The storage contracts against the Firebase backend. Firestore runs always (the in-process
 * `@firestore-emulator/server`, or the official emulator when FIRESTORE_EMULATOR_HOST is set);
 * the staff store needs the Firebase Auth emulator, so its suite is reported as skipped without
 * it. Photos run against a Cloud Storage emulator when STORAGE_EMULATOR_HOST is set (skipped
 * otherwise) and against the in-memory fake-gcs-server always.
 */
import { afterAll, describe } from 'vitest';
import { startFakeGcsServer } from '../../testing/fakes/gcs-server.ts';
import {
  emulatorName,
  firebaseTestOptions,
  hasAuthEmulator,
  hasStorageEmulator,
  transactionsIsolate,
} from '../../testing/helpers/firebase-test-stores.ts';
import { runApiKeyStoreContract } from '../../testing/contracts/storage/api-key-store.contract.ts';
import { runChangeFeedContract } from '../../testing/contracts/storage/change-feed.contract.ts';
import { runChangeLogContract } from '../../testing/contracts/storage/change-log.contract.ts';
import { runFollowStoreContract } from '../../testing/contracts/storage/follow-store.contract.ts';
import { runMergeFieldsContract } from '../../testing/contracts/storage/merge-fields.contract.ts';
import { runOutboxContract } from '../../testing/contracts/storage/outbox.contract.ts';
import { runPhotoStoreContract } from '../../testing/contracts/storage/photo-store.contract.ts';
import { runCallerSearchContract } from '../../testing/contracts/storage/caller-search.contract.ts';
import { runRequestNearbyContract } from '../../testing/contracts/storage/request-nearby.contract.ts';
import { runRequestQueryContract } from '../../testing/contracts/storage/request-query.contract.ts';
import { runRequestStoreContract } from '../../testing/contracts/storage/request-store.contract.ts';
import { runResponseTemplateStoreContract } from '../../testing/contracts/storage/response-template-store.contract.ts';
import { runSavedViewStoreContract } from '../../testing/contracts/storage/saved-view-store.contract.ts';
import { runSavedViewTransferContract } from '../../testing/contracts/storage/saved-view-transfer.contract.ts';
import { runRestoreContract } from '../../testing/contracts/storage/restore.contract.ts';
import { runSessionStoreContract } from '../../testing/contracts/storage/session-store.contract.ts';
import { runStaffAccountAuditContract } from '../../testing/contracts/storage/staff-account-audit.contract.ts';
import { runStaffAccountContract } from '../../testing/contracts/storage/staff-account.contract.ts';
import { runStaffAuditContract } from '../../testing/contracts/storage/staff-audit.contract.ts';
import { runStaffMailStoreContract } from '../../testing/contracts/storage/staff-mail-store.contract.ts';
import { runStaffStoreContract } from '../../testing/contracts/storage/staff-store.contract.ts';
import { runSubmissionContract } from '../../testing/contracts/storage/submission.contract.ts';
import { runSubmitterInfoStoreContract } from '../../testing/contracts/storage/submitter-info.contract.ts';
import { runTransferContract } from '../../testing/contracts/storage/transfer.contract.ts';
import { runWindowCounterContract } from '../../testing/contracts/storage/window-counters.contract.ts';
import { openFirebaseStores } from './firebase-stores.ts';

const name = `firestore (${emulatorName})`;
const makeStores = (now?: () => Date) => openFirebaseStores(firebaseTestOptions(now ? { now } : {}));

/** Two apps on one fresh project, as two instances of the API would be. */
const makePair = async () => {
  const options = firebaseTestOptions();
  return Promise.all([openFirebaseStores(options), openFirebaseStores(options)]);
};

runRequestStoreContract(name, makeStores, { makePair, isolated: transactionsIsolate });
runRequestQueryContract(name, makeStores);
runRequestNearbyContract(name, makeStores);
runCallerSearchContract(name, makeStores);
runSubmitterInfoStoreContract(name, makeStores);
runSubmissionContract(name, makeStores);
runSessionStoreContract(name, makeStores);
runOutboxContract(name, makeStores);
runChangeFeedContract(name, makeStores);
runChangeLogContract(name, makeStores);
runApiKeyStoreContract(name, makeStores);
runResponseTemplateStoreContract(name, makeStores, { isolated: transactionsIsolate });
runSavedViewStoreContract(name, makeStores, { isolated: transactionsIsolate });
runStaffAuditContract(name, makeStores);
runStaffMailStoreContract(name, makeStores);
runFollowStoreContract(name, makeStores);
// Reset links live in Firestore, so this one needs no Auth emulator.
runTransferContract(name, makeStores);
runSavedViewTransferContract(name, makeStores);
runMergeFieldsContract(name, makeStores);
runWindowCounterContract(name, makeStores, { makePair, isolated: transactionsIsolate });

describe.skipIf(!hasAuthEmulator)('with the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)', () => {
  runStaffStoreContract(name, makeStores);
  // The in-process emulator's transactions do not isolate; the official emulator's and Firestore's do.
  runStaffAccountContract(name, makeStores, { isolatedTransactions: !emulatorName.startsWith('@') });
  runStaffAccountAuditContract(name, makeStores);
  runRestoreContract(name, makeStores);
});

describe.skipIf(!hasStorageEmulator)('with a Cloud Storage emulator (STORAGE_EMULATOR_HOST)', () => {
  runPhotoStoreContract(`cloud storage (${process.env.STORAGE_EMULATOR_HOST ?? 'unset'})`, makeStores);
});

// The fake only where no real emulator is set: the Storage SDK reads one host for the whole process.
const fakeGcs = hasStorageEmulator ? null : await startFakeGcsServer();
afterAll(async () => {
  await fakeGcs?.close();
});
describe.skipIf(!fakeGcs)('with the in-memory fake-gcs-server', () => {
  runPhotoStoreContract('cloud storage (fake-gcs-server)', () => {
    const options = firebaseTestOptions();
    return openFirebaseStores({ ...options, emulators: { ...options.emulators, storage: fakeGcs?.url } });
  });
});
