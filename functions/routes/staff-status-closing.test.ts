/**
 * POST /api/staff/requests/:id/status with a closing comment or the reason for skipping it
 * (docs/product.md#311-closing-comment): one update, the comment public and announced, the reason
 * an internal note, lengths checked like comments, and the status alone still accepted.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import type { createApp } from '../app.ts';
import { seedRequest, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { openStaffApp, outboxServices } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let manager: StaffProfile;
let session: SignedIn;

beforeEach(async () => {
  ({
    deps,
    app,
    staff: manager,
    session,
  } = await openStaffApp(() => new Date(), 'manager', {
    member: { name: 'Maria Lopez' },
    services: outboxServices,
  }));
});

afterEach(async () => {
  await deps.cleanup();
});

const postStatus = (id: string, body: unknown) =>
  app.request(`/api/staff/requests/${id}/status`, {
    method: 'POST',
    headers: staffHeaders(session),
    body: JSON.stringify(body),
  });
const emails = async () =>
  (await deps.stores.outbox.listPending(new Date(Date.now() + 3_600_000))).filter((m) => m.channel === 'email');
const by = () => ({ user: 'Maria Lopez', userId: manager.id });

it('resolves with a public comment in one update, and tells the submitter of both', async () => {
  const { request } = await seedRequest(deps.stores);
  const res = await postStatus(request.id, { status: 'Resolved', comment: ' Lamp replaced on Friday. ' });
  expect(res.status).toBe(200);
  const { request: updated } = (await res.json()) as { request: ServiceRequest };
  expect(updated.status).toBe('Resolved');
  expect(updated.comments).toEqual([expect.objectContaining({ text: 'Lamp replaced on Friday.', ...by() })]);
  expect(updated.internalNotes).toEqual([]);
  expect(updated.history.slice(-2).map((entry) => entry.action)).toEqual([
    'Status changed to Resolved',
    'Public comment added',
  ]);
  const bodies = (await emails()).map((message) => message.body);
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).toContain('"Resolved"');
  expect(bodies[1]).toContain('Lamp replaced on Friday.');
});

it('closes with a skip reason as an internal note and no public comment', async () => {
  const { request } = await seedRequest(deps.stores);
  const res = await postStatus(request.id, { status: 'Closed', skipReason: 'Duplicate of an earlier report' });
  expect(res.status).toBe(200);
  const stored = await deps.stores.requests.get(request.id);
  expect(stored?.status).toBe('Closed');
  expect(stored?.comments).toEqual([]);
  expect(stored?.internalNotes).toEqual([
    expect.objectContaining({ text: 'Closed without a public comment. Reason: Duplicate of an earlier report' }),
  ]);
  expect(stored?.history.at(-1)?.action).toBe('Internal note added');
  // The status e-mail only: the reason stays inside, out of the public view too.
  const bodies = (await emails()).map((message) => message.body);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).not.toContain('Duplicate');
  const shown = await app.request(`/api/requests/${request.id}`);
  expect(shown.status).toBe(200);
  const publicView = await shown.text();
  expect(publicView).toContain('"status":"Closed"');
  expect(publicView).not.toContain('Duplicate');
});

it('still takes the status alone, as clients before the closing comment send it', async () => {
  const { request } = await seedRequest(deps.stores);
  const res = await postStatus(request.id, { status: 'Closed' });
  expect(res.status).toBe(200);
  const stored = await deps.stores.requests.get(request.id);
  expect([stored?.status, stored?.comments.length, stored?.internalNotes.length]).toEqual(['Closed', 0, 0]);
});

it.each([
  [
    { status: 'Closed', comment: 'Done.', skipReason: 'Duplicate' },
    'Send either a comment or a reason for skipping it, not both.',
  ],
  [{ status: 'Resolved', comment: ' \n ' }, 'Please enter some text.'],
  [{ status: 'Resolved', comment: 'x'.repeat(2001) }, 'Text must be at most 2000 characters.'],
  [{ status: 'Closed', skipReason: 'x'.repeat(501) }, 'The reason must be at most 500 characters.'],
  [{ status: 'Closed', skipReason: 7 }, 'Please give a reason for skipping the comment.'],
])('refuses %j with a 422 that says why, changing nothing', async (body, message) => {
  const { request } = await seedRequest(deps.stores);
  const res = await postStatus(request.id, body);
  expect(res.status).toBe(422);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
  const stored = await deps.stores.requests.get(request.id);
  expect([stored?.status, stored?.history.length]).toEqual([request.status, request.history.length]);
});
