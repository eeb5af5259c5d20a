/**
 * The periodic pass with the clock as an input (docs/product.md#311-staff-e-mails): a request is
 * announced once, just after its due date and not before; digests go out from their hour, once a
 * day, with what was queued since the last.
 */
import { formatReference } from '#domain/requests/reference.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { statusChange } from '#domain/requests/request-changes.ts';
import { addStaff, createClockedDeps, seedRequest } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { sendDigests, staffMailPass, sweepOverdue } from './staff-mail-sweeps.ts';
import { changeAssignee } from './staff-requests.ts';

const MINUTE = 60_000;
/** 23:59:59 on Nov 21 in the township (America/New_York, UTC-5). */
const DUE = new Date('2026-11-22T04:59:59.000Z');

describe('staff mail pass', () => {
  let deps: TestDeps;
  let now: Date;
  let manager: StaffProfile;
  let worker: StaffProfile;
  beforeEach(async () => {
    now = new Date(DUE.getTime() - 60 * MINUTE);
    deps = await createClockedDeps(() => now);
    manager = await addStaff(deps.stores, 'manager', { email: 'morgan@township.test' });
    worker = await addStaff(deps.stores, 'worker', { email: 'wes@township.test' });
  });
  afterEach(() => deps.cleanup());

  const mailTo = (email: string) => deps.providers.notifier.emails.filter((mail) => mail.to === email);
  const overdueRequest = () =>
    seedRequest(deps.stores, {
      status: 'In Progress',
      dueAt: DUE.toISOString(),
      assignedTo: worker.id,
      assignedDepartment: 'Public Works',
    });

  describe('overdue sweep', () => {
    it('announces a request once, to its assignee and its department’s managers, only after its due date', async () => {
      const { request } = await overdueRequest();
      now = new Date(DUE.getTime() - MINUTE);
      expect(await sweepOverdue(deps)).toBe(0);
      expect(deps.providers.notifier.emails).toEqual([]);

      now = new Date(DUE.getTime() + MINUTE);
      expect(await sweepOverdue(deps)).toBe(1);
      expect(mailTo(worker.email).map((mail) => mail.subject)).toEqual([
        `${formatReference(request.reference)} overdue: ${request.category}`,
      ]);
      expect(mailTo(manager.email)).toHaveLength(1);

      now = new Date(DUE.getTime() + 10 * MINUTE);
      expect(await sweepOverdue(deps)).toBe(0);
      expect(deps.providers.notifier.emails).toHaveLength(2);
    });

    it('does not announce a request finished before its due date', async () => {
      const { request } = await overdueRequest();
      await deps.stores.requests.update(request.id, statusChange('Resolved', manager, now));
      now = new Date(DUE.getTime() + MINUTE);
      expect(await sweepOverdue(deps)).toBe(0);
      expect(deps.providers.notifier.emails).toEqual([]);
    });

    it('looks back one day on its first sweep, not further', async () => {
      await overdueRequest();
      now = new Date(DUE.getTime() + 25 * 60 * MINUTE);
      expect(await sweepOverdue(deps)).toBe(0);
    });

    it('announces nothing when another sweep claimed the batch first', async () => {
      await overdueRequest();
      now = new Date(DUE.getTime() + MINUTE);
      deps.stores.staffMail.moveOverdueCursor = () => Promise.resolve(false);
      expect(await sweepOverdue(deps)).toBe(0);
      expect(deps.providers.notifier.emails).toEqual([]);
    });
  });

  describe('daily digest', () => {
    /** 9:00 on Nov 21 in the township. */
    const morning = new Date('2026-11-21T14:00:00Z');

    it('sends the queued notices from the configured hour, once a day, and nothing before it', async () => {
      await deps.stores.staffMail.setChoice(worker.id, 'digest');
      now = new Date('2026-11-20T15:00:00Z');
      const { request } = await seedRequest(deps.stores);
      await changeAssignee(deps, request.id, worker.id, manager);
      expect(mailTo(worker.email)).toEqual([]);

      now = new Date(morning.getTime() - MINUTE);
      expect(await sendDigests(deps, 9)).toBe(0);
      now = morning;
      expect(await sendDigests(deps, 9)).toBe(1);
      const [digest] = mailTo(worker.email);
      expect(digest?.subject).toMatch(/digest: 1 update$/);
      expect(digest?.body).toContain(`assigned request ${formatReference(request.reference)} to you.`);
      expect(await sendDigests(deps, 9)).toBe(0);
      expect(mailTo(worker.email)).toHaveLength(1);
    });

    it('sends nothing to a member who switched to none, and forgets the queue', async () => {
      await deps.stores.staffMail.setChoice(worker.id, 'digest');
      const { request } = await seedRequest(deps.stores);
      await changeAssignee(deps, request.id, worker.id, manager);
      await deps.stores.staffMail.setChoice(worker.id, 'none');
      now = morning;
      expect(await sendDigests(deps, 7)).toBe(0);
      expect(await deps.stores.staffMail.dueDigests('2026-11-22', 10)).toEqual([]);
      expect(mailTo(worker.email)).toEqual([]);
    });
  });

  it('runs the digests when the sweep fails', async () => {
    deps.stores.staffMail.overdueCursor = () => Promise.reject(new Error('down'));
    await deps.stores.staffMail.setChoice(worker.id, 'digest');
    const { request } = await seedRequest(deps.stores);
    await changeAssignee(deps, request.id, worker.id, manager);
    now = new Date('2026-11-21T14:00:00Z');
    await staffMailPass(deps, 7);
    expect(mailTo(worker.email)).toHaveLength(1);
  });
});
