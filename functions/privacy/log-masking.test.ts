/**
 * The server log never carries a resident's full e-mail address or phone number. The server is
 * built as `npm start` builds it with no mail or text provider (the outbox plus the log
 * transport), with a logger at debug level whose sink records every line; a resident submits a
 * request and staff change it, so every notification path writes to the log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createDeps, type ServiceDeps } from '../deps.ts';
import { createLogger } from '../logger.ts';
import { addStaff, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { fixedPhotoAnalyzer, fixedTriage } from '../testing/helpers/test-deps.ts';
import { hashPassword } from '../auth/password.ts';

const EMAIL = 'zqx.resident.mail@example.org';
const PHONE = '609-555-0177';

describe('the log with no mail or text provider', () => {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
  };
  let dir: string;
  let deps: ServiceDeps;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), '311-log-'));
    deps = await createDeps({
      env: { DATA_DIR: dir, SUBMIT_RATE_LIMIT: 0 },
      logger: createLogger('debug', { log: record, error: record }),
      hashPassword: (password) => hashPassword(password, { ln: 10, r: 8, p: 1 }),
      triage: fixedTriage,
      photoAnalyzer: fixedPhotoAnalyzer,
    });
    const app = createApp({ version: 'test', services: deps });

    const submitted = await app.request('/api/requests', {
      method: 'POST',
      body: submitForm(validFields({ email: EMAIL, phone: PHONE, wantsTextAlerts: 'true' })),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const manager = await addStaff(deps.stores, 'manager');
    const changed = await app.request(`/api/staff/requests/${id}/status`, {
      method: 'POST',
      headers: staffHeaders(await signIn(app, manager.email)),
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(changed.status).toBe(200);
    expect(await deps.providers.notifier.flush()).toEqual({ sent: 4, retrying: 0, failed: 0 });
  });

  afterAll(async () => {
    await deps.lifecycle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs the e-mails and texts with the recipient masked', () => {
    const log = lines.join('\n');
    expect(log).toContain('Notifications: e-mail: log only; text: log only');
    expect(log.match(/E-mail logged, not sent \(no SMTP_URL\): to zq\*\*\*@example\.org/g)).toHaveLength(2);
    expect(log.match(/Text logged, not sent \(no Twilio account\): to \+160\*\*\*77/g)).toHaveLength(2);
    expect(log).toMatch(/email to zq\*\*\*@example\.org queued/);
    expect(log).toMatch(/sms to \+160\*\*\*77 queued/);
  });

  it('never logs the full e-mail address or phone number', () => {
    const log = lines.join('\n');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('zqx.resident');
    // Stored and sent in E.164, +16095550177.
    for (const form of [PHONE, '6095550177', '555-0177', '5550177']) expect(log).not.toContain(form);
  });
});
