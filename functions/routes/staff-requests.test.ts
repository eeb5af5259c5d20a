import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatReference } from '#domain/requests/reference.ts';
import { createApp } from '../app.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import { addStaff, seedRequest, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { streamEnds } from '../testing/helpers/event-frames.ts';
import { openStaffApp, outboxServices } from '../testing/helpers/staff-app.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let offsetMs = 0;
let manager: StaffProfile;
let worker: StaffProfile;
let managerSession: SignedIn;
let workerSession: SignedIn;

beforeEach(async () => {
  offsetMs = 0;
  ({
    deps,
    app,
    staff: manager,
    session: managerSession,
  } = await openStaffApp(() => new Date(Date.now() + offsetMs), 'manager', {
    member: { name: 'Maria Lopez' },
    services: outboxServices,
    staff: { feedHeartbeatMs: 20 },
  }));
  worker = await addStaff(deps.stores, 'worker', { name: 'Sam Lee', department: 'Parks & Recreation' });
  workerSession = await signIn(app, worker.email);
});

afterEach(async () => {
  await deps.cleanup();
});

const get = (path: string, session: SignedIn) => app.request(path, { headers: staffHeaders(session) });
const post = (path: string, body: unknown, session: SignedIn) =>
  app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });
const pending = () => deps.stores.outbox.listPending(new Date(Date.now() + 3_600_000));
/** Typed matcher: expect.any() is `any`, which the lint rules refuse in object literals. */
const anyString = expect.any(String) as string;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('GET /api/staff/requests/:id', () => {
  it('returns one request with internal notes and AI data', async () => {
    const { request } = await seedRequest(deps.stores, {
      internalNotes: [
        { timestamp: new Date().toISOString(), text: 'Check the pole', user: 'Maria Lopez', userId: 'x' },
      ],
    });
    const res = await get(`/api/staff/requests/${request.id}`, workerSession);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { request: ServiceRequest };
    expect(body.request).toEqual(request);
  });

  it.each(['ZZZZZZZZZZZZZZZZZZZZ', 'short', '..%2F..%2Fetc'])('answers 404 for the id %j', async (id) => {
    const res = await get(`/api/staff/requests/${id}`, workerSession);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'No request found with that ID.' });
  });
});

describe('GET /api/staff/requests/:id/submitter', () => {
  it('shows the submitter info to a worker', async () => {
    const { request, info } = await seedRequest(deps.stores);
    const res = await get(`/api/staff/requests/${request.id}/submitter`, workerSession);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { submitterInfo: Record<string, unknown> };
    expect(body.submitterInfo).toMatchObject(info);
    expect(body.submitterInfo.createdAt).toEqual(anyString);
  });

  it('refuses a developer with the spec message', async () => {
    const developer = await addStaff(deps.stores, 'developer');
    const { request } = await seedRequest(deps.stores);
    const res = await get(`/api/staff/requests/${request.id}/submitter`, await signIn(app, developer.email));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'forbidden',
      message: 'Submitter information is private and not visible to this role.',
    });
  });

  it('answers 404 when there is none', async () => {
    const res = await get('/api/staff/requests/ZZZZZZZZZZZZZZZZZZZZ/submitter', workerSession);
    expect(res.status).toBe(404);
  });
});

