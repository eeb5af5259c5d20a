/**
 * Merging a duplicate and undoing it through the API (docs/product.md#311-merging-duplicates):
 * the refusals, both requests' history, the followers moved and put back exactly, the one e-mail
 * each person gets, and the public view's link to the original.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatReference } from '#domain/requests/reference.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { createApp } from '../app.ts';
import { MAX_FOLLOWERS } from '../services/request-updates.ts';
import { addStaff, seedRequest, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { openStaffApp, outboxServices } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let manager: SignedIn;

beforeEach(async () => {
  ({
    deps,
    app,
    session: manager,
  } = await openStaffApp(() => new Date(), 'manager', {
    member: { name: 'Maria Lopez' },
    services: outboxServices,
  }));
});

afterEach(async () => {
  await deps.cleanup();
});

const post = (path: string, body?: unknown, session = manager) =>
  app.request(path, {
    method: 'POST',
    headers: staffHeaders(session),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = (path: string, session = manager) => app.request(path, { headers: staffHeaders(session) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const pending = () => deps.stores.outbox.listPending(new Date(Date.now() + 3_600_000));
const actions = async (id: string) => (await deps.stores.requests.get(id))?.history.map((entry) => entry.action);
const follows = async (id: string) =>
  (await deps.stores.follow.listActive(id, MAX_FOLLOWERS)).map((subscription) => subscription.email).sort();

/** An original and a duplicate, each with its own submitter. */
async function pair() {
  const original = (await seedRequest(deps.stores, {}, { email: 'first@example.org', wantsTextAlerts: false })).request;
  const duplicate = (
    await seedRequest(deps.stores, { status: 'In Progress' }, { email: 'second@example.org', wantsTextAlerts: false })
  ).request;
  return { original, duplicate };
}

async function follow(request: ServiceRequest, email: string) {
  const subscription = await deps.stores.follow.subscribe(request.id, email, 'es');
  await deps.stores.follow.setSubscriptionStatus(subscription.id, 'active');
}

