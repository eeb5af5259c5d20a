import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/password.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { cheapHash } from '#server/testing/fixtures/staff.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { MAX_TEMPLATES_PER_GROUP, type ResponseTemplate } from '#domain/requests/response-templates.ts';
import { exportData } from './data-transfer-export.ts';
import { emptyCounts } from './data-transfer-format.ts';
import { checkExportFile, importData } from './data-transfer-import.ts';
import { fillStores } from './data-transfer-test-data.ts';

const root = mkdtempSync(join(tmpdir(), 'data-transfer-import-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const openLocal = () => openSqliteStores({ dataDir: join(root, `store-${n++}`), hashPassword: cheapHash });

/** The lines of a good export of a filled store, to damage one at a time (the cases need it to be named). */
async function goodExport(): Promise<string[]> {
  const stores = openLocal();
  await fillStores(stores);
  const file = join(root, 'good.jsonl');
  await exportData(stores, file, { source: 'local' });
  await stores.close();
  return readFileSync(file, 'utf8').trimEnd().split('\n');
}
const good = await goodExport();

const fileOf = (lines: string[]) => {
  const file = join(root, `case-${n++}.jsonl`);
  writeFileSync(file, lines.length ? `${lines.join('\n')}\n` : '');
  return file;
};
const indexOf = (kind: string) => good.findIndex((line) => line.startsWith(`{"kind":"${kind}"`));
const header = () => JSON.parse(good[0]!) as Record<string, unknown>;
const withLine = (index: number, line: string) => good.map((old, i) => (i === index ? line : old));

describe('checkExportFile', () => {
  it('accepts an export as written', async () => {
    expect(await checkExportFile(fileOf(good))).toMatchObject({ ok: true, counts: header().counts });
  });

  it.each([
    ['an empty file', () => [], 'line 1: the file is empty (no header line)'],
    ['another format', () => [JSON.stringify({ ...header(), format: 'other' }), ...good.slice(1)], 'format must be'],
    [
      'a newer version',
      () => [JSON.stringify({ ...header(), version: 4 }), ...good.slice(1)],
      'version must be 1, 2 or 3',
    ],
    ['a record first', () => good.slice(1), 'line 1: not a Township 311 export header'],
    ['a line that is not JSON', () => withLine(2, '{"kind":'), 'line 3: not valid JSON'],
    ['an unknown kind', () => withLine(2, '{"kind":"session"}'), 'line 3: kind'],
    [
      'a request with a bad status',
      () => withLine(indexOf('request'), good[indexOf('request')]!.replace(/"status":"[^"]+"/, '"status":"Lost"')),
      `line ${indexOf('request') + 1}: request.status`,
    ],
    [
      'an unknown field',
      () => withLine(indexOf('staff'), good[indexOf('staff')]!.replace('{"kind":"staff",', '{"kind":"staff","x":1,')),
      `line ${indexOf('staff') + 1}: Unrecognized key: "x"`,
    ],
    [
      'a photo name that climbs out of its folder',
      () => withLine(indexOf('photo'), good[indexOf('photo')]!.replace('"photo-1.jpg"', '"../../x.jpg"')),
      `line ${indexOf('photo') + 1}: fileName: must be a safe photo file name`,
    ],
    [
      'submitter info before its request',
      () => [good[0]!, good[indexOf('submitterInfo')]!, ...good.slice(1)],
      'line 2: request',
    ],
    [
      'a request twice',
      () => [...good, good[indexOf('request')]!],
      `appears already on line ${indexOf('request') + 1}`,
    ],
    ['a missing last line', () => good.slice(0, -1), 'the header counts'],
    [
      'a follow token in the clear instead of its hash',
      () =>
        withLine(
          indexOf('followToken'),
          good[indexOf('followToken')]!.replace(/"hash":"[0-9a-f]{64}"/, `"hash":"${'t'.repeat(43)}"`),
        ),
      `line ${indexOf('followToken') + 1}: hash: must be a SHA-256 in hex`,
    ],
    [
      'a subscription under an id not its own',
      () =>
        withLine(
          indexOf('subscription'),
          good[indexOf('subscription')]!.replace(/"id":"[0-9a-f]{32}"/, `"id":"${'0'.repeat(32)}"`),
        ),
      `line ${indexOf('subscription') + 1}: subscription.id: must be the id of its request and e-mail`,
    ],
    [
      'an API key twice',
      () => [...good, good[indexOf('apiKey')]!],
      `: API key ${(JSON.parse(good[indexOf('apiKey')]!) as { apiKey: { id: string } }).apiKey.id} appears already on line ${indexOf('apiKey') + 1}`,
    ],
    [
      'two reset links for one account',
      () => [
        ...good,
        good[indexOf('resetLink')]!.replace(/"tokenHash":"[0-9a-f]{64}"/, `"tokenHash":"${'a'.repeat(64)}"`),
      ],
      'a reset link for account',
    ],
    [
      'an audit entry with an unknown action',
      () =>
        withLine(
          indexOf('auditEntry'),
          good[indexOf('auditEntry')]!.replace(/"action":"[a-z-]+"/, '"action":"hacked"'),
        ),
      `line ${indexOf('auditEntry') + 1}: entry.action`,
    ],
    [
      'records of version 2 under a version 1 header',
      () => [
        JSON.stringify({ ...header(), version: 1, counts: { requests: 4, submitterInfo: 2, staff: 5, photos: 1 } }),
        ...good.slice(1),
      ],
      'the header counts 0 templates but the file holds 3',
    ],
  ])('refuses %s', async (_name, lines, message) => {
    const check = await checkExportFile(fileOf(lines()));
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.problems.join('\n')).toContain(message);
  });

  it('reports every bad line, at most 20', async () => {
    const lines = [good[0]!, ...Array.from({ length: 25 }, () => 'nonsense')];
    const check = await checkExportFile(fileOf(lines));
    expect(check).toEqual({
      ok: false,
      problems: [...Array.from({ length: 20 }, (_, i) => `line ${i + 2}: not valid JSON`), '... and 5 more problems.'],
    });
  });
});

describe('importData', () => {
  const templateLine = (title: string) =>
    good.find((line) => line.startsWith('{"kind":"template"') && line.includes(`"title":"${title}"`))!;

  it('refuses a template whose title another template of its group has in the target, writing nothing', async () => {
    const stores = openLocal();
    const { template } = JSON.parse(templateLine('Thanks')) as { template: ResponseTemplate };
    const by = { id: 'm1', name: 'Mona' };
    await stores.responseTemplates.create({ category: null, title: 'THANKS ', text: 'Other', by }, 20);
    const result = await importData(stores, fileOf(good));
    expect(result).toMatchObject({
      ok: false,
      problems: [
        expect.stringContaining('the response template "Thanks" has the title of another template for Any category'),
      ],
    });
    expect(await stores.requests.list()).toEqual([]);
    expect(await stores.responseTemplates.get(template.id)).toBeNull();
    await stores.close();
  });

  it('refuses templates that would overfill their group in the target', async () => {
    const stores = openLocal();
    const { template } = JSON.parse(templateLine('Fixed')) as { template: ResponseTemplate };
    const by = { id: 'm1', name: 'Mona' };
    for (let i = 0; i < MAX_TEMPLATES_PER_GROUP; i++) {
      await stores.responseTemplates.create(
        { category: template.category, title: `T${i}`, text: 'x', by },
        MAX_TEMPLATES_PER_GROUP,
      );
    }
    const result = await importData(stores, fileOf(good));
    expect(result).toMatchObject({
      ok: false,
      problems: [
        expect.stringContaining(`would make more than ${MAX_TEMPLATES_PER_GROUP} for ${template.category}`),
        expect.anything(),
      ],
    });
    await stores.close();
  });

  it('replaces templates it brought before, so a second run is harmless', async () => {
    const stores = openLocal();
    expect(await importData(stores, fileOf(good))).toMatchObject({ ok: true });
    expect(await importData(stores, fileOf(good))).toMatchObject({ ok: true });
    const { template } = JSON.parse(templateLine('Fixed')) as { template: ResponseTemplate };
    expect(await stores.responseTemplates.list(template.category)).toHaveLength(2);
    await stores.close();
  });

  it('leaves out reset links that expired since the export, and counts them', async () => {
    const stores = openLocal();
    const later = new Date(Date.now() + 2 * 24 * 3_600_000);
    const result = await importData(stores, fileOf(good), { now: () => later });
    expect(result).toMatchObject({ ok: true, expiredResetLinks: 1, counts: { resetLinks: 0, auditEntries: 3 } });
    expect(await stores.staff.listResetLinks()).toEqual([]);
    await stores.close();
  });

  it('writes nothing from a file with one bad line', async () => {
    const stores = openLocal();
    const last = good.length - 1;
    const result = await importData(stores, fileOf(withLine(last, '{}')));
    expect(result).toMatchObject({ ok: false, problems: [expect.stringContaining(`line ${last + 1}:`)] });
    expect(await stores.requests.list()).toEqual([]);
    expect(await stores.staff.listProfiles()).toEqual([]);
    await stores.close();
  });

  it('refuses staff whose e-mail another account has in the target, writing nothing', async () => {
    const stores = openLocal();
    const staffLine = JSON.parse(good[indexOf('staff')]!) as { profile: { email: string } };
    await stores.staff.create({
      name: 'Already here',
      email: staffLine.profile.email,
      department: 'Roads',
      role: 'admin',
      password: 'secret12',
    });
    const result = await importData(stores, fileOf(good));
    expect(result).toMatchObject({
      ok: false,
      problems: [expect.stringContaining(`the e-mail ${staffLine.profile.email} belongs to another staff account`)],
    });
    expect(await stores.requests.list()).toEqual([]);
    expect(await stores.staff.listProfiles()).toHaveLength(1);
    await stores.close();
  });

  it('replaces records with the same id and keeps the others', async () => {
    const stores = openLocal();
    const other = sampleRequest({ id: 'KeptRequest000000001' });
    await stores.requests.restore(other);
    const request = JSON.parse(good[indexOf('request')]!) as { request: { id: string } };
    await stores.requests.restore(sampleRequest({ id: request.request.id, description: 'old' }));
    expect(await importData(stores, fileOf(good))).toMatchObject({ ok: true });
    expect(await stores.requests.get(request.request.id)).toEqual(request.request);
    expect(await stores.requests.get(other.id)).toEqual(other);
    await stores.close();
  });

  it('keeps an existing login whose record has no password hash, instead of taking its password away', async () => {
    const stores = openLocal();
    const staff = await stores.staff.create({
      name: 'Kim',
      email: 'kim@township.test',
      department: 'Roads',
      role: 'manager',
      password: 'kept password',
    });
    // As an export from Firebase Auth has it: the profile, no hash.
    const line = JSON.stringify({ kind: 'staff', profile: { ...staff, name: 'Kim B' }, passwordHash: null });
    const counts = { ...emptyCounts(), staff: 1 };
    const file = fileOf([JSON.stringify({ ...header(), counts }), line]);

    expect(await importData(stores, file)).toMatchObject({ ok: true, kept: 1, withoutPassword: 0 });
    const login = await stores.staff.findLogin('kim@township.test');
    expect(await verifyPassword('kept password', login!.passwordHash!)).toBe(true);
    expect(await stores.staff.getProfile(staff.id)).toEqual(staff);
    await stores.close();

    const fresh = openLocal();
    expect(await importData(fresh, file)).toMatchObject({ ok: true, kept: 0, withoutPassword: 1 });
    expect(await fresh.staff.findLogin('kim@township.test')).toEqual({
      userId: staff.id,
      email: 'kim@township.test',
      passwordHash: null,
    });
    await fresh.close();
  });
});
