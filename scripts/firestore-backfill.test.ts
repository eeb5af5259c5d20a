/**
 * The backfill command against the in-process Firestore emulator: a request stored without its due
 * date and list fields (as an earlier version wrote it) is found by a list after one run, and a
 * second run writes nothing. The backfill's rules are tested beside it
 * (functions/storage/firebase/firestore-request-write.test.ts); this checks the command's wiring.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { newRequestId } from '#domain/requests/request-id.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { openFirebaseApp } from '#server/storage/firebase/firebase-app.ts';
import { openFirebaseStores } from '#server/storage/firebase/firebase-stores.ts';
import { toRequestDocument } from '#server/storage/firebase/request-document.ts';
import { firebaseTestOptions, firestoreEmulatorHost } from '#server/testing/helpers/firebase-test-stores.ts';

const script = fileURLToPath(new URL('./firestore-backfill.ts', import.meta.url));
const options = firebaseTestOptions();
const raw = openFirebaseApp(options);
const stores = await openFirebaseStores(options);
afterAll(async () => {
  await stores.close();
  await raw.close();
});

/** Runs the command; awaited, never in sync, since the emulator answers from this process. */
function run(env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script],
      { env: { PATH: process.env.PATH ?? '', METADATA_SERVER_DETECTION: 'none', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

const firebaseEnv = {
  BACKEND: 'firebase',
  FIREBASE_PROJECT_ID: options.projectId,
  WEB_API_KEY: 'test-web-api-key',
  WEB_AUTH_DOMAIN: `${options.projectId}.firebaseapp.com`,
  FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost,
};

describe('npm run data:backfill-firestore', () => {
  it('gives older requests their list fields once, so the lists find them', async () => {
    const request = submittedRequest({ id: newRequestId(), priority: 'High' });
    const at = Timestamp.fromDate(new Date(request.createdAt));
    const old = Object.fromEntries(
      Object.entries(toRequestDocument(request, at, at)).filter(
        ([field]) => field !== 'dueAt' && field !== 'priorityRank',
      ),
    );
    await raw.db.collection('requests').doc(request.id).set(old);
    const byPriority = () =>
      stores.requests.page({ filter: { priorities: ['High'] }, sort: 'priority', direction: 'desc', limit: 5 });
    expect(await byPriority()).toEqual([]);

    const first = await run(firebaseEnv);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe(
      `1 request(s) brought up to date in project ${options.projectId}.\n0 submitter(s) made searchable by caller.\n`,
    );
    expect(first.status).toBe(0);
    expect((await byPriority()).map((found) => found.id)).toEqual([request.id]);

    const again = await run(firebaseEnv);
    expect(again.stdout).toContain('0 request(s) brought up to date');
  });

  it('refuses the local backend', async () => {
    const result = await run({ BACKEND: 'local', DATA_DIR: '/nonexistent-311-data' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Only Firestore needs this');
  });
});
