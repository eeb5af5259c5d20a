/**
 * The privacy bar for merged requests (docs/product.md#311-merging-duplicates): a duplicate full of
 * private values merged into an original, then undone; at each step neither request's public
 * replies (the lookup, the list, Open311 in both formats, the track page without JavaScript) show
 * any of them, and the original's public view never takes the duplicate's description.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { createApp } from '../app.ts';
import { seedRequest, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { getBoth } from '../testing/helpers/open311-client.ts';
import { openStaffApp, outboxServices } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

const PRIVATE = {
  name: 'Zqxmerge Submittername',
  email: 'zqx.merge.submitter@example.org',
  phone: '+1 (609) 555-0133',
  submitterAddress: '33 Zqxmerge Court',
  note: 'ZQX-MERGE-INTERNAL-NOTE',
  follower: 'zqx.merge.follower@example.org',
  staffName: 'Zqxmerge Managername',
} as const;
const DUPLICATE_DESCRIPTION = 'Zqx duplicate own words';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let manager: SignedIn;

beforeEach(async () => {
  ({
    deps,
    app,
    session: manager,
  } = await openStaffApp(() => new Date(), 'manager', {
    member: { name: PRIVATE.staffName },
    services: outboxServices,
  }));
});

afterEach(async () => {
  await deps.cleanup();
});

function expectNoPrivate(where: string, text: string) {
  const lower = text.toLowerCase();
  for (const [key, value] of Object.entries(PRIVATE)) {
    expect(lower.includes(value.toLowerCase()), `${where} leaks ${key}`).toBe(false);
  }
}

async function publicReplies(ids: readonly string[]) {
  const texts: [string, string][] = [];
  for (const path of [
    '/api/requests',
    ...ids.map((id) => `/api/requests/${id}`),
    ...ids.map((id) => `/api/311/track?id=${id}`),
  ]) {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    texts.push([path, await res.text()]);
  }
  for (const id of ids) {
    const path = `/api/open311/v2/requests/${id}.{format}?extensions=true`;
    const { jsonText, xmlText } = await getBoth(app, path, 'service_requests');
    texts.push([path, jsonText], [`${path} (XML)`, xmlText]);
  }
  return texts;
}

describe('merged requests in public', () => {
  it('show no private value of either request, merged and after the undo', async () => {
    const original = (await seedRequest(deps.stores, {}, { email: 'orig.merge@example.org' })).request;
    const duplicate = (
      await seedRequest(
        deps.stores,
        {
          description: DUPLICATE_DESCRIPTION,
          internalNotes: [{ timestamp: new Date().toISOString(), text: PRIVATE.note, user: 'x', userId: 'x' }],
        },
        { name: PRIVATE.name, email: PRIVATE.email, phone: PRIVATE.phone, address: PRIVATE.submitterAddress },
      )
    ).request;
    const subscription = await deps.stores.follow.subscribe(duplicate.id, PRIVATE.follower);
    await deps.stores.follow.setSubscriptionStatus(subscription.id, 'active');
    const post = (path: string, body?: unknown) =>
      app.request(path, { method: 'POST', headers: staffHeaders(manager), body: JSON.stringify(body ?? {}) });

    expect((await post(`/api/staff/requests/${duplicate.id}/merge`, { into: original.reference })).status).toBe(200);
    for (const [where, text] of await publicReplies([original.id, duplicate.id])) expectNoPrivate(where, text);
    const shown = await (await app.request(`/api/requests/${original.id}`)).text();
    expect(shown).not.toContain(DUPLICATE_DESCRIPTION);
    // The track page without JavaScript links the original from the duplicate.
    const plain = await (await app.request(`/api/311/track?id=${duplicate.id}`)).text();
    expect(plain).toContain(`?id=${original.id}`);

    expect((await post(`/api/staff/requests/${duplicate.id}/unmerge`)).status).toBe(200);
    for (const [where, text] of await publicReplies([original.id, duplicate.id])) expectNoPrivate(where, text);
  });
});
