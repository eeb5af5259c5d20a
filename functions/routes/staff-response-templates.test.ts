import { beforeEach, describe, expect, it } from 'vitest';
import type { ResponseTemplate } from '#domain/requests/response-templates.ts';
import { addStaff, followRenewal, signIn, staffHeaders, type SignedIn } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

let clock: Date;
beforeEach(() => {
  clock = new Date('2026-11-21T14:00:00.000Z');
});
const manager = useStaffApp(() => clock, 'manager', { member: { name: 'Morgan Manager' }, perTest: true });

const BASE = '/api/staff/response-templates';
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const send = async (method: string, path: string, body?: unknown, session: SignedIn = manager.session) => {
  const init = {
    method,
    headers: staffHeaders(session),
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  return followRenewal(session, await manager.app.request(path, init));
};
const post = (path: string, body?: unknown, session?: SignedIn) => send('POST', path, body, session);
const remove = (id: string, session?: SignedIn) => send('DELETE', `${BASE}/${id}`, undefined, session);
const list = async (category: string, session: SignedIn = manager.session) =>
  manager.app.request(`${BASE}?category=${encodeURIComponent(category)}`, { headers: staffHeaders(session) });
const listed = async (category: string) =>
  ((await (await list(category)).json()) as { templates: ResponseTemplate[] }).templates;
const body = { category: 'Graffiti', title: 'Crew booked', text: 'A crew will remove the paint this week.' };
const created = async (overrides: Record<string, unknown> = {}) =>
  ((await (await post(BASE, { ...body, ...overrides })).json()) as { template: ResponseTemplate }).template;

describe('POST /api/staff/response-templates', () => {
  it('adds a template, trimmed and signed, uncached', async () => {
    const res = await post(BASE, {
      ...body,
      title: '  Crew booked  ',
      text: ' A crew will remove the paint this week. ',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { template } = (await res.json()) as { template: ResponseTemplate };
    expect(template).toEqual({
      id: expect.any(String) as string,
      ...body,
      createdAt: '2026-11-21T14:00:00.000Z',
      updatedAt: '2026-11-21T14:00:00.000Z',
      updatedBy: { id: manager.staff.id, name: 'Morgan Manager' },
    });
    expect(await listed('Graffiti')).toEqual([template]);
    expect(await listed('any')).toEqual([]);
  });

  it('adds a template for any category with category null', async () => {
    const template = await created({ category: null, title: 'Thanks' });
    expect(template.category).toBeNull();
    expect(await listed('any')).toEqual([template]);
  });

  it.each([
    [{ ...body, title: '' }, 'Please enter a title.'],
    [{ ...body, title: 'x'.repeat(81) }, 'The title must be at most 80 characters.'],
    [{ ...body, text: ' ' }, 'Please enter the comment text.'],
    [{ ...body, text: 'x'.repeat(2001) }, 'The text must be at most 2000 characters.'],
    [{ ...body, category: 'Potholes' }, 'Please choose a category, or Any category.'],
    [{ ...body, category: 'any' }, 'Please choose a category, or Any category.'],
    [{ title: 'x', text: 'y' }, 'Please choose a category, or Any category.'],
  ])('refuses %j with 422', async (input, message) => {
    const res = await post(BASE, input);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message });
    expect(await listed('Graffiti')).toEqual([]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await manager.app.request(BASE, {
      method: 'POST',
      headers: staffHeaders(manager.session),
      body: '{"title":',
    });
    expect(res.status).toBe(400);
  });

  it('refuses a title the category has, whatever its case, with 409', async () => {
    await created();
    const res = await post(BASE, { ...body, title: 'CREW BOOKED' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'conflict',
      message: 'This category already has a template with that title.',
    });
  });

  it('keeps a category to 20 templates: the 21st is refused with 409', async () => {
    for (let i = 1; i <= 20; i++) expect((await post(BASE, { ...body, title: `Template ${i}` })).status).toBe(201);
    const res = await post(BASE, { ...body, title: 'Template 21' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      'This category already has 20 templates. Delete one before adding another.',
    );
    expect(await listed('Graffiti')).toHaveLength(20);
    expect((await post(BASE, { ...body, category: 'Other', title: 'Template 21' })).status).toBe(201);
  });
});

describe('GET /api/staff/response-templates', () => {
  it('lists one category, by title, uncached', async () => {
    const b = await created({ title: 'beta' });
    const a = await created({ title: 'Alpha' });
    await created({ category: 'Other', title: 'Elsewhere' });
    const res = await list('Graffiti');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(((await res.json()) as { templates: ResponseTemplate[] }).templates).toEqual([a, b]);
  });

  it.each(['', 'general', 'graffiti'])('refuses the category %j with 422', async (category) => {
    const res = await list(category);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Please choose a category, or Any category.');
  });

  it('refuses a missing category with 422', async () => {
    const res = await manager.app.request(BASE, { headers: staffHeaders(manager.session) });
    expect(res.status).toBe(422);
  });

  it('lets a developer read templates, which the comment box offers', async () => {
    const template = await created();
    const developer = await signIn(manager.app, (await addStaff(manager.deps.stores, 'developer')).email);
    const res = await list('Graffiti', developer);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ templates: [template] });
  });
});

describe('POST /api/staff/response-templates/:id', () => {
  it('edits a template: fields, time and author change, id and createdAt stay', async () => {
    const template = await created();
    clock = new Date('2026-11-21T14:10:00.000Z');
    const admin = await signIn(
      manager.app,
      (await addStaff(manager.deps.stores, 'admin', { name: 'Ada Admin' })).email,
    );
    const res = await post(`${BASE}/${template.id}`, { category: null, title: 'Removed', text: 'Gone.' }, admin);
    expect(res.status).toBe(200);
    const edited = {
      ...template,
      category: null,
      title: 'Removed',
      text: 'Gone.',
      updatedAt: '2026-11-21T14:10:00.000Z',
      updatedBy: { id: admin.staff.id, name: 'Ada Admin' },
    };
    expect(await res.json()).toEqual({ template: edited });
    expect(await listed('Graffiti')).toEqual([]);
    expect(await listed('any')).toEqual([edited]);
  });

  it('refuses a title another template of the category has with 409, and allows its own', async () => {
    const first = await created();
    await created({ title: 'Paint removed' });
    expect((await post(`${BASE}/${first.id}`, { ...body, title: 'paint removed' })).status).toBe(409);
    expect((await post(`${BASE}/${first.id}`, { ...body, title: 'crew booked' })).status).toBe(200);
  });

  it.each(['no-such-template', 'x'.repeat(129)])('answers 404 for the unknown id %s', async (id) => {
    const res = await post(`${BASE}/${id}`, body);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'No response template with that id.' });
  });

  it('refuses a bad body with 422 before looking for the template', async () => {
    const template = await created();
    expect((await post(`${BASE}/${template.id}`, { ...body, title: '' })).status).toBe(422);
    expect((await post(`${BASE}/no-such-template`, { ...body, title: '' })).status).toBe(422);
  });
});

