/**
 * Creates the first admin of a fresh install (and any later admin) in the 311 store the
 * environment chooses: under DATA_DIR, or with BACKEND=firebase in Firebase Auth and Firestore. There is no default password: it comes from ADMIN_PASSWORD or standard input, typed
 * hidden at a terminal or piped in.
 *
 *   npm run create-admin -- --email ada@example.org --name "Ada Lovelace" [--department Administration]
 *
 * Without --department, the admin joins the township profile's department keyed `administration`,
 * or its first department when it has none by that key.
 *
 * Exit codes: 0 created, 1 refused (short password, e-mail taken, bad environment), 2 usage.
 */
import { parseArgs } from 'node:util';
import { dataLocation, envForCommand } from '#server/config/env.ts';
import { storeOptions } from '#server/deps.ts';
import { createStores } from '#server/storage/create-stores.ts';
import type { Stores } from '#server/storage/ports.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { createStaffSchema } from '#domain/requests/staff-input.ts';
import { ensureTownship } from '#server/config/township.ts';
import { departmentName, township } from '#domain/township/township.ts';

export const USAGE =
  'Usage: npm run create-admin -- --email <e-mail> --name "<name>" [--department <department>]\n' +
  'The password is read from ADMIN_PASSWORD, or from standard input.';

interface AdminArgs {
  email: string;
  name: string;
  /** Left out: the profile's administration department (defaultAdminDepartment). */
  department?: string;
}

/** The department of an admin made without --department, from the township profile in use. */
export function defaultAdminDepartment(): string {
  const { departments } = township();
  return departments.some((department) => department.key === 'administration')
    ? departmentName('administration')
    : departments[0]!.name;
}

/** The command-line options, or null when they do not make sense (then print USAGE). */
export function parseAdminArgs(argv: string[]): AdminArgs | null {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        department: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email || !values.name) return null;
    return { email: values.email, name: values.name, ...(values.department ? { department: values.department } : {}) };
  } catch {
    return null;
  }
}

type CreateAdminResult = { ok: true; profile: StaffProfile } | { ok: false; message: string };

/**
 * Validates like the admin's "Add New Staff User" form (same schema and messages) and creates an
 * admin, refusing an e-mail that already has an account.
 */
export async function createAdmin(
  stores: Pick<Stores, 'staff'>,
  input: AdminArgs & { password: string },
): Promise<CreateAdminResult> {
  ensureTownship(); // Categories and departments are checked against the township profile.
  const department = input.department ?? defaultAdminDepartment();
  const parsed = createStaffSchema.safeParse({ ...input, department, role: 'admin' });
  if (!parsed.success) {
    return { ok: false, message: [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' ') };
  }
  const staff = parsed.data;
  const existing = await stores.staff.findLogin(staff.email);
  if (existing) {
    const profile = await stores.staff.getProfile(existing.userId);
    return {
      ok: false,
      message:
        profile?.role === 'admin'
          ? `An admin with the e-mail ${staff.email} already exists.`
          : `A staff account with the e-mail ${staff.email} already exists (${profile ? `role ${profile.role}` : 'no profile'}).`,
    };
  }
  const profile = await stores.staff.create({
    name: staff.name,
    email: staff.email,
    department: staff.department,
    role: 'admin',
    password: staff.password,
  });
  return { ok: true, profile };
}

/** Reads a password typed at a terminal without echoing it. */
function promptHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (result: string | null) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (result === null) reject(new Error('Cancelled.'));
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done(typed);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          done(null);
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** Piped standard input, without the one line break a shell or `echo` adds. */
async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  return process.stdin.isTTY ? promptHidden('Password for the new admin: ') : readPiped();
}

async function main(): Promise<number> {
  const args = parseAdminArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const env = envForCommand();
  if (!env) return 1;
  const password = await readPassword();
  const stores = await createStores(storeOptions(env, () => new Date()));
  try {
    const result = await createAdmin(stores, { ...args, password });
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    const { profile } = result;
    console.log(`Created admin ${profile.name} <${profile.email}> (id ${profile.id}) in ${dataLocation(env)}.`);
    return 0;
  } finally {
    await stores.close();
  }
}

// Exits explicitly: an SDK may keep sockets open after close() (firebase-admin on the Firebase backend).
if (import.meta.main) process.exit(await main());
