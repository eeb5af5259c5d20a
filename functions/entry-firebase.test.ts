/**
 * The exported Cloud Functions as the Firebase CLI sees them (their deploy manifests) and as the
 * Functions runtime runs them: `api` is served by @google-cloud/functions-framework over HTTP,
 * configured from process.env with the local backend in a temporary folder.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as framework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStores } from './storage/create-stores.ts';
import { addStaff, cheapHash, TEST_PASSWORD } from './testing/fixtures/staff.ts';
import { submitForm, validFields } from './testing/fixtures/submit-form.ts';

const PORT = 18321;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const VARIABLES = ['BACKEND', 'DATA_DIR', 'SUBMIT_RATE_LIMIT', 'LOG_LEVEL', 'PORT', 'API_SECRETS'] as const;

const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const dataDir = mkdtempSync(join(tmpdir(), 'h3-entry-firebase-'));
let server: Server;
let entry: typeof import('./entry-firebase.ts');

beforeAll(async () => {
  Object.assign(process.env, {
    BACKEND: 'local',
    DATA_DIR: dataDir,
    SUBMIT_RATE_LIMIT: '0',
    LOG_LEVEL: 'info',
    // What the Functions emulator sets; the function must not read it as the server's port.
    PORT: '/tmp/fire_emu_h3.sock',
    // Read when the functions are declared, as the Firebase CLI does at deploy.
    API_SECRETS: 'SMTP_URL, TWILIO_AUTH_TOKEN',
  });
  entry = await import('./entry-firebase.ts');
  // The framework's Request marks rawBody optional; firebase-functions types it as always set.
  framework.http('api', (req, res) => entry.api(req as Parameters<typeof entry.api>[0], res));
  server = getTestServer('api');
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const name of VARIABLES) {
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = saved[name];
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('functionEnvironment', () => {
  it.each([
    ['trusts the two front ends by default', {}, { TRUST_PROXY: '2' }],
    ['keeps a TRUST_PROXY that is set', { TRUST_PROXY: '1' }, { TRUST_PROXY: '1' }],
    [
      'drops the platform-owned PORT and HOST',
      { PORT: '/tmp/x.sock', HOST: '0.0.0.0', BACKEND: 'firebase' },
      { TRUST_PROXY: '2', BACKEND: 'firebase' },
    ],
  ])('%s', async (_name, source, expected) => {
    // Imported after the env of beforeAll is set: the module reads API_SECRETS when it loads.
    const { functionEnvironment } = await import('./firebase-instance.ts');
    const env = functionEnvironment(source);
    expect(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined))).toEqual(expected);
  });
});

describe('the deploy manifests', () => {
  it('deploys api as a public 2nd gen HTTPS function that serves many requests at once', () => {
    const endpoint = entry.api.__endpoint;
    expect(endpoint.platform).toBe('gcfv2');
    expect(endpoint.region).toEqual(['us-central1']);
    expect(endpoint.httpsTrigger).toMatchObject({ invoker: ['public'] });
    expect(endpoint.concurrency).toBeGreaterThan(1);
    // Longer than a live feed's stream (50 s, under Hosting's 60 s) and a slow upload.
    expect(endpoint.timeoutSeconds).toBeGreaterThanOrEqual(120);
  });

  it('flushes the outbox every 5 minutes, in the same region', () => {
    const endpoint = entry.flushOutbox.__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' });
    expect(endpoint.region).toEqual(['us-central1']);
  });

  it('runs the staff mail pass every 5 minutes, in the same region', () => {
    const endpoint = entry.staffMail.__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' });
    expect(endpoint.region).toEqual(['us-central1']);
  });

  it('binds the secrets API_SECRETS names to every function', () => {
    for (const endpoint of [entry.api.__endpoint, entry.flushOutbox.__endpoint, entry.staffMail.__endpoint])
      expect(endpoint.secretEnvironmentVariables).toEqual([{ key: 'SMTP_URL' }, { key: 'TWILIO_AUTH_TOKEN' }]);
  });
});

describe('api under the Functions Framework', () => {
  it('serves the API with the version from package.json', async () => {
    const res = await fetch(`${ORIGIN}/api/health`);
    expect(res.status).toBe(200);
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(await res.json()).toMatchObject({ status: 'ok', version });
  });

  it('reads a JSON body (a wrong password is a 401, not a hang or a 5xx)', async () => {
    const res = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: 'nobody@township.test', password: 'not the password' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('carries the staff cookies in __session, the one cookie Firebase Hosting passes on', async () => {
    // The same database the function opened, written from here.
    const stores = await createStores({ dataDir, hashPassword: cheapHash });
    const admin = await addStaff(stores, 'admin');
    await stores.close();
    const login = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie();
    expect(cookies).toEqual([expect.stringMatching(/^__session=/)]);
    const me = await fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookies[0]!.split(';')[0]! } });
    expect(me.status).toBe(200);
  });

  it('sends what a submission queued when the scheduled flush runs', async () => {
    const res = await fetch(`${ORIGIN}/api/requests`, { method: 'POST', body: submitForm(validFields()) });
    expect(res.status).toBe(201);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await entry.flushOutbox.run({ scheduleTime: new Date().toISOString() });
      const lines = log.mock.calls.map((call) => call.join(' '));
      expect(lines.some((line) => /Outbox: [1-9]\d* sent, 0 retrying, 0 failed/.test(line))).toBe(true);
    } finally {
      log.mockRestore();
    }
  });
});
