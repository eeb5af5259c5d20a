import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/password.ts';
import { createDiskPhotoStore } from '#server/storage/disk-photo-store.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { cheapHash } from '#server/testing/fixtures/staff.ts';
import { exportData } from './data-transfer-export.ts';
import { importData } from './data-transfer-import.ts';
import {
  FILLED_COUNTS,
  PHOTO_BYTES,
  STAFF_PASSWORD,
  fillStores,
  readRecords,
  snapshotStores,
} from './data-transfer-test-data.ts';
import { parseTransferArgs } from './data-transfer.ts';

const root = mkdtempSync(join(tmpdir(), 'data-transfer-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const fresh = () => join(root, String(n++));
const openLocal = (dataDir = fresh()) => openSqliteStores({ dataDir, hashPassword: cheapHash });

describe.each([
  [['export', '--out', 'a.jsonl'], { command: 'export', out: 'a.jsonl' }],
  [['import', '--in=a.jsonl'], { command: 'import', in: 'a.jsonl' }],
  [['export', '--in', 'a.jsonl'], null],
  [['import', '--out', 'a.jsonl'], null],
  [['export', '--out', 'a', '--in', 'b'], null],
  [['export'], null],
  [['copy', '--out', 'a'], null],
  [['export', 'import', '--out', 'a'], null],
  [['export', '--out', 'a', '--force'], null],
])('parseTransferArgs(%j)', (argv, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(parseTransferArgs(argv)).toEqual(expected);
  });
});

