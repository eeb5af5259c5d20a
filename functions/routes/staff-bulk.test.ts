/**
 * POST /api/staff/requests/bulk (docs/product.md#311-bulk-changes): each request changed as a
 * single change would change it (history entry, messages, live event), every id in the summary.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BULK_MESSAGES, MAX_BULK_REQUESTS, type BulkSummary } from '#domain/requests/bulk-change.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { createApp } from '../app.ts';
import type { RequestEvent } from '../storage/ports.ts';
import { addStaff, seedRequest, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { openStaffApp, outboxServices } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let manager: StaffProfile;
let managerSession: SignedIn;

beforeEach(async () => {
  ({
    deps,
    app,
    staff: manager,
    session: managerSession,
  } = await openStaffApp(() => new Date(), 'manager', {
    member: { name: 'Maria Lopez' },
    services: outboxServices,
  }));
});

afterEach(async () => {
  await deps.cleanup();
});

const bulk = (body: unknown, session = managerSession) =>
  app.request('/api/staff/requests/bulk', {
    method: 'POST',
    headers: staffHeaders(session),
    body: JSON.stringify(body),
  });
const pending = () => deps.stores.outbox.listPending(new Date(Date.now() + 3_600_000));
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** Requests of distinct submitters: resident0@example.org, resident1@… */
async function seedMany(count: number) {
  const seeded = [];
  for (let i = 0; i < count; i++) {
    seeded.push(
      (await seedRequest(deps.stores, {}, { email: `resident${i}@example.org`, wantsTextAlerts: false })).request,
    );
  }
  return seeded;
}

describe('a bulk status change', () => {
  it('changes each request once, with its history entry, one e-mail per submitter and a live event', async () => {
    const requests = await seedMany(3);
    const events: RequestEvent[] = [];
    const unsubscribe = deps.stores.changes.subscribe((event) => events.push(event));
    const res = await bulk({ ids: requests.map((r) => r.id), change: { status: 'Resolved' } });
    unsubscribe();
    expect(res.status).toBe(200);
    expect((await res.json()) as BulkSummary).toEqual({
      changed: requests.map((r) => ({ id: r.id, reference: r.reference })),
      refused: [],
    });
    for (const request of requests) {
      const stored = await deps.stores.requests.get(request.id);
      expect(stored?.status).toBe('Resolved');
      expect(stored?.history.map((entry) => entry.action)).toEqual(['Request Submitted', 'Status changed to Resolved']);
      expect(stored?.history.at(-1)).toMatchObject({ user: 'Maria Lopez', userId: manager.id });
    }
    const mail = (await pending()).map((message) => [message.channel, message.to, message.requestId]);
    expect(mail.sort()).toEqual(requests.map((r, i) => ['email', `resident${i}@example.org`, r.id]).sort());
    // One event each; a few are changed at once, so not necessarily in the order sent.
    expect(events.map((event) => [event.type, event.request.id]).sort()).toEqual(
      requests.map((r) => ['updated', r.id]).sort(),
    );
  });

  it('posts the closing comment on each request in the same write, and tells each submitter of both', async () => {
    const requests = await seedMany(2);
    const comment = 'The storm damage is repaired.';
    const res = await bulk({ ids: requests.map((r) => r.id), change: { status: 'Resolved', comment } });
    expect(res.status).toBe(200);
    for (const [i, request] of requests.entries()) {
      const stored = await deps.stores.requests.get(request.id);
      expect(stored?.history.map((entry) => entry.action).slice(1)).toEqual([
        'Status changed to Resolved',
        'Public comment added',
      ]);
      expect(stored?.comments.map((entry) => entry.text)).toEqual([comment]);
      const mine = (await pending()).filter((message) => message.to === `resident${String(i)}@example.org`);
      expect(mine.map((message) => message.body.includes(comment))).toEqual([false, true]);
    }
  });

  it('keeps a reason for skipping the closing comment as an internal note on each request', async () => {
    const requests = await seedMany(2);
    const res = await bulk({
      ids: requests.map((r) => r.id),
      change: { status: 'Closed', skipReason: 'Storm cleanup' },
    });
    expect(res.status).toBe(200);
    for (const request of requests) {
      const stored = await deps.stores.requests.get(request.id);
      expect(stored?.internalNotes.map((entry) => entry.text)).toEqual([
        'Closed without a public comment. Reason: Storm cleanup',
      ]);
      expect(stored?.comments).toEqual([]);
    }
  });

  it('ends the review of work on each request it resolves', async () => {
    const { request } = await seedRequest(deps.stores, { status: 'In Progress', reviewPending: true });
    const res = await bulk({ ids: [request.id], change: { status: 'Resolved', skipReason: 'Checked on site' } });
    expect(res.status).toBe(200);
    expect((await deps.stores.requests.get(request.id))?.reviewPending).toBe(false);
  });

  it('refuses, per id, a request already so and one that does not exist, and changes the rest', async () => {
    const [done, open] = await seedMany(2);
    await deps.stores.requests.update(done!.id, { set: { status: 'Closed' } });
    const missing = newRequestId();
    const res = await bulk({ ids: [done!.id, missing, open!.id], change: { status: 'Closed' } });
    expect(res.status).toBe(200);
    expect((await res.json()) as BulkSummary).toEqual({
      changed: [{ id: open!.id, reference: open!.reference }],
      refused: [
        { id: done!.id, reference: done!.reference, reason: 'unchanged' },
        { id: missing, reference: null, reason: 'notFound' },
      ],
    });
    expect((await deps.stores.requests.get(done!.id))?.history).toHaveLength(1);
    expect((await pending()).map((message) => message.requestId)).toEqual([open!.id]);
  });

  it('reports a request whose write failed as a conflict, and still changes the others', async () => {
    const [first, second] = await seedMany(2);
    const updateIf = deps.stores.requests.updateIf.bind(deps.stores.requests);
    deps.stores.requests.updateIf = (id, change, condition) =>
      id === first!.id ? Promise.reject(new Error('database is locked')) : updateIf(id, change, condition);
    const res = await bulk({ ids: [first!.id, second!.id], change: { priority: 'High' } });
    expect((await res.json()) as BulkSummary).toEqual({
      changed: [{ id: second!.id, reference: second!.reference }],
      refused: [{ id: first!.id, reference: first!.reference, reason: 'conflict' }],
    });
    expect((await deps.stores.requests.get(first!.id))?.priority).not.toBe('High');
  });
});