describe('merging a duplicate', () => {
  it('closes it, links both in history, moves its people onto the original and e-mails each once', async () => {
    const { original, duplicate } = await pair();
    await follow(duplicate, 'neighbour@example.org');
    await follow(duplicate, 'already@example.org');
    await follow(original, 'already@example.org');
    const preview = await get(
      `/api/staff/requests/${duplicate.id}/merge?into=${formatReference(original.reference).toLowerCase()}`,
    );
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      original: {
        id: original.id,
        reference: original.reference,
        category: original.category,
        address: original.address,
        status: 'New',
      },
    });

    const res = await post(`/api/staff/requests/${duplicate.id}/merge`, { into: formatReference(original.reference) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { request: ServiceRequest; followers: { added: number; full: number } };
    expect(body.request).toMatchObject({ status: 'Closed', mergedInto: original.id });
    expect(body.followers).toEqual({ added: 2, full: 0 });
    expect(await actions(duplicate.id)).toEqual([
      'Request Submitted',
      'Status changed to Closed',
      `Merged into ${formatReference(original.reference)}`,
    ]);
    expect(await actions(original.id)).toEqual([
      'Request Submitted',
      `${formatReference(duplicate.reference)} merged into this request`,
    ]);
    expect(await follows(original.id)).toEqual(['already@example.org', 'neighbour@example.org', 'second@example.org']);
    const mail = (await pending()).filter((message) => message.requestId === duplicate.id);
    expect(mail.map((message) => message.to).sort()).toEqual([
      'already@example.org',
      'neighbour@example.org',
      'second@example.org',
    ]);
    const toSubmitter = mail.find((message) => message.to === 'second@example.org')!;
    expect(toSubmitter.subject).toBe(
      `Request ${formatReference(duplicate.reference)} was merged into ${formatReference(original.reference)}`,
    );
    expect(toSubmitter.body).toContain(`/track/${original.id}`);
    // A follower's e-mail is in the language they followed in.
    expect(mail.find((message) => message.to === 'neighbour@example.org')?.subject).toContain('se unió');

    const listed = await get(`/api/staff/requests/${original.id}/merged`);
    expect(await listed.json()).toMatchObject({ requests: [{ id: duplicate.id }], more: false });
    const publicView = (await (await app.request(`/api/requests/${duplicate.id}`)).json()) as Record<string, unknown>;
    expect(publicView.mergedInto).toEqual({ id: original.id, reference: original.reference });
  });

  it('then an update to the original reaches the duplicate’s submitter', async () => {
    const { original, duplicate } = await pair();
    await post(`/api/staff/requests/${duplicate.id}/merge`, { into: original.id });
    await post(`/api/staff/requests/${original.id}/status`, { status: 'Resolved' });
    const updates = (await pending()).filter((message) => message.to === 'second@example.org');
    expect(updates.some((message) => message.body.includes('"Resolved"') && message.requestId === original.id)).toBe(
      true,
    );
  });

  it.each([
    [
      'itself',
      (ids: { original: string; duplicate: string }) => ids.duplicate,
      422,
      'A request cannot be merged into itself.',
    ],
    ['an unknown reference', () => 'ZZZZ-ZZZZ', 422, 'No request found with that reference or ID.'],
    ['a blank reference', () => '  ', 422, 'Enter the reference or ID of the original request.'],
  ])('refuses merging into %s', async (_, into, status, message) => {
    const { original, duplicate } = await pair();
    const res = await post(`/api/staff/requests/${duplicate.id}/merge`, {
      into: into({ original: original.id, duplicate: duplicate.id }),
    });
    expect(res.status).toBe(status);
    expect(await errorOf(res)).toBe(message);
    expect((await deps.stores.requests.get(duplicate.id))?.mergedInto).toBeNull();
  });

  it('refuses malformed bodies with a 4xx and unknown requests with a 404', async () => {
    const { duplicate } = await pair();
    for (const body of [null, 'x', { into: 5 }, { into: 'x'.repeat(65) }, {}]) {
      const res = await post(`/api/staff/requests/${duplicate.id}/merge`, body);
      expect([400, 422]).toContain(res.status);
      expect(await errorOf(res)).toEqual(expect.any(String));
    }
    expect((await post('/api/staff/requests/not-an-id/merge', { into: duplicate.id })).status).toBe(404);
    expect((await post('/api/staff/requests/AAAAAAAAAAAAAAAAAAAA/unmerge')).status).toBe(404);
  });

  it('refuses a duplicate already merged, a merged original and chains', async () => {
    const { original, duplicate } = await pair();
    const third = (await seedRequest(deps.stores, {}, { email: 'third@example.org' })).request;
    expect((await post(`/api/staff/requests/${duplicate.id}/merge`, { into: original.id })).status).toBe(200);
    const again = await post(`/api/staff/requests/${duplicate.id}/merge`, { into: third.id });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(
      `This request is already merged into ${formatReference(original.reference)}. Undo that merge first.`,
    );
    const intoMerged = await post(`/api/staff/requests/${third.id}/merge`, { into: duplicate.reference });
    expect(intoMerged.status).toBe(409);
    expect(await errorOf(intoMerged)).toContain(`itself merged into ${formatReference(original.reference)}`);
    const chain = await post(`/api/staff/requests/${original.id}/merge`, { into: third.id });
    expect(chain.status).toBe(409);
    expect(await errorOf(chain)).toContain('Other requests are merged into this one');
  });

  it('adds no more followers than the original takes, and says how many were left out', async () => {
    const { original, duplicate } = await pair();
    for (let i = 0; i < MAX_FOLLOWERS; i++) await follow(original, `f${i}@example.org`);
    const res = await post(`/api/staff/requests/${duplicate.id}/merge`, { into: original.id });
    expect(((await res.json()) as { followers: unknown }).followers).toEqual({ added: 0, full: 1 });
    expect(await deps.stores.follow.countActive(original.id)).toBe(MAX_FOLLOWERS);
    const mail = (await pending()).find((message) => message.to === 'second@example.org');
    expect(mail?.body).toContain('follow it here');
  });

  it('is refused to a worker', async () => {
    const { original, duplicate } = await pair();
    await addStaff(deps.stores, 'worker', { email: 'w@example.org' });
    const worker = await signIn(app, 'w@example.org');
    expect((await post(`/api/staff/requests/${duplicate.id}/merge`, { into: original.id }, worker)).status).toBe(403);
  });
});

describe('undoing a merge', () => {
  it('restores the status, clears the link and ends only the follows the merge made, after other changes', async () => {
    const { original, duplicate } = await pair();
    await follow(original, 'already@example.org');
    await follow(duplicate, 'already@example.org');
    await post(`/api/staff/requests/${duplicate.id}/merge`, { into: original.id });
    await post(`/api/staff/requests/${original.id}/status`, { status: 'Resolved' });
    const res = await post(`/api/staff/requests/${duplicate.id}/unmerge`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { followers: unknown }).followers).toEqual({ removed: 1, failed: 0 });
    const restored = await deps.stores.requests.get(duplicate.id);
    expect(restored).toMatchObject({ status: 'In Progress', mergedInto: null, mergeRecord: null });
    expect((await actions(duplicate.id))?.slice(-2)).toEqual([
      'Status changed to In Progress',
      `Merge into ${formatReference(original.reference)} undone`,
    ]);
    expect((await actions(original.id))?.at(-1)).toBe(`Merge of ${formatReference(duplicate.reference)} undone`);
    expect(await follows(original.id)).toEqual(['already@example.org']);
    expect(await (await get(`/api/staff/requests/${original.id}/merged`)).json()).toEqual({
      requests: [],
      more: false,
    });
    const again = await post(`/api/staff/requests/${duplicate.id}/unmerge`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('This request is not merged into another request.');
  });
});
