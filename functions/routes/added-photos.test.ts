/**
 * Photos the submitter adds from their private page (docs/product.md#311-the-submitters-private-link):
 * never public, served to staff (also once the request's own photo is hidden) and to the submitter
 * through their link, never cached by a shared cache; a photo whose write lost is deleted at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitterRequest } from '#domain/requests/submitter-view.ts';
import { createApp } from '../app.ts';
import { addStaff, createClockedDeps, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let manager: SignedIn;

beforeAll(async () => {
  deps = await createClockedDeps(() => new Date('2026-03-02T15:00:00.000Z'));
  app = createApp({ version: 'test', services: deps });
  manager = await signIn(app, (await addStaff(deps.stores, 'manager')).email);
});
afterAll(() => deps.cleanup());

/** A request submitted with its own photo, and a photo its submitter added later; their addresses. */
async function withAddedPhoto() {
  const submitted = await app.request('/api/requests', {
    method: 'POST',
    body: submitForm(validFields(), { bytes: await tinyImage('jpeg') }),
  });
  const { id } = (await submitted.json()) as { id: string };
  const token = tokenFrom(deps.providers.notifier.emails.find((mail) => mail.requestId === id)!.body, 'followUp')!;
  const added = await app.request('/api/follow/information', {
    method: 'POST',
    body: submitForm({ token, text: 'Bigger now' }, { bytes: await tinyImage('png') }),
  });
  expect(added.status).toBe(201);
  const request = (await deps.stores.requests.get(id))!;
  const addedUrl = /Photo from the resident: (\S+)/.exec(request.internalNotes.at(-1)!.text)![1]!;
  const fileName = addedUrl.split('/').at(-1)!;
  return {
    id,
    token,
    original: request.imageUrl!,
    addedUrl,
    fileName,
    view: (await added.json()) as { request: SubmitterRequest },
  };
}

const staffGet = (path: string) => app.request(path, { headers: staffHeaders(manager) });
const postJson = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

describe('a photo the submitter added later', () => {
  it('is not served at its upload address to anyone, while the request’s own photo is', async () => {
    const { original, addedUrl } = await withAddedPhoto();
    const own = await app.request(original);
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('public, no-cache');
    for (const headers of [{}, staffHeaders(manager)]) {
      const res = await app.request(addedUrl, { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control') ?? '').not.toContain('public');
    }
  });

  it('is served to staff at the staff address, privately, also after the own photo is hidden', async () => {
    const { id, fileName } = await withAddedPhoto();
    const path = `/api/staff/requests/${id}/photos/${fileName}`;
    expect((await app.request(path)).status).toBe(401);
    const before = await staffGet(path);
    expect(before.status).toBe(200);
    expect(before.headers.get('Content-Type')).toBe('image/png');
    expect(before.headers.get('Cache-Control')).toBe('private, no-store');
    const hidden = await app.request(`/api/staff/requests/${id}/hide`, {
      method: 'POST',
      headers: staffHeaders(manager),
      body: JSON.stringify({ part: 'photo', reason: 'Shows a face' }),
    });
    expect(hidden.status).toBe(200);
    expect((await staffGet(path)).status).toBe(200);
  });

  it('is served to the submitter through their link, and no other name is', async () => {
    const { id, token, fileName, original, view } = await withAddedPhoto();
    expect(view.request.additions[0]).toMatchObject({ kind: 'information', text: 'Bigger now', photo: fileName });
    const mine = await postJson('/api/follow/photo', { token, fileName });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    const ownName = original.split('/').at(-1)!;
    for (const body of [
      { token, fileName: ownName },
      { token, fileName: '../photo.jpg' },
      { token: 'x'.repeat(43), fileName },
      { token, fileName: 'x'.repeat(500) },
    ]) {
      const refused = await postJson('/api/follow/photo', body);
      expect(refused.status).toBeLessThan(500);
      expect(refused.status).toBeGreaterThanOrEqual(400);
    }
    expect((await staffGet(`/api/staff/requests/${id}/photos/not-a-photo.jpg`)).status).toBe(404);
  });
});

describe('a photo whose write lost', () => {
  it('is deleted at once and never served', async () => {
    const submitted = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
    const { id } = (await submitted.json()) as { id: string };
    const token = tokenFrom(deps.providers.notifier.emails.find((mail) => mail.requestId === id)!.body, 'followUp')!;
    const stored: string[] = [];
    const put = deps.stores.photos.put.bind(deps.stores.photos);
    const updateIf = deps.stores.requests.updateIf.bind(deps.stores.requests);
    deps.stores.photos.put = async (...args) => {
      stored.push(args[1]);
      return put(...args);
    };
    // Another change reaches the request between the read and the conditional write.
    deps.stores.requests.updateIf = async (requestId, change) => updateIf(requestId, change, () => false);
    try {
      const res = await app.request('/api/follow/information', {
        method: 'POST',
        body: submitForm({ token, text: '' }, { bytes: await tinyImage('jpeg') }),
      });
      expect(res.status).toBe(409);
    } finally {
      deps.stores.photos.put = put;
      deps.stores.requests.updateIf = updateIf;
    }
    expect(stored).toHaveLength(1);
    expect(await deps.stores.photos.get(id, stored[0]!)).toBeNull();
    expect((await app.request(`/api/uploads/${id}/${stored[0]!}`)).status).toBe(404);
  });
});
