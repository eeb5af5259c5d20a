/**
 * All stores of the Firebase backend: Firestore for requests (`requests`), submitter info
 * (`request_submitter_info`), staff profiles (`users`), sessions, the outbox, Open311 API
 * keys (`api_keys`), response templates (`response_templates`), following requests
 * (`request_subscriptions`, `request_submitter_stops`, `follow_tokens`); Firebase Auth for staff
 * logins; Cloud Storage for photos under `uploads/{requestId}/{fileName}`. Every rate limit counts
 * in `rate_limits`, so instances share their counts. The live
 * feed comes from a Firestore snapshot listener, so every instance of the API sees every write.
 *
 * Only create-stores.ts imports this file, lazily: the embedded server never loads firebase-admin.
 */
import type { TransferStores } from '../transfer-ports.ts';
import { createFirestoreApiKeyStore } from './firestore-api-key-store.ts';
import { createCloudStoragePhotoStore } from './cloud-storage-photo-store.ts';
import { openFirebaseApp } from './firebase-app.ts';
import type { FirebaseStoresOptions } from './firebase-stores-options.ts';
import { createFirebaseIdentity } from './firebase-identity.ts';
import { createFirebaseStaffStore } from './firebase-staff-store.ts';
import { createFirestoreChangeFeed } from './firestore-change-feed.ts';
import { createFirestoreChangeLog } from './firestore-change-log.ts';
import { createFirestoreFollowStore } from './firestore-follow-store.ts';
import { createFirestoreOutbox } from './firestore-outbox.ts';
import { createFirestoreRequestStore } from './firestore-request-store.ts';
import { createFirestoreResponseTemplateStore } from './firestore-response-template-store.ts';
import { createFirestoreSavedViewStore } from './firestore-saved-view-store.ts';
import { createFirestoreSessionStore } from './firestore-session-store.ts';
import { createFirestoreStaffAuditLog } from './firestore-staff-audit-log.ts';
import { createFirestoreStaffMailStore } from './firestore-staff-mail-store.ts';
import { createFirestoreSubmitterInfoStore } from './firestore-submitter-info-store.ts';
import { createFirestoreWindowCounters } from './firestore-window-counters.ts';

/**
 * Opens a firebase-admin App of its own and every store on it; resolves once the change feed's
 * snapshot listener has its first snapshot, so no write after this returns can be missed.
 * @example const stores = await openFirebaseStores({ projectId, storageBucket, clientConfig });
 */
export async function openFirebaseStores(options: FirebaseStoresOptions): Promise<TransferStores> {
  const now = options.now ?? (() => new Date());
  const handles = openFirebaseApp(options);
  const { db, auth } = handles;
  const changes = createFirestoreChangeFeed(db, options.logger ? { logger: options.logger } : {});
  try {
    await changes.ready;
  } catch (error) {
    changes.close();
    await handles.close();
    throw error;
  }
  return {
    identity: createFirebaseIdentity({ auth, clientConfig: options.clientConfig }),
    requests: createFirestoreRequestStore(db, now),
    submitterInfo: createFirestoreSubmitterInfoStore(db, now),
    staff: createFirebaseStaffStore({ db, auth, now }),
    sessions: createFirestoreSessionStore(db, now),
    photos: createCloudStoragePhotoStore(handles.bucket),
    changes,
    changeLog: createFirestoreChangeLog(db),
    outbox: createFirestoreOutbox(db, now),
    apiKeys: createFirestoreApiKeyStore(db, now),
    responseTemplates: createFirestoreResponseTemplateStore(db, now),
    savedViews: createFirestoreSavedViewStore(db, now),
    staffAudit: createFirestoreStaffAuditLog(db, now),
    follow: createFirestoreFollowStore(db, now),
    staffMail: createFirestoreStaffMailStore(db),
    windowCounters: createFirestoreWindowCounters(db),
    async close() {
      changes.close();
      await handles.close();
    },
  };
}
