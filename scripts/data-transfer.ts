/**
 * Moves the 311 data between backends, or makes a portable backup (docs/deploy-firebase.md,
 * section 9). `export` writes every request with its submitter info and photo, every staff
 * profile with its password hash, response templates, saved views, API keys, live reset links,
 * the account audit log and what following requests keeps (tokens and keys as hashes only), from
 * the backend the environment chooses (BACKEND, DATA_DIR, FIREBASE_*) into one JSON Lines file;
 * `import` checks a whole file, then writes it into that backend. Sessions and the outbox do not move.
 *   node scripts/data-transfer.ts export --out 311-export.jsonl
 *   BACKEND=firebase FIREBASE_PROJECT_ID=... node scripts/data-transfer.ts import --in 311-export.jsonl
 * Exit codes: 0 done, 1 refused (invalid file, taken e-mail, existing output, bad environment), 2 usage.
 */
import { parseArgs } from 'node:util';
import { dataLocation, envForCommand, type Env } from '#server/config/env.ts';
import { storeOptions } from '#server/deps.ts';
import { createTransferStores } from '#server/storage/create-stores.ts';
import type { ExportCounts } from './data-transfer-format.ts';
import { ExportExistsError, exportData } from './data-transfer-export.ts';
import { importData } from './data-transfer-import.ts';

export const USAGE =
  'Usage: node scripts/data-transfer.ts export --out <file>\n' +
  '       node scripts/data-transfer.ts import --in <file>\n' +
  'The backend is the one the environment chooses (BACKEND=local with DATA_DIR, or BACKEND=firebase).';

type TransferArgs = { command: 'export'; out: string } | { command: 'import'; in: string };

/** The command line, or null when it does not make sense (then print USAGE). */
export function parseTransferArgs(argv: string[]): TransferArgs | null {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, in: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length !== 1) return null;
    if (positionals[0] === 'export' && values.out && values.in === undefined)
      return { command: 'export', out: values.out };
    if (positionals[0] === 'import' && values.in && values.out === undefined)
      return { command: 'import', in: values.in };
    return null;
  } catch {
    return null;
  }
}

/** What each count is called in the summary. */
const COUNT_NAMES: Record<keyof ExportCounts, string> = {
  requests: 'requests',
  submitterInfo: 'submitter info',
  staff: 'staff',
  photos: 'photos',
  templates: 'response templates',
  apiKeys: 'API keys',
  resetLinks: 'reset links',
  auditEntries: 'audit entries',
  subscriptions: 'subscriptions',
  followTokens: 'follow tokens',
  submitterStops: 'stopped submitters',
  savedViews: 'saved views',
};

/** "3 requests, 2 submitter info, 4 staff, 1 photos, 0 response templates, ..." */
const describeCounts = (counts: ExportCounts) =>
  (Object.keys(COUNT_NAMES) as (keyof ExportCounts)[]).map((key) => `${counts[key]} ${COUNT_NAMES[key]}`).join(', ');

const expiredNote = (expired: number, when: string) =>
  expired > 0 ? [`Left out ${expired} reset link(s) that had expired ${when}: they could not be used.`] : [];

async function run(args: TransferArgs, env: Env): Promise<number> {
  const stores = await createTransferStores(storeOptions(env, () => new Date()));
  try {
    if (args.command === 'export') {
      const { header, warnings, leftOut } = await exportData(stores, args.out, {
        source: env.firebase ? 'firebase' : 'local',
      });
      for (const warning of warnings) console.error(`Warning: ${warning}`);
      console.log(`Exported ${describeCounts(header.counts)} from ${dataLocation(env)} to ${args.out}.`);
      for (const note of expiredNote(leftOut.expiredResetLinks, 'already')) console.log(note);
      return 0;
    }
    const result = await importData(stores, args.in);
    if (!result.ok) {
      console.error(`Refused ${args.in}; nothing was written:\n${result.problems.map((p) => `  ${p}`).join('\n')}`);
      return 1;
    }
    console.log(
      `Imported ${describeCounts(result.counts)} (exported from ${result.header.source} at ${result.header.exportedAt}) into ${dataLocation(env)}.`,
    );
    for (const note of expiredNote(result.expiredResetLinks, 'since the export')) console.log(note);
    if (result.kept > 0) {
      console.log(
        `Kept ${result.kept} staff account(s) as they were: they exist here already and the file has no password for them.`,
      );
    }
    if (result.withoutPassword > 0) {
      console.error(
        `Warning: ${result.withoutPassword} staff account(s) came without a password hash and cannot sign in until they are given a new password.`,
      );
    }
    return 0;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof ExportExistsError) console.error(error.message);
    else if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') {
      const file = args.command === 'export' ? `write ${args.out}` : `read ${args.in}`;
      console.error(`Cannot ${file}: ${(error as Error).message}`);
    } else throw error;
    return 1;
  } finally {
    await stores.close();
  }
}

async function main(): Promise<number> {
  const args = parseTransferArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const env = envForCommand();
  if (!env) return 1;
  return run(args, env);
}

// Exits explicitly: a firebase-admin gRPC socket can outlive deleteApp (seen with the Firestore
// emulator) and would keep a finished command waiting. Output to files and pipes is written
// synchronously on Linux, so nothing printed is lost.
if (import.meta.main) process.exit(await main());