describe('the largest bulk change', () => {
  it(`changes ${String(MAX_BULK_REQUESTS)} requests, listing every id in the order sent`, async () => {
    const requests = (await seedMany(MAX_BULK_REQUESTS)).reverse();
    const res = await bulk({ ids: requests.map((r) => r.id), change: { priority: 'Emergency' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BulkSummary).changed.map((changed) => changed.id)).toEqual(requests.map((r) => r.id));
    const stored = await Promise.all(requests.map((r) => deps.stores.requests.get(r.id)));
    expect(stored.map((request) => request?.priority)).toEqual(requests.map(() => 'Emergency'));
  });
});

describe('a bulk assignment', () => {
  it('assigns with the department, sends the submitters nothing and the assignee one e-mail for all', async () => {
    const worker = await addStaff(deps.stores, 'worker', { name: 'Sam Lee', department: 'Parks & Recreation' });
    const requests = await seedMany(2);
    const res = await bulk({ ids: requests.map((r) => r.id), change: { assignedTo: worker.id } });
    expect(((await res.json()) as BulkSummary).changed).toHaveLength(2);
    for (const request of requests) {
      expect(await deps.stores.requests.get(request.id)).toMatchObject({
        assignedTo: worker.id,
        assignedDepartment: 'Parks & Recreation',
      });
    }
    // docs/product.md#311-staff-e-mails
    expect((await pending()).map((message) => [message.to, message.subject])).toEqual([
      [worker.email, '2 requests assigned to you'],
    ]);
    const again = await bulk({ ids: [requests[0]!.id], change: { assignedTo: worker.id } });
    expect(((await again.json()) as BulkSummary).refused).toEqual([
      { id: requests[0]!.id, reference: requests[0]!.reference, reason: 'unchanged' },
    ]);
  });

  it('refuses a deactivated assignee before writing anything', async () => {
    const gone = await addStaff(deps.stores, 'worker');
    await deps.stores.staff.update(gone.id, { active: false });
    const [request] = await seedMany(1);
    const res = await bulk({ ids: [request!.id], change: { assignedTo: gone.id } });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe('That staff member is deactivated and cannot be assigned new requests.');
    expect((await deps.stores.requests.get(request!.id))?.assignedTo ?? null).toBeNull();
  });
});

describe('bad bulk input', () => {
  const id = newRequestId();
  it.each([
    ['no ids', { ids: [], change: { status: 'New' } }, BULK_MESSAGES.noIds],
    [
      'too many',
      { ids: Array.from({ length: MAX_BULK_REQUESTS + 1 }, () => newRequestId()), change: { status: 'New' } },
      BULK_MESSAGES.tooMany,
    ],
    ['a repeated id', { ids: [id, id], change: { status: 'New' } }, BULK_MESSAGES.repeatedId],
    ['a malformed id', { ids: ['../etc'], change: { status: 'New' } }, BULK_MESSAGES.badId],
    ['two changes', { ids: [id], change: { status: 'New', priority: 'High' } }, BULK_MESSAGES.oneChange],
    ['no change', { ids: [id], change: {} }, BULK_MESSAGES.oneChange],
    ['an unknown status', { ids: [id], change: { status: 'Done' } }, BULK_MESSAGES.oneChange],
  ])('answers 422 for %s', async (_name, body, message) => {
    const res = await bulk(body);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe(message);
  });

  it('is refused to a worker, who changes nothing', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    const [request] = await seedMany(1);
    const res = await bulk({ ids: [request!.id], change: { status: 'Closed' } }, await signIn(app, worker.email));
    expect(res.status).toBe(403);
    expect((await deps.stores.requests.get(request!.id))?.status).toBe('New');
  });
});
