/**
 * Brings the Firestore requests of a deployment from before due dates and store-side lists up to
 * date (docs/deploy-firebase.md#upgrading-to-store-side-lists): each request gets its due date and
 * the fields the lists query (functions/storage/firebase/firestore-request-backfill.ts). Until it
 * has run, older requests are missing from lists sorted or filtered by those fields. It also gives
 * each submitter the words staff search by caller looks up (firestore-caller-search.ts). Safe to run
 * again: it writes only what differs, and never moves a request's last update.
 *
 *   BACKEND=firebase FIREBASE_PROJECT_ID=… node scripts/firestore-backfill.ts
 *
 * Exit codes: 0 done, 1 refused (bad environment), 2 not the Firebase backend.
 */
import { envForCommand } from '#server/config/env.ts';
import { storeOptions } from '#server/deps.ts';

async function main(): Promise<number> {
  const env = envForCommand();
  if (!env) return 1;
  const firebase = storeOptions(env, () => new Date()).firebase;
  if (env.BACKEND !== 'firebase' || !firebase) {
    console.error('Only Firestore needs this: set BACKEND=firebase and the FIREBASE_* settings.');
    return 2;
  }
  const { openFirebaseApp } = await import('#server/storage/firebase/firebase-app.ts');
  const { backfillRequestFields } = await import('#server/storage/firebase/firestore-request-backfill.ts');
  const { backfillCallerWords } = await import('#server/storage/firebase/firestore-caller-search.ts');
  const handles = openFirebaseApp(firebase);
  try {
    const written = await backfillRequestFields(handles.db);
    console.log(`${written} request(s) brought up to date in project ${firebase.projectId}.`);
    const callers = await backfillCallerWords(handles.db);
    console.log(`${callers} submitter(s) made searchable by caller.`);
    return 0;
  } finally {
    await handles.close();
  }
}

// Exits explicitly: a firebase-admin gRPC socket can outlive deleteApp and keep the command waiting.
if (import.meta.main) process.exit(await main());
