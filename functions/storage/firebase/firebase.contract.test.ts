/**
 * The storage contracts against the Firebase backend. Firestore runs always (the in-process
 * `@firestore-emulator/server`, or the official emulator when FIRESTORE_EMULATOR_HOST is set);
 * the staff store needs the Firebase Auth emulator and photos a Cloud Storage emulator, so those
 * suites are reported as skipped without them.
 */
import { describe } from 'vitest';
import {
  emulatorName,
  firebaseTestOptions,
  hasAuthEmulator,
  hasStorageEmulator,
} from '../../test-support/firebase-test-stores.ts';
import { runChangeFeedContract } from '../contract/change-feed.contract.ts';
import { runOutboxContract } from '../contract/outbox.contract.ts';
import { runPhotoStoreContract } from '../contract/photo-store.contract.ts';
import { runRequestStoreContract } from '../contract/request-store.contract.ts';
import { runRestoreContract } from '../contract/restore.contract.ts';
import { runSessionStoreContract } from '../contract/session-store.contract.ts';
import { runStaffStoreContract } from '../contract/staff-store.contract.ts';
import { runSubmitterInfoStoreContract } from '../contract/submitter-info.contract.ts';
import { openFirebaseStores } from './firebase-stores.ts';

const name = `firestore (${emulatorName})`;
const makeStores = () => openFirebaseStores(firebaseTestOptions());

runRequestStoreContract(name, makeStores);
runSubmitterInfoStoreContract(name, makeStores);
runSessionStoreContract(name, makeStores);
runOutboxContract(name, makeStores);
runChangeFeedContract(name, makeStores);

describe.skipIf(!hasAuthEmulator)('with the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)', () => {
  runStaffStoreContract(name, makeStores);
  runRestoreContract(name, makeStores);
});

describe.skipIf(!hasStorageEmulator)('with a Cloud Storage emulator (STORAGE_EMULATOR_HOST)', () => {
  runPhotoStoreContract(name, makeStores);
});
