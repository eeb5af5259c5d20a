/**
 * The periodic staff mail pass (docs/product.md#311-staff-e-mails), run by the Node server's
 * timer and by a scheduled function on Firebase: announces the requests that became overdue since
 * the last sweep, and sends the daily digests once the township's clock reaches their hour. Both
 * do a bounded amount of work per pass; the next pass goes on where this one stopped.
 */
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import { cursorAfter } from '#domain/requests/request-query.ts';
import { townshipDate } from '#domain/requests/service-levels.ts';
import { STAFF_MAIL, townshipHour } from '#domain/requests/staff-mail.ts';
import { staffDigestMail } from '../notify/staff-work-mail.ts';
import type { RequestStore } from '../storage/ports.ts';
import { noticeOverdue, type StaffNoticeDeps } from './staff-notices.ts';

/**
 * An id that sorts before every request id (16 to 32 letters and digits, request-id.ts), for the
 * first sweep's cursor: Firestore cannot start a query after an empty document id.
 */
const BEFORE_EVERY_ID = '0';

export interface StaffMailPassDeps extends StaffNoticeDeps {
  stores: StaffNoticeDeps['stores'] & { requests: Pick<RequestStore, 'page'> };
}

/**
 * Announces, once each, up to STAFF_MAIL.overdueBatch open requests whose due date passed since
 * the last sweep, in due order from the cursor the store keeps. The batch is claimed by moving the
 * cursor before anything is sent, so of two sweeps at once only one announces it. The first sweep
 * ever looks back one day only. Answers how many requests it announced.
 * @example await sweepOverdue(deps) // 3
 */
export async function sweepOverdue(deps: StaffMailPassDeps): Promise<number> {
  const now = deps.clock();
  const from = await deps.stores.staffMail.overdueCursor();
  const start = from ?? { key: [now.getTime() - STAFF_MAIL.firstSweepLookbackMs], id: BEFORE_EVERY_ID };
  const batch = await deps.stores.requests.page({
    filter: { statuses: OPEN_STATUSES, dueBefore: now },
    sort: 'due',
    direction: 'asc',
    limit: STAFF_MAIL.overdueBatch,
    after: start,
  });
  const last = batch.at(-1);
  if (!last) {
    if (!from) await deps.stores.staffMail.moveOverdueCursor(null, start);
    return 0;
  }
  if (!(await deps.stores.staffMail.moveOverdueCursor(from, cursorAfter(last, 'due')))) return 0;
  for (const request of batch) await noticeOverdue(deps, request);
  return batch.length;
}

/**
 * From `hour` on the township's clock, sends each waiting member their digest of the day, once,
 * up to STAFF_MAIL.digestBatch members a pass. A member who has since chosen "none" gets nothing
 * and their queue is emptied. Answers how many digests it queued.
 * @example await sendDigests(deps, 7) // 2
 */
export async function sendDigests(deps: StaffMailPassDeps, hour: number): Promise<number> {
  const now = deps.clock();
  if (townshipHour(now) < hour) return 0;
  const day = townshipDate(now);
  let sent = 0;
  for (const staffId of await deps.stores.staffMail.dueDigests(day, STAFF_MAIL.digestBatch)) {
    const digest = await deps.stores.staffMail.takeDigest(staffId, day);
    const member = await deps.stores.staff.getProfile(staffId);
    if (!digest || !member || member.active === false) continue;
    if ((await deps.stores.staffMail.getChoice(staffId)) === 'none') continue;
    const mail = staffDigestMail(deps.place.threeOneOneUrl, deps.place.township, digest.notices, digest.more);
    await deps.providers.notifier.email({ to: member.email, ...mail });
    sent += 1;
  }
  return sent;
}

/**
 * One pass of both; a failure of one is logged and leaves the other to run.
 * @example await staffMailPass(deps, 7)
 */
export async function staffMailPass(deps: StaffMailPassDeps, digestHour: number): Promise<void> {
  for (const [what, work] of [
    ['overdue sweep', () => sweepOverdue(deps)],
    ['daily digests', () => sendDigests(deps, digestHour)],
  ] as const) {
    try {
      await work();
    } catch (error) {
      deps.logger.error(`Staff mail: the ${what} failed`, error);
    }
  }
}
