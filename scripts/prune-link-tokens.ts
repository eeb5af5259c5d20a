/**
 * Deletes the stored tokens of links no message needs any more (docs/configuration.md#links-in-e-mails):
 * confirmation links expired, and stop links no message has carried for `--days` days (365 by
 * default), in the store the environment chooses. A resident's stop token is the same in every
 * message about a request, so it is carried again, and kept, as long as messages about it go out;
 * with LINK_SECRET set, the next message stores a pruned one again. The submitter's private link
 * is never pruned. Safe to run any time, for example from cron once a month.
 *
 *   node scripts/prune-link-tokens.ts [--days 365]
 *
 * Exit codes: 0 done, 1 refused (bad environment), 2 usage.
 */
import { parseArgs } from 'node:util';
import { dataLocation, envForCommand } from '#server/config/env.ts';
import { storeOptions } from '#server/deps.ts';
import { createStores } from '#server/storage/create-stores.ts';

export const USAGE = 'Usage: node scripts/prune-link-tokens.ts [--days <whole number of days, at least 30>]';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Shorter would cut the links of an e-mail a resident may well still open. */
const MIN_DAYS = 30;

/**
 * The number of days to keep, or null when the options do not make sense (then print USAGE).
 * @example pruneDays(['--days', '400']) // 400
 */
export function pruneDays(argv: string[]): number | null {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { days: { type: 'string', default: '365' } },
      strict: true,
      allowPositionals: false,
    });
    const days = Number(values.days);
    return /^\d+$/.test(values.days) && days >= MIN_DAYS ? days : null;
  } catch {
    return null;
  }
}

/**
 * The moment before which unused tokens go.
 * @example pruneBefore(new Date('2026-12-31T00:00:00Z'), 365) // 2025-12-31T00:00:00.000Z
 */
export function pruneBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

async function main(): Promise<number> {
  const days = pruneDays(process.argv.slice(2));
  if (days === null) {
    console.error(USAGE);
    return 2;
  }
  const env = envForCommand();
  if (!env) return 1;
  const stores = await createStores(storeOptions(env, () => new Date()));
  try {
    const deleted = await stores.follow.pruneTokens(pruneBefore(new Date(), days));
    console.log(`${deleted} link token(s) unused for ${days} days deleted from ${dataLocation(env)}.`);
    return 0;
  } finally {
    await stores.close();
  }
}

// Exits explicitly: a firebase-admin gRPC socket can outlive deleteApp and keep the command waiting.
if (import.meta.main) process.exit(await main());
