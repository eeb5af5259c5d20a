/**
 * The server log never carries a live token (docs/configuration.md#logging): the request log masks
 * reset tokens in paths at every level, and the log-only mailer and texter mask the links of the
 * messages they print unless the server runs in development mode, which it says at start-up.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { Env } from '../config/env.ts';
import { createDeps, type ServiceDeps } from '../deps.ts';
import { createLogger } from '../logger.ts';
import { createNodeApp } from '../node-server.ts';
import { addStaff } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { fixedPhotoAnalyzer, fixedTriage } from '../testing/helpers/test-deps.ts';
import { hashPassword } from '../auth/password.ts';

let dir: string;
let deps: ServiceDeps | undefined;

afterEach(async () => {
  await deps?.lifecycle.close();
  deps = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** The embedded server as `npm start` builds it with no providers, its debug log recorded. */
async function server(nodeEnv: Env['NODE_ENV']) {
  dir = mkdtempSync(join(tmpdir(), '311-token-log-'));
  const staticDir = join(dir, 'dist');
  mkdirSync(join(staticDir, '311'), { recursive: true });
  writeFileSync(join(staticDir, '311', 'index.html'), '<!doctype html><title>311</title>');
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
  };
  const logger = createLogger('debug', { log: record, error: record });
  deps = await createDeps({
    env: { DATA_DIR: join(dir, 'data'), SUBMIT_RATE_LIMIT: 0, NODE_ENV: nodeEnv },
    logger,
    hashPassword: (password) => hashPassword(password, { ln: 10, r: 8, p: 1 }),
    triage: fixedTriage,
    photoAnalyzer: fixedPhotoAnalyzer,
  });
  const app = createNodeApp({
    env: { STATIC_DIR: staticDir, HSTS_MAX_AGE: 0 },
    version: 'test',
    logger,
    services: deps,
  });
  return { app, deps, log: () => lines.join('\n') };
}

describe('the request log', () => {
  it.each(['production', 'development'] as const)('masks reset tokens in paths at debug level (%s)', async (mode) => {
    const { app, deps: services, log } = await server(mode);
    const worker = await addStaff(services.stores, 'worker');
    const token = await services.stores.staff.createResetToken(worker.id, new Date(Date.now() + 86_400_000));
    expect((await app.request(`/api/auth/password-reset/${token}`)).status).toBe(200);
    await app.request(`/311/staff/reset/${token}`);
    await app.request(`/staff/reset/${token}`, { headers: { Host: '311.example.org' } });
    expect(log()).toMatch(/GET \/api\/auth\/password-reset\/\*\*\* 200/);
    expect(log()).toMatch(/GET \/311\/staff\/reset\/\*\*\* \d{3}/);
    expect(log()).not.toContain(token);
  });
});

describe('the log-only mailer and texter', () => {
  async function submitAndFlush(mode: Env['NODE_ENV']) {
    const running = await server(mode);
    const res = await running.app.request('/api/requests', {
      method: 'POST',
      body: submitForm(validFields({ email: 'zq.token@example.org', phone: '609-555-0177', wantsTextAlerts: 'true' })),
    });
    expect(res.status).toBe(201);
    await running.deps.providers.notifier.flush();
    const sent = await running.deps.stores.outbox.listPending(new Date(Date.now() + 86_400_000));
    expect(sent).toEqual([]);
    return running;
  }

  it('in production mode prints the bodies with every token masked, and says nothing of links', async () => {
    const { log } = await submitAndFlush('production');
    expect(log()).toMatch(/token=\*\*\*/);
    expect(log()).not.toMatch(/token=[\w-]{20,}/);
    expect(log()).not.toContain('Development mode');
  });

  it('in development mode prints the links whole, and says so at start-up', async () => {
    const { log } = await submitAndFlush('development');
    expect(log()).toContain(
      'Development mode: messages logged instead of sent are printed at debug level with their links whole, live tokens included. Never run a public server with NODE_ENV=development.',
    );
    expect(log()).toMatch(/token=[\w-]{20,}/);
  });
});
