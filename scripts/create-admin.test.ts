import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#server/auth/password.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { fileURLToPath } from 'node:url';
import { loadTownship } from '#server/config/township.ts';
import { setTownship, township } from '#domain/township/township.ts';
import { createAdmin, defaultAdminDepartment, parseAdminArgs } from './create-admin.ts';

const root = mkdtempSync(join(tmpdir(), 'create-admin-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const freshDir = () => join(root, String(n++));
const cheapHash = (password: string) => hashPassword(password, { ln: 10, r: 8, p: 1 });

describe.each([
  [['--email', 'a@b.example', '--name', 'Ada'], { email: 'a@b.example', name: 'Ada' }],
  [
    ['--email=a@b.example', '--name', 'Ada L', '--department', 'Public Works'],
    { email: 'a@b.example', name: 'Ada L', department: 'Public Works' },
  ],
  [['--name', 'Ada'], null],
  [['--email', 'a@b.example'], null],
  [['--email', 'a@b.example', '--name', 'Ada', '--password', 'x'], null],
  [['--email', 'a@b.example', '--name', 'Ada', 'extra'], null],
  [[], null],
])('parseAdminArgs(%j)', (argv, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });
});

describe('an admin made without --department', () => {
  const sample = township();
  afterAll(() => {
    setTownship(sample);
  });

  it('joins the sample township’s Administration', () => {
    expect(defaultAdminDepartment()).toBe('Administration');
  });

  it('joins the first department of a township that has no administration department', async () => {
    const lakemoor = loadTownship(fileURLToPath(new URL('../functions/testing/fixtures/township-b/', import.meta.url)));
    setTownship(lakemoor.profile);
    expect(lakemoor.profile.departments.some((department) => department.key === 'administration')).toBe(false);
    expect(defaultAdminDepartment()).toBe(lakemoor.profile.departments[0]!.name);
    const stores = openSqliteStores({ dataDir: freshDir(), hashPassword: cheapHash });
    const result = await createAdmin(stores, { email: 'lake@example.org', name: 'Lee Lake', password: 'secret1' });
    expect(result.ok && result.profile.department).toBe(lakemoor.profile.departments[0]!.name);
    await stores.close();
  });
});

describe('createAdmin', () => {
  const input = { email: 'Ada@Example.org', name: 'Ada Lovelace', department: 'Administration', password: 'secret1' };

  it('creates an admin whose password verifies', async () => {
    const stores = openSqliteStores({ dataDir: freshDir(), hashPassword: cheapHash });
    const result = await createAdmin(stores, input);
    expect(result).toMatchObject({ ok: true, profile: { email: 'ada@example.org', role: 'admin' } });
    const login = await stores.staff.findLogin('ada@example.org');
    expect(await verifyPassword('secret1', login!.passwordHash!)).toBe(true);
    await stores.close();
  });

  it.each([
    [{ password: '12345' }, 'Password must be at least 6 characters long.'],
    [{ password: '' }, 'Name, email, temporary password and department are required.'],
    [{ department: 'Nowhere' }, 'Name, email, temporary password and department are required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
  ])('refuses %j', async (change, message) => {
    const stores = openSqliteStores({ dataDir: freshDir(), hashPassword: cheapHash });
    expect(await createAdmin(stores, { ...input, ...change })).toEqual({ ok: false, message });
    expect(await stores.staff.listProfiles()).toEqual([]);
    await stores.close();
  });

  it('refuses an e-mail that already has an admin, or any account', async () => {
    const stores = openSqliteStores({ dataDir: freshDir(), hashPassword: cheapHash });
    await createAdmin(stores, input);
    expect(await createAdmin(stores, { ...input, email: 'ADA@example.org' })).toEqual({
      ok: false,
      message: 'An admin with the e-mail ada@example.org already exists.',
    });
    await stores.staff.create({
      name: 'Walt',
      email: 'walt@example.org',
      department: 'Public Works',
      role: 'worker',
      password: 'x-password',
    });
    expect(await createAdmin(stores, { ...input, email: 'walt@example.org' })).toEqual({
      ok: false,
      message: 'A staff account with the e-mail walt@example.org already exists (role worker).',
    });
    await stores.close();
  });
});

describe('the command', () => {
  const script = join(import.meta.dirname, 'create-admin.ts');
  const run = (dataDir: string, args: string[], options: { password?: string; stdin?: string } = {}) =>
    spawnSync(process.execPath, [script, ...args], {
      input: options.stdin ?? '',
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: options.password ?? '' },
    });
  const args = ['--email', 'first@example.org', '--name', 'First Admin'];

  it('creates the first admin from ADMIN_PASSWORD, then refuses the same e-mail', { timeout: 30_000 }, async () => {
    const dataDir = freshDir();
    const first = run(dataDir, args, { password: 'long enough' });
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Created admin First Admin <first@example.org> \(id [\w-]+\)/);
    expect(first.stdout).not.toContain('long enough');

    const again = run(dataDir, args, { password: 'long enough' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An admin with the e-mail first@example.org already exists.');

    const stores = openSqliteStores({ dataDir });
    const login = await stores.staff.findLogin('first@example.org');
    expect(await verifyPassword('long enough', login!.passwordHash!)).toBe(true);
    expect(await stores.staff.getProfile(login!.userId)).toMatchObject({ role: 'admin', department: 'Administration' });
    await stores.close();
  });

  it('reads the password from piped standard input', { timeout: 30_000 }, async () => {
    const dataDir = freshDir();
    const result = run(dataDir, args, { stdin: 'from stdin\n' });
    expect(result.status).toBe(0);
    const stores = openSqliteStores({ dataDir });
    const login = await stores.staff.findLogin('first@example.org');
    expect(await verifyPassword('from stdin', login!.passwordHash!)).toBe(true);
    await stores.close();
  });

  it('refuses a short password and creates nothing', async () => {
    const dataDir = freshDir();
    const result = run(dataDir, args, { stdin: '12345\n' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Password must be at least 6 characters long.');
    const stores = openSqliteStores({ dataDir });
    expect(await stores.staff.listProfiles()).toEqual([]);
    await stores.close();
  });

  it('prints the usage for missing options', () => {
    const result = run(freshDir(), ['--email', 'x@example.org']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run create-admin -- --email');
  });
});
