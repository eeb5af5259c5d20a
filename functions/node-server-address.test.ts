import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeApp } from './node-server.ts';
import { parseEnv } from './config/env.ts';
import { createTestDeps, type TestDeps } from './testing/helpers/test-deps.ts';

/** What @hono/node-server passes as the bindings of a request from a given socket address. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function submission(): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Ada Resident',
    email: 'ada@example.org',
    phone: '',
    submitterAddress: '1 Main St',
    category: 'Graffiti',
    description: 'Paint on the underpass wall',
    issueAddress: '2 Station Rd',
    lat: '40.28',
    lng: '-74.59',
  })) {
    form.set(key, value);
  }
  return form;
}

describe('the Node server passes the client socket to the API', () => {
  let deps: TestDeps;
  let dir: string;
  beforeAll(async () => {
    deps = await createTestDeps({ limits: { submitRateLimit: 1 } });
    dir = mkdtempSync(join(tmpdir(), 'node-address-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  });
  afterAll(async () => {
    await deps.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rate-limits submissions per client address, not for everyone at once', async () => {
    const app = createNodeApp({ env: parseEnv({ STATIC_DIR: dir }), version: 'test', services: deps });
    const post = (address: string) =>
      app.request('/api/requests', { method: 'POST', body: submission() }, fromAddress(address));
    expect((await post('203.0.113.7')).status).toBe(201);
    expect((await post('203.0.113.7')).status).toBe(429);
    expect((await post('198.51.100.4')).status).toBe(201);
  });
});
