/**
 * The hourly cap of e-mails per recipient (docs/product.md#311-notifications), as `npm start`
 * wires it (createDeps: the outbox notifier, the cap, the note for staff): whatever route asks
 * for them (a resident's submission, phone intake, a follow confirmation, an update), one mailbox
 * gets at most MAIL_RECIPIENT_HOURLY_LIMIT e-mails an hour, however its address is written; the
 * request is still accepted, and each e-mail kept back is noted on the request for staff, without
 * the address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { hashPassword } from '../auth/password.ts';
import { createApp } from '../app.ts';
import { createDeps, type ServiceDeps } from '../deps.ts';
import { silentLogger } from '../logger.ts';
import { addStaff, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { fixedPhotoAnalyzer, fixedTriage } from '../testing/helpers/test-deps.ts';

const LIMIT = 3;
const HOUR_MS = 60 * 60_000;
const CAPPED_NOTE = `E-mail not sent: its recipient has already been sent ${LIMIT} e-mails in the last hour (the limit).`;

let dir: string;
let deps: ServiceDeps;
let app: ReturnType<typeof createApp>;
let offsetMs: number;

beforeEach(async () => {
  offsetMs = 0;
  dir = mkdtempSync(join(tmpdir(), '311-mail-cap-'));
  deps = await createDeps({
    // Submission limits off: the probe sent its 30 from 30 client addresses, which is the same here.
    env: { DATA_DIR: dir, SUBMIT_RATE_LIMIT: 0, MAIL_RECIPIENT_HOURLY_LIMIT: LIMIT },
    logger: silentLogger,
    clock: () => new Date(Date.now() + offsetMs),
    hashPassword: (password) => hashPassword(password, { ln: 10, r: 8, p: 1 }),
    triage: fixedTriage,
    photoAnalyzer: fixedPhotoAnalyzer,
  });
  app = createApp({ version: 'test', services: deps });
});

afterEach(async () => {
  await deps.lifecycle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every e-mail queued in the outbox (none is sent: the worker is not started). */
const queuedEmails = async () =>
  (await deps.stores.outbox.listPending(new Date(Date.now() + offsetMs + HOUR_MS))).filter(
    (message) => message.channel === 'email',
  );

async function submit(email: string): Promise<string> {
  const res = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields({ email })) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function staffView(session: SignedIn, id: string): Promise<ServiceRequest> {
  const res = await app.request(`/api/staff/requests/${id}`, { headers: staffHeaders(session) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { request: ServiceRequest }).request;
}

describe('the hourly cap of e-mails per recipient', () => {
  it('accepts every submission naming one address, e-mails it only up to the cap, and notes the rest for staff', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 8; n += 1) ids.push(await submit('bombed@example.org'));
    expect(await queuedEmails()).toHaveLength(LIMIT);
    for (const id of ids) expect(await deps.stores.requests.get(id)).not.toBeNull();

    // A developer may not see submitter info: the note says what happened, never to whom.
    const developer = await signIn(app, (await addStaff(deps.stores, 'developer')).email);
    const kept = await staffView(developer, ids[LIMIT]!);
    // The subject as the e-mail had it (the specification's `Request Submitted: {id}`, and whatever follows it).
    expect(kept.internalNotes).toHaveLength(1);
    expect(kept.internalNotes[0]!.text.startsWith(`${CAPPED_NOTE} Subject: "Request Submitted: ${ids[LIMIT]}`)).toBe(
      true,
    );
    expect(kept.internalNotes[0]).toMatchObject({ user: 'System Warning', userId: null });
    expect(JSON.stringify(kept)).not.toContain('bombed');
    expect((await staffView(developer, ids[0]!)).internalNotes).toEqual([]);

    // An hour later the mailbox gets e-mail again.
    offsetMs = HOUR_MS + 1000;
    await submit('bombed@example.org');
    expect(await queuedEmails()).toHaveLength(LIMIT + 1);
  });

  it('counts one mailbox however its address is written: case, plus-tags, Gmail dots', async () => {
    for (const email of ['Victim+1@gmail.com', 'victim+2@GMAIL.com', 'v.i.c.t.i.m@googlemail.com', 'vic.tim@gmail.com'])
      await submit(email);
    expect(await queuedEmails()).toHaveLength(LIMIT);
    await submit('victim@example.org');
    expect(await queuedEmails()).toHaveLength(LIMIT + 1);
  });

  it('counts every route together: phone intake, follow confirmations and updates', async () => {
    const worker = await signIn(app, (await addStaff(deps.stores, 'manager', { name: 'Maria Lopez' })).email);
    const headers = staffHeaders(worker);
    delete headers['Content-Type'];
    const phone = await app.request('/api/staff/phone-requests', {
      method: 'POST',
      headers,
      body: submitForm(validFields({ name: 'Carla Caller', email: 'target+desk@example.org' })),
    });
    expect(phone.status).toBe(201);
    const phoneId = ((await phone.json()) as { id: string }).id;

    const residentId = await submit('Target@example.org');
    const follow = await app.request('/api/follow/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: residentId, email: 'target+follow@example.org' }),
    });
    expect(follow.status).toBe(202);
    expect(await queuedEmails()).toHaveLength(LIMIT);

    // The update about the phone request is kept back, and the change itself goes through.
    const changed = await app.request(`/api/staff/requests/${phoneId}/status`, {
      method: 'POST',
      headers: staffHeaders(worker),
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(changed.status).toBe(200);
    expect(await queuedEmails()).toHaveLength(LIMIT);
    const notes = (await staffView(worker, phoneId)).internalNotes.map((note) => note.text);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.startsWith(`${CAPPED_NOTE} Subject: "Update: ${phoneId}`)).toBe(true);
    expect((await staffView(worker, phoneId)).status).toBe('In Progress');
  });

  it('gives plus-tagged addresses one follow allowance between them', async () => {
    const id = await submit('someone@example.org');
    const statuses: number[] = [];
    for (const email of [
      'victim+1@example.org',
      'victim+2@example.org',
      'Victim@example.org',
      'victim+4@example.org',
    ]) {
      const res = await app.request('/api/follow/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ requestId: id, email }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
