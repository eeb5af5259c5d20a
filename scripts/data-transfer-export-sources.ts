/**
 * The export's records beyond requests and staff (data-transfer-export.ts), kind by kind, in an
 * order that is the same on every backend: response templates by group, saved views (by id), API
 * keys, live reset links, the account audit log (newest first) and the follow records (by key).
 * Saved views, the audit log and the follow records are read a page at a time, however many there
 * are; the others are small by nature (a few templates per category, a handful of keys, one reset
 * link per account at most).
 */
import { ensureTownship } from '#server/config/township.ts';
import { followRecordKey } from '#server/storage/follow-tokens.ts';
import type { FollowRecordKind } from '#server/storage/follow-ports.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import type { ExportRecord } from './data-transfer-records.ts';

/** Records read at once from a store that pages. */
export const SOURCE_PAGE_SIZE = 500;

const FOLLOW_KINDS: readonly FollowRecordKind[] = ['subscription', 'followToken', 'submitterStop'];

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** What the reader left out, for the summary. */
export interface LeftOut {
  /** Reset links past their end: they could not be used anyway. */
  expiredResetLinks: number;
}

/**
 * Every record of the other kinds, in file order.
 * @example for await (const record of otherRecords(stores, new Date(), leftOut)) await put(record);
 */
export async function* otherRecords(stores: TransferStores, now: Date, leftOut: LeftOut): AsyncGenerator<ExportRecord> {
  for (const category of [null, ...ensureTownship().categories.map((one) => one.name)]) {
    for (const template of await stores.responseTemplates.list(category)) yield { kind: 'template', template };
  }

  let afterView: string | null = null;
  for (;;) {
    const page = await stores.savedViews.pageViews(afterView, SOURCE_PAGE_SIZE);
    for (const view of page) yield { kind: 'savedView', view };
    if (page.length < SOURCE_PAGE_SIZE) break;
    afterView = page.at(-1)!.id;
  }

  const keys = (await stores.apiKeys.listStored()).sort(byKey((stored) => stored.apiKey.id));
  for (const { apiKey, hash } of keys) yield { kind: 'apiKey', apiKey, hash };

  const links = (await stores.staff.listResetLinks()).sort(byKey((link) => link.tokenHash));
  for (const link of links) {
    if (Date.parse(link.expiresAt) > now.getTime()) yield { kind: 'resetLink', link };
    else leftOut.expiredResetLinks++;
  }

  let before: string | undefined;
  for (;;) {
    const page = await stores.staffAudit.page({ limit: SOURCE_PAGE_SIZE, before });
    for (const entry of page) yield { kind: 'auditEntry', entry };
    if (page.length < SOURCE_PAGE_SIZE) break;
    before = page.at(-1)!.id;
  }

  for (const kind of FOLLOW_KINDS) {
    let after: string | null = null;
    for (;;) {
      const page = await stores.follow.pageRecords(kind, after, SOURCE_PAGE_SIZE);
      yield* page;
      if (page.length < SOURCE_PAGE_SIZE) break;
      after = followRecordKey(page.at(-1)!);
    }
  }
}
