/**
 * Work completed and review (docs/product.md#311-work-completed-and-review) through the API: the
 * assignee records the work with a note and a photo, which flags the request without changing its
 * status; the refusals (another worker, a finished request, work already pending, a bad photo or
 * note); and the manager resolving it with its closing comment or sending it back with a reason.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import { WORK_MESSAGES } from '#domain/requests/work-completed.ts';
import type { createApp } from '../app.ts';
import { addStaff, seedRequest, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { submitForm, tinyImage } from '../testing/fixtures/submit-form.ts';
import { openStaffApp, outboxServices } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let worker: StaffProfile;
let workerSession: SignedIn;
let manager: StaffProfile;
let managerSession: SignedIn;

beforeEach(async () => {
  ({
    deps,
    app,
    staff: worker,
    session: workerSession,
  } = await openStaffApp(() => new Date(), 'worker', { member: { name: 'Wes Worker' }, services: outboxServices }));
  manager = await addStaff(deps.stores, 'manager', { name: 'Maria Lopez' });
  managerSession = await signIn(app, manager.email);
});

afterEach(async () => {
  await deps.cleanup();
});

/** The form, without the JSON content type: fetch sets the multipart boundary itself. */
function postWork(session: SignedIn, id: string, body: FormData | string, type?: string) {
  const headers = staffHeaders(session);
  delete headers['Content-Type'];
  return app.request(`/api/staff/requests/${id}/work-completed`, {
    method: 'POST',
    headers: type ? { ...headers, 'Content-Type': type } : headers,
    body,
  });
}
const postJson = (session: SignedIn, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const requestOf = async (res: Response) => ((await res.json()) as { request: ServiceRequest }).request;
const emails = async () =>
  (await deps.stores.outbox.listPending(new Date(Date.now() + 3_600_000))).filter((m) => m.channel === 'email');

describe('recording work completed', () => {
  it('flags the assignee’s request for review with the note and photo, leaving the status', async () => {
    const { request } = await seedRequest(deps.stores, { status: 'In Progress', assignedTo: worker.id });
    const res = await postWork(
      workerSession,
      request.id,
      submitForm({ note: ' Filled and rolled. ' }, { bytes: await tinyImage('png') }),
    );
    expect(res.status).toBe(200);
    const updated = await requestOf(res);
    expect(updated).toMatchObject({ status: 'In Progress', reviewPending: true });
    expect(updated.workCompleted).toMatchObject({ note: 'Filled and rolled.', user: 'Wes Worker', userId: worker.id });
    expect(updated.history.at(-1)?.action).toBe('Work completed by Wes Worker');
    const photo = updated.workCompleted?.photo;
    expect(photo).toEqual(expect.stringMatching(/\.png$/));
    const served = await app.request(`/api/staff/requests/${request.id}/photos/${photo!}`, {
      headers: staffHeaders(workerSession),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    // Not on the public address, and the public history names no one.
    expect((await app.request(`/api/uploads/${request.id}/${photo!}`)).status).toBe(404);
    const publicView = await (await app.request(`/api/requests/${request.id}`)).text();
    expect(publicView).toContain('Work completed, awaiting review');
    expect(publicView).not.toContain('Wes Worker');
    expect(publicView).not.toContain('Filled and rolled');
    expect(await deps.stores.requests.count({ review: 'pending' })).toBe(1);
  });

  it.each([
    ['another worker’s request', { assignedTo: 'someone-else' }, 403, WORK_MESSAGES.notAssignee],
    ['an unassigned request', { assignedTo: null }, 403, WORK_MESSAGES.notAssignee],
    ['a resolved request', { status: 'Resolved' as const }, 409, WORK_MESSAGES.finished],
    ['a closed request', { status: 'Closed' as const }, 409, WORK_MESSAGES.finished],
    ['work already pending', { reviewPending: true }, 409, WORK_MESSAGES.alreadyPending],
  ])('refuses %s', async (_label, overrides, status, message) => {
    const { request } = await seedRequest(deps.stores, { assignedTo: worker.id, ...overrides });
    const res = await postWork(workerSession, request.id, submitForm({ note: 'Done' }));
    expect(res.status).toBe(status);
    expect(await errorOf(res)).toBe(message);
    expect((await deps.stores.requests.get(request.id))?.history).toHaveLength(1);
  });

  it('lets a manager record it on a request assigned to someone else', async () => {
    const { request } = await seedRequest(deps.stores, { assignedTo: worker.id });
    const res = await postWork(managerSession, request.id, submitForm({ note: 'Checked on site' }));
    expect(res.status).toBe(200);
    expect((await requestOf(res)).reviewPending).toBe(true);
  });

  it.each([
    ['a blank note', submitForm({ note: '   ' }), undefined, 422, WORK_MESSAGES.noteRequired],
    ['a long note', submitForm({ note: 'x'.repeat(2001) }), undefined, 422, WORK_MESSAGES.noteTooLong],
    ['no form at all', '{"note":"Done"}', 'application/json', 415, null],
    [
      'a photo that is no image',
      submitForm({ note: 'Done' }, { bytes: new TextEncoder().encode('<svg>') }),
      undefined,
      415,
      null,
    ],
  ])('answers %s with a clear 4xx', async (_label, body, type, status, message) => {
    const { request } = await seedRequest(deps.stores, { assignedTo: worker.id });
    const res = await postWork(workerSession, request.id, body, type);
    expect(res.status).toBe(status);
    const text = await errorOf(res);
    if (message) expect(text).toBe(message);
    else expect(text).toEqual(expect.any(String));
    expect((await deps.stores.requests.get(request.id))?.reviewPending).toBe(false);
  });

  it('answers 404 for an unknown request', async () => {
    const res = await postWork(workerSession, 'AbCdEfGhIjKlMnOpQrSt', submitForm({ note: 'Done' }));
    expect(res.status).toBe(404);
  });
});

describe('the review', () => {
  async function pending() {
    const { request } = await seedRequest(deps.stores, { status: 'In Progress', assignedTo: worker.id });
    expect((await postWork(workerSession, request.id, submitForm({ note: 'Done' }))).status).toBe(200);
    return request.id;
  }

  it('resolves with the closing comment, clears the flag and tells the submitter', async () => {
    const id = await pending();
    const res = await postJson(managerSession, `/api/staff/requests/${id}/review/resolve`, { comment: 'Fixed.' });
    expect(res.status).toBe(200);
    const updated = await requestOf(res);
    expect(updated).toMatchObject({ status: 'Resolved', reviewPending: false });
    expect(updated.comments.map((comment) => comment.text)).toEqual(['Fixed.']);
    expect(updated.history.slice(-2).map((entry) => entry.action)).toEqual([
      'Status changed to Resolved',
      'Public comment added',
    ]);
    const bodies = (await emails()).map((message) => message.body);
    expect(bodies.some((body) => body.includes('"Resolved"'))).toBe(true);
    expect(await deps.stores.requests.count({ review: 'pending' })).toBe(0);
  });

  it('ends the review when the request is resolved with Change Status instead', async () => {
    const id = await pending();
    const res = await postJson(managerSession, `/api/staff/requests/${id}/status`, {
      status: 'Closed',
      skipReason: 'Dup',
    });
    expect(res.status).toBe(200);
    expect(await requestOf(res)).toMatchObject({ status: 'Closed', reviewPending: false });
  });

  it('asks a resolve for a closing comment or a reason', async () => {
    const id = await pending();
    const res = await postJson(managerSession, `/api/staff/requests/${id}/review/resolve`, {});
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe('Write a comment to the resident, or skip it and give a reason.');
  });

  it('sends the work back with the reason as an internal note, and the worker may record it again', async () => {
    const id = await pending();
    const res = await postJson(managerSession, `/api/staff/requests/${id}/review/send-back`, {
      reason: 'The cone is still there.',
    });
    expect(res.status).toBe(200);
    const updated = await requestOf(res);
    expect(updated).toMatchObject({ status: 'In Progress', reviewPending: false });
    expect(updated.internalNotes.map((note) => note.text)).toContain('Work sent back: The cone is still there.');
    expect(updated.history.map((entry) => entry.action)).toContain('Work sent back by Maria Lopez');
    expect((await postWork(workerSession, id, submitForm({ note: 'Cone removed' }))).status).toBe(200);
  });

  it.each(['resolve', 'send-back'])('%s answers 409 when nothing awaits review, 403 to a worker', async (action) => {
    const { request } = await seedRequest(deps.stores, { assignedTo: worker.id });
    const body = action === 'resolve' ? { skipReason: 'Duplicate' } : { reason: 'Not done' };
    const path = `/api/staff/requests/${request.id}/review/${action}`;
    const res = await postJson(managerSession, path, body);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(WORK_MESSAGES.notPending);
    expect((await postJson(workerSession, path, body)).status).toBe(403);
  });

  it('refuses a blank send-back reason', async () => {
    const id = await pending();
    const res = await postJson(managerSession, `/api/staff/requests/${id}/review/send-back`, { reason: ' ' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe(WORK_MESSAGES.reasonRequired);
  });
});