describe('DELETE /api/staff/response-templates/:id', () => {
  it('deletes a template, then answers 404 for it', async () => {
    const template = await created();
    const res = await remove(template.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: template.id });
    expect(await listed('Graffiti')).toEqual([]);
    const again = await remove(template.id);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('No response template with that id.');
  });

  it('answers an id no template can have with 404 and its message', async () => {
    const res = await remove('x'.repeat(129));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'No response template with that id.' });
  });

  it('no longer serves the old delete path', async () => {
    const template = await created();
    expect((await post(`${BASE}/${template.id}/delete`)).status).toBe(404);
    expect(await listed('Graffiti')).toEqual([template]);
  });
});

describe('who may write templates', () => {
  it.each(['worker', 'developer'] as const)('refuses a %s with 403, and changes nothing', async (role) => {
    const template = await created();
    const session = await signIn(manager.app, (await addStaff(manager.deps.stores, role)).email);
    for (const [method, path, input] of [
      ['POST', BASE, { ...body, title: 'Other title' }],
      ['POST', `${BASE}/${template.id}`, { ...body, title: 'Other title' }],
      ['DELETE', `${BASE}/${template.id}`, undefined],
    ] as const) {
      const res = await send(method, path, input, session);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe('Your role does not allow this action.');
    }
    expect(await listed('Graffiti')).toEqual([template]);
  });

  it('refuses a change without the CSRF token with 403', async () => {
    const res = await manager.app.request(BASE, {
      method: 'POST',
      headers: { ...staffHeaders(manager.session), 'X-CSRF-Token': 'wrong' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect(await listed('Graffiti')).toEqual([]);
  });

  it('refuses a deletion without the CSRF token with 403, and the template stays', async () => {
    const template = await created();
    const res = await manager.app.request(`${BASE}/${template.id}`, {
      method: 'DELETE',
      headers: { ...staffHeaders(manager.session), 'X-CSRF-Token': 'wrong' },
    });
    expect(res.status).toBe(403);
    expect(await listed('Graffiti')).toEqual([template]);
  });
});
