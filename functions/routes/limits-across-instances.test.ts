/**
 * The limits on Firebase, where the API runs as several instances: two app instances on one
 * Firestore refuse the (limit+1)th anonymous submission and Open311 POST when the attempts are
 * split across both, with the same 429, message and Retry-After as the embedded server (which
 * counts in its memory). Sign-in: sign-in-limits-across-instances.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { seen, useLimitServers, type LimitServers } from '../testing/helpers/two-instances.ts';

// 3:00 PM in the township (EST); windows of an hour end at 4:00 PM.
const limits = useLimitServers(Date.UTC(2025, 0, 5, 20));
const { time } = limits;
const servers = limits.open;

type App = LimitServers['one'];

describe('limits shared by two instances on one Firestore', () => {
  it('refuse the (limit+1)th anonymous submission, as the embedded server does', async () => {
    const { embedded, one, two } = await servers({ submitRateLimit: 3, submitBrowserRateLimit: 0 });
    const post = (app: App, address = '203.0.113.9') =>
      app.request('/api/requests', {
        method: 'POST',
        body: submitForm(validFields()),
        headers: { 'X-Forwarded-For': address },
      });
    for (const app of [one, two, one, embedded, embedded, embedded]) expect((await post(app)).status).toBe(201);
    time.now += 20 * 60_000; // 3:20 PM
    const refused = await seen(await post(two));
    expect(refused).toEqual(await seen(await post(embedded)));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(40 * 60));
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many requests from this connection. Please try again after 4:00 PM.',
      },
    });
    expect((await post(one)).status).toBe(429);
    // Another address has its own count on every instance.
    expect((await post(one, '198.51.100.4')).status).toBe(201);
  });

  it('refuse the (limit+1)th Open311 POST per key and per address, as the embedded server does', async () => {
    const { deps, embedded, one, two } = await servers({ open311KeyRateLimit: 2, open311AddressRateLimit: 3 });
    const createdBy = { id: 'admin-1', name: 'Ada Admin' };
    const shared = await deps.instances[0].stores.apiKeys.create({ label: 'Data portal', createdBy });
    const local = await deps.embedded.stores.apiKeys.create({ label: 'Data portal', createdBy });
    const post = (app: App, apiKey: string) =>
      app.request('/api/open311/v2/requests.json', {
        method: 'POST',
        body: new URLSearchParams({
          api_key: apiKey,
          service_code: 'graffiti',
          address_string: '20 Main St',
          description: 'Paint on the underpass wall',
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.9' },
      });
    expect((await post(one, shared.secret)).status).toBe(200);
    expect((await post(two, shared.secret)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await post(embedded, local.secret)).status).toBe(200);
    time.now += 5 * 60_000;
    const byKey = await seen(await post(one, shared.secret));
    expect(byKey).toEqual(await seen(await post(embedded, local.secret)));
    expect(byKey.status).toBe(429);
    expect(byKey.retryAfter).toBe(String(55 * 60));
    expect(byKey.body).toContain('api_key');
    // The refused third POST still counted for the address, before its key was read: the fourth is over.
    const byAddress = await seen(await post(two, shared.secret));
    expect(byAddress).toEqual(await seen(await post(embedded, local.secret)));
    expect(byAddress.status).toBe(429);
    expect(byAddress.body).toContain('your address');
  });
});