describe('staff changes', () => {
  async function change(path: string, body: unknown, session = managerSession) {
    const res = await post(path, body, session);
    return { res, body: (await res.json()) as { request: ServiceRequest } };
  }

  it('changes the status: history with the acting user, lastUpdatedAt, e-mail and text to the submitter', async () => {
    const { request } = await seedRequest(deps.stores);
    offsetMs = 60_000;
    const { res, body } = await change(`/api/staff/requests/${request.id}/status`, { status: 'In Progress' });
    expect(res.status).toBe(200);
    expect(body.request.status).toBe('In Progress');
    expect(body.request.history.at(-1)).toEqual({
      timestamp: anyString,
      action: 'Status changed to In Progress',
      user: 'Maria Lopez',
      userId: manager.id,
    });
    expect(Date.parse(body.request.lastUpdatedAt)).toBeGreaterThan(Date.parse(request.lastUpdatedAt));
    expect(
      (await pending()).map(({ channel, to, subject, body: text, requestId }) => ({
        channel,
        to,
        subject,
        text,
        requestId,
      })),
    ).toEqual([
      {
        channel: 'email',
        to: 'rita@example.org',
        subject: `Update: ${request.id} (reference ${formatReference(request.reference)})`,
        text: expect.stringMatching(
          new RegExp(
            `^Your request status has been updated to "In Progress"\\.\n\nReference: ${formatReference(request.reference)}\nRequest ID: ${request.id}\nTrack your request: ${deps.place.threeOneOneUrl}/track/${request.id}\n`,
          ),
        ) as string,
        requestId: request.id,
      },
      {
        channel: 'sms',
        to: '+16095550100',
        subject: null,
        text: `West Windsor 311, request ${formatReference(request.reference)}: Your request status has been updated to "In Progress". ${deps.place.threeOneOneUrl}/track/${request.id} Reply STOP to opt out.`,
        requestId: request.id,
      },
    ]);
  });

  it.each([
    ['no text alerts', { wantsTextAlerts: false }],
    ['no phone', { phone: '', wantsTextAlerts: true }],
  ])('sends no text with %s', async (_name, info) => {
    const { request } = await seedRequest(deps.stores, {}, info);
    await change(`/api/staff/requests/${request.id}/status`, { status: 'Resolved' });
    expect((await pending()).map((m) => m.channel)).toEqual(['email']);
  });

  it('still changes the status when notifying fails', async () => {
    const { request } = await seedRequest(deps.stores);
    const failing = {
      ...deps,
      providers: {
        ...deps.providers,
        notifier: { ...deps.providers.notifier, email: () => Promise.reject(new Error('outbox down')) },
      },
    };
    const broken = createApp({ version: 'test', services: failing });
    const res = await broken.request(`/api/staff/requests/${request.id}/status`, {
      method: 'POST',
      headers: staffHeaders(managerSession),
      body: JSON.stringify({ status: 'Closed' }),
    });
    expect(res.status).toBe(200);
    expect((await deps.stores.requests.get(request.id))?.status).toBe('Closed');
  });

  it('changes the priority without notifying', async () => {
    const { request } = await seedRequest(deps.stores);
    const { res, body } = await change(`/api/staff/requests/${request.id}/priority`, { priority: 'Emergency' });
    expect(res.status).toBe(200);
    expect(body.request.priority).toBe('Emergency');
    expect(body.request.history.at(-1)).toMatchObject({ action: 'Priority changed to Emergency', userId: manager.id });
    expect(await pending()).toEqual([]);
  });

  it('assigns (copying the department) and unassigns (clearing it)', async () => {
    const { request } = await seedRequest(deps.stores);
    const assigned = await change(`/api/staff/requests/${request.id}/assignee`, { assignedTo: worker.id });
    expect(assigned.res.status).toBe(200);
    expect(assigned.body.request).toMatchObject({ assignedTo: worker.id, assignedDepartment: 'Parks & Recreation' });
    expect(assigned.body.request.history.at(-1)).toMatchObject({
      action: 'Assigned to Sam Lee',
      user: 'Maria Lopez',
      userId: manager.id,
    });
    const unassigned = await change(`/api/staff/requests/${request.id}/assignee`, { assignedTo: null });
    expect(unassigned.body.request).toMatchObject({ assignedTo: null, assignedDepartment: null });
    expect(unassigned.body.request.history.at(-1)?.action).toBe('Assigned to Unassigned');
  });

  it('refuses an assignee who is no staff member', async () => {
    const { request } = await seedRequest(deps.stores);
    const { res } = await change(`/api/staff/requests/${request.id}/assignee`, { assignedTo: 'nobody-at-all' });
    expect(res.status).toBe(422);
    expect((await deps.stores.requests.get(request.id))?.history).toHaveLength(1);
  });

  it('refuses a deactivated assignee (docs/product.md#311-user-management)', async () => {
    const { request } = await seedRequest(deps.stores);
    const gone = await addStaff(deps.stores, 'worker');
    await deps.stores.staff.update(gone.id, { active: false });
    const { res, body } = await change(`/api/staff/requests/${request.id}/assignee`, { assignedTo: gone.id });
    expect(res.status).toBe(422);
    expect((body as unknown as { error: { message: string } }).error.message).toBe(
      'That staff member is deactivated and cannot be assigned new requests.',
    );
  });

  it('adds an internal note for any staff member, without notifying', async () => {
    const { request } = await seedRequest(deps.stores);
    const { res, body } = await change(
      `/api/staff/requests/${request.id}/notes`,
      { text: '  Pole 14 ' },
      workerSession,
    );
    expect(res.status).toBe(201);
    expect(body.request.internalNotes).toEqual([
      { timestamp: anyString, text: 'Pole 14', user: 'Sam Lee', userId: worker.id },
    ]);
    expect(body.request.history.at(-1)).toMatchObject({ action: 'Internal note added', user: 'Sam Lee' });
    expect(await pending()).toEqual([]);
  });

  it('adds a public comment and tells the submitter', async () => {
    const { request } = await seedRequest(deps.stores);
    const { res, body } = await change(`/api/staff/requests/${request.id}/comments`, { text: 'Crew on Friday' });
    expect(res.status).toBe(201);
    expect(body.request.comments).toEqual([
      { timestamp: anyString, text: 'Crew on Friday', user: 'Maria Lopez', userId: manager.id },
    ]);
    expect(body.request.history.at(-1)).toMatchObject({ action: 'Public comment added', userId: manager.id });
    const queued = await pending();
    expect(queued.map((m) => [m.channel, m.subject, m.body.split('\n')[0]])).toEqual([
      [
        'email',
        `Update: ${request.id} (reference ${formatReference(request.reference)})`,
        'A new public comment was added to your request: "Crew on Friday"',
      ],
      [
        'sms',
        null,
        `West Windsor 311, request ${formatReference(request.reference)}: A new public comment was added to your request: "Crew on Friday" ${deps.place.threeOneOneUrl}/track/${request.id} Reply STOP to opt out.`,
      ],
    ]);
    expect(queued[0]?.body).toMatch(
      /\nStop e-mails and texts about this request: \S+\/updates\/stop\?token=[\w-]{43}$/,
    );
  });

  it('cleans a public comment as resident text is cleaned: no control characters or lone surrogates', async () => {
    const { request } = await seedRequest(deps.stores);
    const text = 'Crew\u0000 on\u0007 Friday\ud800\r\nBring cones\u001b 😀';
    const { res, body } = await change(`/api/staff/requests/${request.id}/comments`, { text });
    expect(res.status).toBe(201);
    const cleaned = 'Crew on Friday\r\nBring cones 😀';
    expect(body.request.comments.at(-1)?.text).toBe(cleaned);
    expect((await deps.stores.requests.get(request.id))?.comments.at(-1)?.text).toBe(cleaned);
    const track = (await (await app.request(`/api/requests/${request.id}`)).json()) as { request: unknown };
    expect(JSON.stringify(track)).toContain(JSON.stringify(cleaned).slice(1, -1));
    for (const message of await pending()) {
      for (const unwanted of ['\u0000', '\u0007', '\u001b', '\ud800']) expect(message.body).not.toContain(unwanted);
    }
  });

  it('cleans an internal note the same way, and a note of only control characters is blank', async () => {
    const { request } = await seedRequest(deps.stores);
    const { body } = await change(`/api/staff/requests/${request.id}/notes`, { text: ' Called\u0000 back\ud83d ' });
    expect(body.request.internalNotes.at(-1)?.text).toBe('Called back');
    const res = await post(`/api/staff/requests/${request.id}/notes`, { text: '\u0000\u0007\ud800' }, managerSession);
    expect(res.status).toBe(422);
  });

  it.each(['notes', 'comments'])('rejects blank %s', async (kind) => {
    const { request } = await seedRequest(deps.stores);
    for (const body of [{ text: '' }, { text: '   \n ' }, {}]) {
      const res = await post(`/api/staff/requests/${request.id}/${kind}`, body, managerSession);
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toEqual({ code: 'invalid_input', message: 'Please enter some text.' });
    }
    expect((await deps.stores.requests.get(request.id))?.history).toHaveLength(1);
  });

  it.each([
    ['status', { status: 'Done' }],
    ['status', { status: 3 }],
    ['priority', { priority: 'Urgent' }],
    ['assignee', {}],
  ])('rejects a bad %s body %j with 422', async (kind, body) => {
    const { request } = await seedRequest(deps.stores);
    const res = await post(`/api/staff/requests/${request.id}/${kind}`, body, managerSession);
    expect(res.status).toBe(422);
  });

  it('refuses a body over 64 KB with a JSON 413', async () => {
    const { request } = await seedRequest(deps.stores);
    const res = await post(`/api/staff/requests/${request.id}/notes`, { text: 'x'.repeat(70_000) }, managerSession);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'payload_too_large', message: 'The request body is too large.' });
  });

  it('rejects a note over 2,000 characters with 422', async () => {
    const { request } = await seedRequest(deps.stores);
    const res = await post(`/api/staff/requests/${request.id}/notes`, { text: 'x'.repeat(2001) }, managerSession);
    expect(res.status).toBe(422);
  });

  it('answers 404 for a change to an unknown request', async () => {
    const res = await post('/api/staff/requests/ZZZZZZZZZZZZZZZZZZZZ/status', { status: 'Closed' }, managerSession);
    expect(res.status).toBe(404);
    expect(await pending()).toEqual([]);
  });

  it('keeps every concurrent change', async () => {
    const { request } = await seedRequest(deps.stores);
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        post(`/api/staff/requests/${request.id}/notes`, { text: `n${i}` }, workerSession),
      ),
    );
    expect((await deps.stores.requests.get(request.id))?.internalNotes).toHaveLength(10);
  });
});