describe('export and import between SQLite stores', () => {
  it('lose nothing: the second export equals the first, and the stores answer the same', async () => {
    const source = openLocal();
    const { emails, photoRequestId, handedOut } = await fillStores(source);
    const first = join(root, `first-${n}.jsonl`);
    const at = new Date();
    const exported = await exportData(source, first, { source: 'local', now: () => at });
    expect(exported.header).toEqual({
      format: 'township-311-export',
      version: 3,
      exportedAt: at.toISOString(),
      source: 'local',
      counts: FILLED_COUNTS,
    });
    expect(exported.warnings).toEqual([expect.stringContaining('1 staff account(s) have no password hash')]);
    // The reset link past its end stays behind, counted.
    expect(exported.leftOut).toEqual({ expiredResetLinks: 1 });

    const target = openLocal();
    const imported = await importData(target, first);
    expect(imported).toMatchObject({ ok: true, counts: exported.header.counts, withoutPassword: 1 });
    // Run again, it doubles nothing (the login without a hash is kept as it is).
    expect(await importData(target, first)).toMatchObject({ ok: true, kept: 1 });
    const second = join(root, `second-${n}.jsonl`);
    await exportData(target, second, { source: 'local' });

    const records = readRecords(first);
    expect(readRecords(second)).toStrictEqual(records);
    const snapshot = await snapshotStores(source, emails, handedOut);
    expect(await snapshotStores(target, emails, handedOut)).toStrictEqual(snapshot);
    // The links, key and reset link handed out before the move still work after it.
    expect(snapshot.apiKeyKept).toBe(true);
    expect(snapshot.resetLinkFor).toMatch(/./);
    expect(snapshot.followTokensFound.map((token) => token?.kind)).toEqual(['confirm', 'stop', 'follow-up']);

    // The file holds what the stores held: every field of the busiest request, the photo's bytes.
    const busy = records.find((record) => record.kind === 'request' && record.request.id === photoRequestId);
    expect(busy).toEqual({ kind: 'request', request: await source.requests.get(photoRequestId) });
    expect(busy).toMatchObject({ request: { comments: [{}, {}], internalNotes: [{}, {}], aiPhotoAnalysis: {} } });
    const photo = records.find((record) => record.kind === 'photo');
    expect(photo).toMatchObject({ requestId: photoRequestId, fileName: 'photo-1.jpg', contentType: 'image/jpeg' });
    expect(await target.photos.get(photoRequestId, 'photo-1.jpg')).toEqual({
      bytes: PHOTO_BYTES,
      contentType: 'image/jpeg',
    });
    // Staff sign in with their old passwords; the one without a hash cannot.
    const login = await target.staff.findLogin(emails[0]!);
    expect(await verifyPassword(STAFF_PASSWORD, login!.passwordHash!)).toBe(true);
    expect(await target.staff.findLogin('nohash@township.test')).toMatchObject({ passwordHash: null });
    await Promise.all([source.close(), target.close()]);
  });

  it('warns about notifications still pending, which do not move', async () => {
    const stores = openLocal();
    await stores.outbox.enqueue({ channel: 'email', to: 'a@example.org', subject: 'S', body: 'B' });
    await stores.outbox.enqueue({ channel: 'sms', to: '+16095550100', body: 'B' });
    const { warnings } = await exportData(stores, join(root, `outbox-${n++}.jsonl`), { source: 'local' });
    expect(warnings).toEqual([expect.stringMatching(/^2 notification\(s\) are still waiting in the outbox/)]);
    await stores.close();
  });

  it('writes a private file and never overwrites an existing one', async () => {
    const stores = openLocal();
    const file = join(root, `twice-${n++}.jsonl`);
    await exportData(stores, file, { source: 'local' });
    // Residents' contacts and password hashes: readable by the owner only.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const before = readFileSync(file, 'utf8');
    await expect(exportData(stores, file, { source: 'local' })).rejects.toThrow(/exists already/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    await stores.close();
  });
});

describe('the command', () => {
  const script = join(import.meta.dirname, 'data-transfer.ts');
  const run = (dataDir: string, args: string[]) =>
    spawnSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });

  it('exports, imports, and refuses a damaged file', { timeout: 30_000 }, async () => {
    const from = fresh();
    const source = openLocal(from);
    const { emails, handedOut } = await fillStores(source);
    await source.close();
    const file = join(root, `cli-${n}.jsonl`);
    const exported = run(from, ['export', '--out', file]);
    expect(exported.stdout).toContain(
      'Exported 4 requests, 2 submitter info, 5 staff, 1 photos, 3 response templates, 2 API keys, 1 reset links, ' +
        '3 audit entries, 3 subscriptions, 3 follow tokens, 1 stopped submitters, 3 saved views from',
    );
    expect(exported.stdout).toContain('Left out 1 reset link(s) that had expired already: they could not be used.');
    expect(exported.status).toBe(0);

    const to = fresh();
    const imported = run(to, ['import', '--in', file]);
    expect(imported.stdout).toContain('Imported 4 requests, 2 submitter info, 5 staff, 1 photos, 3 response templates');
    expect(imported.stdout).toContain('1 stopped submitters, 3 saved views (exported from local');
    expect(imported.stderr).toContain('1 staff account(s) came without a password hash');
    expect(imported.status).toBe(0);
    const [a, b] = [openLocal(from), openLocal(to)];
    expect(await snapshotStores(b, emails, handedOut)).toStrictEqual(await snapshotStores(a, emails, handedOut));
    await Promise.all([a.close(), b.close()]);

    const damaged = join(root, `damaged-${n}.jsonl`);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[2] = '{"kind":"staff"}';
    writeFileSync(damaged, lines.join('\n'));
    const refused = run(fresh(), ['import', '--in', damaged]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('nothing was written');
    expect(refused.stderr).toContain('line 3: profile');
  });

  it('prints the usage for a wrong command line', () => {
    const result = run(fresh(), ['export']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: node scripts/data-transfer.ts export --out <file>');
  });

  it('refuses a missing input file', () => {
    const result = run(fresh(), ['import', '--in', join(root, 'missing.jsonl')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing.jsonl');
  });
});

// The Firebase staff store needs the Auth emulator; the SDK-heavy modules (and the in-process
// Firestore they start) are only imported when it is there.
const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;

describe.skipIf(!authEmulator)('export from SQLite, import into Firestore and Firebase Auth, export again', () => {
  it('loses nothing but the password hashes Firebase Auth never shows, which it keeps', async () => {
    const { firebaseTestOptions, hasStorageEmulator } = await import('#server/testing/helpers/firebase-test-stores.ts');
    const { openFirebaseStores } = await import('#server/storage/firebase/firebase-stores.ts');
    const { deleteApp, initializeApp } = await import('firebase-admin/app');
    const { getAuth } = await import('firebase-admin/auth');
    const options = firebaseTestOptions();
    const opened = await openFirebaseStores(options);
    // Without a Cloud Storage emulator a disk store stands in for the bucket (the photo store
    // contract covers Cloud Storage when STORAGE_EMULATOR_HOST is set).
    const firebase = hasStorageEmulator ? opened : { ...opened, photos: createDiskPhotoStore({ root: fresh() }) };

    const source = openLocal();
    const { emails, handedOut } = await fillStores(source);
    const first = join(root, `to-firebase-${n++}.jsonl`);
    const exported = await exportData(source, first, { source: 'local' });
    expect(await importData(firebase, first)).toMatchObject({ ok: true, counts: exported.header.counts });
    const second = join(root, `from-firebase-${n++}.jsonl`);
    expect((await exportData(firebase, second, { source: 'firebase' })).header.counts).toEqual(exported.header.counts);

    const withoutHashes = (records: ReturnType<typeof readRecords>) =>
      records.map((record) => (record.kind === 'staff' ? { ...record, passwordHash: null } : record));
    expect(readRecords(second)).toStrictEqual(withoutHashes(readRecords(first)));
    const [expected, actual] = await Promise.all([
      snapshotStores(source, emails, handedOut),
      snapshotStores(firebase, emails, handedOut),
    ]);
    expect(actual).toStrictEqual({
      ...expected,
      logins: expected.logins.map((login) => ({ ...login, passwordHash: null })),
    });
    // The scrypt hashes went into Firebase Auth (the emulator cannot check a password against an
    // imported STANDARD_SCRYPT hash, so only their presence is checked here).
    const app = initializeApp({ projectId: options.projectId }, `data-transfer-${n++}`);
    const users = (await getAuth(app).listUsers()).users;
    expect(users.map((user) => [user.email, Boolean(user.passwordHash)]).sort()).toEqual(
      emails.map((email) => [email, email !== 'nohash@township.test']).sort(),
    );
    await deleteApp(app);
    await Promise.all([source.close(), firebase.close()]);
  }, 60_000);
});
