/**
 * Staff text is cleaned as resident text is (src/domain/text.ts): no control characters or lone
 * surrogates in any field, and no line breaks in a one-line field (a name, a title, a reason, a
 * label, a caller's details), whatever route it comes in by.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { createApp } from '../app.ts';
import { addStaff, seedRequest, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

/** A one-line value with everything that must go: NUL, a bell, CR/LF, a tab, a lone surrogate. */
const DIRTY_LINE = 'Sam\u0000 Lee\r\nBcc: x@example.org\t\ud800!';
const CLEAN_LINE = 'Sam Lee Bcc: x@example.org !';

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let admin: StaffProfile;
let session: SignedIn;

beforeEach(async () => {
  deps = await openTestDeps();
  app = createApp({ version: 'test', services: deps });
  admin = await addStaff(deps.stores, 'admin', { name: 'Ada Admin' });
  session = await signIn(app, admin.email);
});

afterEach(async () => {
  await deps.cleanup();
});

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });

describe('one-line staff fields', () => {
  it('a new staff member’s name', async () => {
    const res = await post('/api/admin/create-user', {
      name: DIRTY_LINE,
      email: 'new.member@township.test',
      password: 'a long enough password',
      department: 'Public Works',
    });
    expect(res.status).toBe(201);
    const profiles = await deps.stores.staff.listProfiles();
    expect(profiles.find((profile) => profile.email === 'new.member@township.test')?.name).toBe(CLEAN_LINE);
  });

  it('a response template’s title, and its text keeps its line break but loses the rest', async () => {
    const res = await post('/api/staff/response-templates', {
      category: null,
      title: DIRTY_LINE,
      text: 'Crew\u0000 on Friday\r\nThanks\ud800',
    });
    expect(res.status).toBe(201);
    const body = JSON.stringify(await res.json());
    expect(body).toContain(JSON.stringify(CLEAN_LINE));
    expect(body).toContain(JSON.stringify('Crew on Friday\r\nThanks'));
  });

  it('the public reason for hiding a description', async () => {
    const { request } = await seedRequest(deps.stores);
    const res = await post(`/api/staff/requests/${request.id}/hide`, { part: 'description', reason: DIRTY_LINE });
    expect(res.status).toBe(200);
    expect((await deps.stores.requests.get(request.id))?.hiddenDescription?.reason).toBe(CLEAN_LINE);
  });

  it('an API key’s label', async () => {
    const res = await post('/api/admin/api-keys', { label: DIRTY_LINE });
    expect(res.status).toBe(201);
    expect(JSON.stringify(await res.json())).toContain(JSON.stringify(CLEAN_LINE));
  });

  it('a caller’s name and address on phone intake; the description keeps its lines', async () => {
    const headers = staffHeaders(session);
    delete headers['Content-Type'];
    // A form's UTF-8 encoding already turns a lone surrogate into U+FFFD, so none arrives this way.
    const fields = validFields({
      name: 'Sam\u0000 Lee\r\nBcc: x@example.org\t!',
      email: 'carla@example.org',
      submitterAddress: '1 Elm St\r\nApt 2\u0000',
      description: 'Tree down\r\nacross the lane\u0007',
    });
    const res = await app.request('/api/staff/phone-requests', { method: 'POST', headers, body: submitForm(fields) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await deps.stores.submitterInfo.get(id)).toMatchObject({ name: CLEAN_LINE, address: '1 Elm St Apt 2' });
    expect((await deps.stores.requests.get(id))?.description).toBe('Tree down\r\nacross the lane');
  });
});
