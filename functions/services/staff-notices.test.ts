/**
 * Who hears of what (docs/product.md#311-staff-e-mails): the assignee of an assignment (single
 * and bulk, never the one who assigned), of a resident's reopening or addition, the department's
 * managers of finished work, each as they chose: at once, in the digest, or not at all.
 */
import { formatReference } from '#domain/requests/reference.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { statusChange } from '#domain/requests/request-changes.ts';
import { addStaff, createClockedDeps, seedRequest, submitterLinkToken } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { bulkChange } from './bulk-changes.ts';
import { addInformation, reopenRequest } from './follow-up.ts';
import { noticeWorkCompleted } from './staff-notices.ts';
import { changeAssignee } from './staff-requests.ts';

const NOW = new Date('2026-11-21T14:00:00Z');

describe('staff notices', () => {
  let deps: TestDeps;
  let manager: StaffProfile;
  let worker: StaffProfile;
  beforeEach(async () => {
    deps = await createClockedDeps(() => NOW);
    manager = await addStaff(deps.stores, 'manager', { name: 'Morgan Manager', email: 'morgan@township.test' });
    worker = await addStaff(deps.stores, 'worker', { name: 'Wes Worker', email: 'wes@township.test' });
  });
  afterEach(() => deps.cleanup());

  const mailTo = (email: string) => deps.providers.notifier.emails.filter((mail) => mail.to === email);

  describe('assigned to me', () => {
    it('e-mails the assignee with the reference, category, address and both links', async () => {
      const { request } = await seedRequest(deps.stores, { category: 'Streetlight Outage', address: '12 Elm Street' });
      await changeAssignee(deps, request.id, worker.id, manager);
      const [mail] = mailTo(worker.email);
      expect(mail?.subject).toBe(`${formatReference(request.reference)} assigned to you: Streetlight Outage`);
      expect(mail?.body).toContain('Morgan Manager assigned request');
      expect(mail?.body).toContain('Address: 12 Elm Street');
      expect(mail?.body).toContain(`${deps.place.threeOneOneUrl}/staff/requests/${request.id}`);
      expect(mail?.body).toContain(`${deps.place.threeOneOneUrl}/staff/account/notifications`);
      expect(mail?.body).not.toContain('rita@example.org');
      expect(mail?.body).not.toContain('Rita Resident');
    });

    it('sends nothing to a member who assigns to themselves, nor on unassigning', async () => {
      const { request } = await seedRequest(deps.stores);
      await changeAssignee(deps, request.id, manager.id, manager);
      await changeAssignee(deps, request.id, null, manager);
      expect(mailTo(manager.email)).toEqual([]);
    });

    it('queues the notice in the digest instead for a member who chose it, and sends nothing for "none"', async () => {
      const other = await addStaff(deps.stores, 'worker', { email: 'nan@township.test' });
      await deps.stores.staffMail.setChoice(worker.id, 'digest');
      await deps.stores.staffMail.setChoice(other.id, 'none');
      const { request } = await seedRequest(deps.stores);
      await changeAssignee(deps, request.id, worker.id, manager);
      await changeAssignee(deps, request.id, other.id, manager);
      expect(mailTo(worker.email)).toEqual([]);
      expect(mailTo(other.email)).toEqual([]);
      expect(await deps.stores.staffMail.dueDigests('2026-11-22', 10)).toEqual([worker.id]);
      const digest = await deps.stores.staffMail.takeDigest(worker.id, '2026-11-22');
      expect(digest?.notices.map((notice) => [notice.kind, notice.reference])).toEqual([
        ['assigned', formatReference(request.reference)],
      ]);
    });

    it('e-mails the assignee once for a bulk change, listing the requests it assigned and not those already theirs', async () => {
      const first = (await seedRequest(deps.stores)).request;
      const mine = (await seedRequest(deps.stores, { assignedTo: worker.id })).request;
      const third = (await seedRequest(deps.stores)).request;
      await bulkChange(deps, { ids: [first.id, mine.id, third.id], change: { assignedTo: worker.id } }, manager);
      const mails = mailTo(worker.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['2 requests assigned to you']);
      const references = [...mails[0]!.body.matchAll(/^Reference: (\S+)$/gm)].map((match) => match[1]);
      expect(references).toEqual([formatReference(first.reference), formatReference(third.reference)]);
      expect(mails[0]!.body).toContain(`${deps.place.threeOneOneUrl}/staff/requests/${third.id}`);
    });

    it('words a bulk change of one request as a single assignment, and queues each request for a digest', async () => {
      const only = (await seedRequest(deps.stores)).request;
      await bulkChange(deps, { ids: [only.id], change: { assignedTo: worker.id } }, manager);
      expect(mailTo(worker.email).map((mail) => mail.subject)).toEqual([
        `${formatReference(only.reference)} assigned to you: ${only.category}`,
      ]);
      const other = await addStaff(deps.stores, 'worker', { email: 'dee@township.test' });
      await deps.stores.staffMail.setChoice(other.id, 'digest');
      const ids = [(await seedRequest(deps.stores)).request.id, (await seedRequest(deps.stores)).request.id];
      await bulkChange(deps, { ids, change: { assignedTo: other.id } }, manager);
      expect(mailTo(other.email)).toEqual([]);
      expect((await deps.stores.staffMail.takeDigest(other.id, '2026-11-22'))?.notices).toHaveLength(2);
    });

    it('never fails the assignment when the notice cannot be stored', async () => {
      deps.stores.staffMail.getChoice = () => Promise.reject(new Error('disk full'));
      const { request } = await seedRequest(deps.stores);
      const updated = await changeAssignee(deps, request.id, worker.id, manager);
      expect(updated?.assignedTo).toBe(worker.id);
      expect(mailTo(worker.email)).toEqual([]);
    });
  });

  describe('a resident reopened or added information', () => {
    async function assignedWithLink(status: 'New' | 'Resolved') {
      const { request } = await seedRequest(deps.stores, { assignedTo: worker.id, status: 'New' });
      if (status === 'Resolved')
        await deps.stores.requests.update(request.id, statusChange('Resolved', manager, deps.clock()));
      const token = await submitterLinkToken(deps.stores, request.id);
      return { request, token };
    }

    it('tells the assignee of information added', async () => {
      const { request, token } = await assignedWithLink('New');
      expect((await addInformation(deps, token, 'It is flickering too', undefined)).ok).toBe(true);
      expect(mailTo(worker.email).map((mail) => mail.subject)).toEqual([
        `${formatReference(request.reference)} the resident added information: ${request.category}`,
      ]);
    });

    it('tells the assignee of a "not fixed" reopening', async () => {
      const { request, token } = await assignedWithLink('Resolved');
      expect((await reopenRequest(deps, token, 'Still dark')).ok).toBe(true);
      expect(mailTo(worker.email).map((mail) => mail.subject)).toEqual([
        `${formatReference(request.reference)} reopened by the resident: ${request.category}`,
      ]);
    });
  });

  describe('work completed awaiting review', () => {
    it('tells the department’s active managers, not the worker, nor other departments’ managers', async () => {
      const parks = await addStaff(deps.stores, 'manager', { department: 'Parks', email: 'pat@township.test' });
      const retired = await addStaff(deps.stores, 'manager', { email: 'old@township.test' });
      await deps.stores.staff.update(retired.id, { active: false });
      const { request } = await seedRequest(deps.stores, { assignedTo: worker.id, assignedDepartment: 'Public Works' });
      await noticeWorkCompleted(deps, request, worker);
      expect(mailTo(manager.email).map((mail) => mail.subject)).toEqual([
        `${formatReference(request.reference)} work completed, awaiting review: ${request.category}`,
      ]);
      expect(mailTo(manager.email)[0]?.body).toContain('Wes Worker reported the work on request');
      expect([...mailTo(worker.email), ...mailTo(parks.email), ...mailTo(retired.email)]).toEqual([]);
    });
  });
});