describe('CSRF on staff changes', () => {
  it.each([
    ['no token', { 'X-CSRF-Token': '' }],
    ['a wrong token', { 'X-CSRF-Token': 'A'.repeat(43) }],
    ['a cross-site Origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a cross-site Origin alone', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses %s with 403 and changes nothing', async (_name, tamper) => {
    const { request } = await seedRequest(deps.stores);
    const res = await app.request(`/api/staff/requests/${request.id}/status`, {
      method: 'POST',
      headers: { ...staffHeaders(managerSession), ...tamper },
      body: JSON.stringify({ status: 'Closed' }),
    });
    expect(res.status).toBe(403);
    expect((await deps.stores.requests.get(request.id))?.status).toBe('New');
  });

  it('accepts a non-browser client that sends the token but no Origin', async () => {
    const { request } = await seedRequest(deps.stores);
    const res = await app.request(`/api/staff/requests/${request.id}/status`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: managerSession.cookie,
        'X-CSRF-Token': managerSession.csrfToken,
      },
      body: JSON.stringify({ status: 'Closed' }),
    });
    expect(res.status).toBe(200);
  });

  it("refuses another member's token", async () => {
    const { request } = await seedRequest(deps.stores);
    const res = await app.request(`/api/staff/requests/${request.id}/status`, {
      method: 'POST',
      headers: { ...staffHeaders(managerSession), 'X-CSRF-Token': workerSession.csrfToken },
      body: JSON.stringify({ status: 'Closed' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/staff/events', () => {
  it('streams full changes to staff', async () => {
    const { request } = await seedRequest(deps.stores);
    const controller = new AbortController();
    const res = await app.request('/api/staff/events', {
      headers: staffHeaders(workerSession),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
    await post(`/api/staff/requests/${request.id}/notes`, { text: 'STAFF-ONLY-NOTE' }, workerSession);
    while (!text.includes('STAFF-ONLY-NOTE')) text += (await reader.read()).value ?? '';
    expect(text).toMatch(/event: updated\ndata: \{.*"internalNotes":\[\{[^\]]*"text":"STAFF-ONLY-NOTE"/);
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });

  /** The worker's feed, read as bytes. */
  const openFeed = async () =>
    (await app.request('/api/staff/events', { headers: staffHeaders(workerSession) })).body!.getReader();

  it('ends open feeds at shutdown', async () => {
    const reader = await openFeed();
    await reader.read();
    deps.lifecycle.endLiveStreams();
    expect(await streamEnds(reader)).toBe(true);
  });

  it('closes the feed once the session is signed out', async () => {
    const reader = await openFeed();
    await app.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(workerSession) });
    expect(await streamEnds(reader)).toBe(true);
  });
});
