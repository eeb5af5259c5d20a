/**
 * The privacy sweep of staff e-mails (docs/product.md#311-staff-e-mails): whatever happened and
 * whoever gets it, a staff e-mail (at once or in the digest) names the request by reference,
 * category and address only, never its submitter, internal notes, AI output, followers or what
 * the resident added, as mail leaves the portal's access control.
 */
import { formatReference } from '#domain/requests/reference.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteChange, statusChange } from '#domain/requests/request-changes.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { addStaff, createClockedDeps, seedRequest, submitterLinkToken } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { addInformation, reopenRequest } from './follow-up.ts';
import { sendDigests, sweepOverdue } from './staff-mail-sweeps.ts';
import { noticeWorkCompleted } from './staff-notices.ts';
import { changeAssignee } from './staff-requests.ts';

const PRIVATE = {
  name: 'Zqxname Privatesubmitter',
  email: 'zqx.private.submitter@example.org',
  phone: '+16095550177',
  submitterAddress: '77 Zqxprivate Lane',
  note: 'ZQX-INTERNAL-NOTE gate code 4411',
  reasoning: 'ZQX-AI-REASONING',
  follower: 'zqx.private.follower@example.org',
  added: 'ZQX-RESIDENT-ADDITION',
  reopenNote: 'ZQX-REOPEN-NOTE',
} as const;

const DUE = new Date('2026-11-22T04:59:59.000Z');

describe('privacy of staff e-mails', () => {
  let deps: TestDeps;
  let now: Date;
  let manager: StaffProfile;
  let worker: StaffProfile;
  beforeEach(async () => {
    now = new Date(DUE.getTime() - 60_000);
    deps = await createClockedDeps(() => now);
    manager = await addStaff(deps.stores, 'manager', { email: 'morgan@township.test' });
    worker = await addStaff(deps.stores, 'worker', { email: 'wes@township.test' });
  });
  afterEach(() => deps.cleanup());

  it('holds no private value in any kind of staff e-mail or digest', async () => {
    const { request } = await seedRequest(
      deps.stores,
      { status: 'New', dueAt: DUE.toISOString(), assignedDepartment: 'Public Works' },
      { name: PRIVATE.name, email: PRIVATE.email, phone: PRIVATE.phone, address: PRIVATE.submitterAddress },
    );
    await deps.stores.requests.update(request.id, noteChange(PRIVATE.note, manager, now));
    const follower = await deps.stores.follow.subscribe(request.id, PRIVATE.follower);
    await deps.stores.follow.setSubscriptionStatus(follower.id, 'active');
    const token = await submitterLinkToken(deps.stores, request.id);

    await changeAssignee(deps, request.id, worker.id, manager);
    expect((await addInformation(deps, token, PRIVATE.added, undefined)).ok).toBe(true);
    await sweepOverdue(deps);
    now = new Date(DUE.getTime() + 60_000);
    await sweepOverdue(deps);
    await noticeWorkCompleted(deps, (await deps.stores.requests.get(request.id))!, worker);
    await deps.stores.requests.update(request.id, statusChange('Resolved', manager, now));
    await deps.stores.staffMail.setChoice(worker.id, 'digest');
    expect((await reopenRequest(deps, token, PRIVATE.reopenNote)).ok).toBe(true);
    now = new Date('2026-11-22T15:00:00Z');
    expect(await sendDigests(deps, 7)).toBe(1);

    const staffMail = deps.providers.notifier.emails.filter((mail) => mail.to.endsWith('@township.test'));
    const kinds = ['assigned to you', 'added information', 'overdue', 'awaiting review', 'digest'];
    for (const kind of kinds)
      expect(
        staffMail.some((mail) => mail.subject.includes(kind)),
        kind,
      ).toBe(true);
    for (const mail of staffMail) {
      const text = `${mail.subject}\n${mail.body}`.toLowerCase();
      for (const [key, value] of Object.entries(PRIVATE))
        expect(text.includes(value.toLowerCase()), `${mail.subject} leaks ${key}`).toBe(false);
      expect(text).toContain(formatReference(request.reference).toLowerCase());
    }
  });
});
