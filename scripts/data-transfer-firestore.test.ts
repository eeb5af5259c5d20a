/**
 * The data transfer between the embedded store and Firestore (the in-process emulator, or the
 * official one when FIRESTORE_EMULATOR_HOST is set), both ways, with every kind of record; and
 * an export in the previous format (version 1) importing into both.
 *
 * Staff logins live in Firebase Auth: with its emulator (FIREBASE_AUTH_EMULATOR_HOST) the Firebase
 * staff store is used whole; without it a SQLite staff store stands in for logins and profiles,
 * while reset links, which Firebase keeps in Firestore, still go to Firestore. Photos go to a
 * Cloud Storage emulator when STORAGE_EMULATOR_HOST is set, else to a disk store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskPhotoStore } from '#server/storage/disk-photo-store.ts';
import { openFirebaseStores } from '#server/storage/firebase/firebase-stores.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { cheapHash } from '#server/testing/fixtures/staff.ts';
import {
  firebaseTestOptions,
  hasAuthEmulator,
  hasStorageEmulator,
} from '#server/testing/helpers/firebase-test-stores.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { exportData } from './data-transfer-export.ts';
import { emptyCounts } from './data-transfer-format.ts';
import { importData } from './data-transfer-import.ts';
import type { ExportRecord } from './data-transfer-records.ts';
import { FILLED_COUNTS, STAFF_PASSWORD, fillStores, readRecords, snapshotStores } from './data-transfer-test-data.ts';

const root = mkdtempSync(join(tmpdir(), 'data-transfer-firestore-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const fresh = () => join(root, String(n++));
const openLocal = () => openSqliteStores({ dataDir: fresh(), hashPassword: cheapHash });

/** Fresh, empty Firebase stores (see the file's comment for what stands in without emulators). */
async function openFirestore(): Promise<TransferStores> {
  const opened = await openFirebaseStores(firebaseTestOptions());
  const photos = hasStorageEmulator ? opened.photos : createDiskPhotoStore({ root: fresh() });
  if (hasAuthEmulator) return { ...opened, photos };
  const logins = openLocal();
  const resets = opened.staff;
  return {
    ...opened,
    photos,
    staff: {
      ...logins.staff,
      listResetLinks: () => resets.listResetLinks(),
      restoreResetLink: (link) => resets.restoreResetLink(link),
      createResetToken: (id, expiresAt) => resets.createResetToken(id, expiresAt),
      findResetToken: (token, at) => resets.findResetToken(token, at),
    },
    async close() {
      await Promise.all([opened.close(), logins.close()]);
    },
  };
}

/** Firebase Auth never gives password hashes out: an export from it has none. */
const asFirebaseGives = (records: ExportRecord[]) =>
  hasAuthEmulator
    ? records.map((record) => (record.kind === 'staff' ? { ...record, passwordHash: null } : record))
    : records;

describe('from the embedded store to Firestore and back', () => {
  it('loses nothing of any kind, and importing twice changes nothing', { timeout: 60_000 }, async () => {
    const source = openLocal();
    const { emails, handedOut } = await fillStores(source);
    const first = join(root, 'to-firestore.jsonl');
    const exported = await exportData(source, first, { source: 'local' });
    expect(exported.header.counts).toEqual(FILLED_COUNTS);

    const firestore = await openFirestore();
    expect(await importData(firestore, first)).toMatchObject({ ok: true, counts: FILLED_COUNTS });
    const second = join(root, 'from-firestore.jsonl');
    expect((await exportData(firestore, second, { source: 'firebase' })).header.counts).toEqual(FILLED_COUNTS);
    expect(readRecords(second)).toStrictEqual(asFirebaseGives(readRecords(first)));

    const expected = await snapshotStores(source, emails, handedOut);
    const inFirestore = await snapshotStores(firestore, emails, handedOut);
    const logins = hasAuthEmulator
      ? expected.logins.map((login) => ({ ...login, passwordHash: null }))
      : expected.logins;
    expect(inFirestore).toStrictEqual({ ...expected, logins });
    // What was handed out before the move works in Firestore: follow links, the API key, the reset link.
    expect(inFirestore.followTokensFound.map((token) => token?.kind)).toEqual(['confirm', 'stop', 'follow-up']);
    expect(inFirestore.apiKeyKept).toBe(true);
    expect(inFirestore.resetLinkFor).toMatch(/./);
    expect(await firestore.apiKeys.verify(handedOut.apiKey)).toMatchObject({ label: 'Data portal' });

    // A second run (an import stopped half-way, then run again) doubles nothing; the login without
    // a hash is kept as it is.
    expect(await importData(firestore, first)).toMatchObject({
      ok: true,
      counts: { ...FILLED_COUNTS, staff: FILLED_COUNTS.staff - 1 },
      kept: 1,
    });
    const third = join(root, 'from-firestore-again.jsonl');
    await exportData(firestore, third, { source: 'firebase' });
    expect(readRecords(third)).toStrictEqual(readRecords(second));

    // And back into a new embedded store.
    const back = openLocal();
    expect(await importData(back, second)).toMatchObject({ ok: true, counts: FILLED_COUNTS });
    const fourth = join(root, 'back.jsonl');
    await exportData(back, fourth, { source: 'local' });
    expect(readRecords(fourth)).toStrictEqual(readRecords(second));
    const { logins: backLogins, ...backSnapshot } = await snapshotStores(back, emails, handedOut);
    const { logins: firestoreLogins, ...firestoreSnapshot } = inFirestore;
    expect(backSnapshot).toStrictEqual(firestoreSnapshot);
    expect(backLogins.map((login) => login.userId)).toEqual(firestoreLogins.map((login) => login.userId));
    await Promise.all([source.close(), firestore.close(), back.close()]);
  });
});

describe('an export in the previous format (version 1)', () => {
  const v1 = join(import.meta.dirname, '../functions/testing/fixtures/export-v1.jsonl');
  const counts = { ...emptyCounts(), requests: 3, submitterInfo: 2, staff: 5, photos: 1 };

  it.each([
    ['the embedded store', () => Promise.resolve(openLocal())],
    ['Firestore', openFirestore],
  ])('imports into %s, and exports again in the current one', { timeout: 30_000 }, async (_name, open) => {
    const stores = await open();
    const result = await importData(stores, v1);
    expect(result).toMatchObject({ ok: true, header: { version: 1, counts }, counts, withoutPassword: 1 });
    const records = readRecords(v1);
    const ids = records.flatMap((record) => (record.kind === 'request' ? [record.request.id] : []));
    // The first request was exported before moderation and due dates: it gets both now.
    const old = await stores.requests.get(ids[0]!);
    expect(old).toMatchObject({ hiddenDescription: null, hiddenPhoto: null });
    expect(old?.dueAt).toMatch(/^\d{4}-/);
    for (const record of records) {
      if (record.kind === 'submitterInfo')
        expect(await stores.submitterInfo.get(record.requestId)).toEqual(record.info);
    }
    const login = await stores.staff.findLogin('worker.0@township.test');
    if (stores.identity.method === 'password') {
      expect(await verifyPassword(STAFF_PASSWORD, login!.passwordHash!)).toBe(true);
    }
    const again = join(root, `v1-again-${n++}.jsonl`);
    expect((await exportData(stores, again, { source: 'local' })).header).toMatchObject({ version: 3, counts });
    await stores.close();
  });
});
