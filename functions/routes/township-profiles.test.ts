/**
 * The main journeys of the API under two townships, the sample (content/township) and a fictional
 * one (testing/fixtures/township-b): submit, track and a staff change, the road redirect, the staff
 * queue's category filter, the public statistics, staff accounts in the township's departments, and
 * the Open311 service list and validation, with no code change between them.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { dueAt, serviceLevelsOf } from '#domain/requests/service-levels.ts';
import { createRulesTriage } from '../ai/rules-triage.ts';
import { createApp } from '../app.ts';
import { loadTownship, type LoadedTownship } from '../config/township.ts';
import { addStaff, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

const SAMPLE = loadTownship(fileURLToPath(new URL('../../content/township/', import.meta.url)));
const LAKEMOOR = loadTownship(fileURLToPath(new URL('../testing/fixtures/township-b/', import.meta.url)));

describe.each([
  ['the sample township', SAMPLE, LAKEMOOR],
  ['a second township', LAKEMOOR, SAMPLE],
])('%s', (_, township: LoadedTownship, otherTownship: LoadedTownship) => {
  const { profile } = township;
  const nameOf = (key: string) => profile.departments.find((department) => department.key === key)!.name;
  const road = profile.categories.find((category) => category.roadJurisdiction)!;
  const plain = profile.categories.find((category) => !category.roadJurisdiction && !category.dangerSigns)!;
  const at = { lat: profile.map.center.lat, lng: profile.map.center.lng };
  const now = new Date('2026-11-23T15:00:00Z');
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    deps = await openTestDeps({
      township,
      clock: () => now,
      overrides: { providers: { triage: createRulesTriage() } },
    });
    app = createApp({ version: 'test', services: deps });
  });
  afterAll(async () => {
    await deps.cleanup();
  });

  const submit = (fields: Record<string, string>) =>
    app.request('/api/requests', {
      method: 'POST',
      body: submitForm(
        validFields({ issueAddress: `12 Elm St, ${profile.city}`, location: JSON.stringify(at), ...fields }),
      ),
    });

  it('takes a request in one of its categories, with its department, priority and due date', async () => {
    const res = await submit({ category: plain.name, description: 'Needs a look, nothing urgent' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await deps.stores.requests.get(id);
    expect(stored).toMatchObject({
      category: plain.name,
      aiTriage: { suggestedDepartment: nameOf(plain.department), suggestedPriority: plain.priority },
      dueAt: dueAt(now, plain.name, serviceLevelsOf(profile)).toISOString(),
    });

    const tracked = await app.request(`/api/requests/${id}`);
    expect(tracked.status).toBe(200);
    expect(await tracked.json()).toMatchObject({ id, category: plain.name, status: 'New' });
  });

  it("refuses another township's category", async () => {
    const res = await submit({ category: otherTownship.profile.categories[0]!.name });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('Please select a Category and provide a Description.');
  });

  it.each(['STATE', 'COUNTY'] as const)('sends a road problem on a %s road to its agency', async (jurisdiction) => {
    const roads = profile.roads[jurisdiction];
    const res = await submit({ category: road.name, issueAddress: `5 ${roads.roads[0]!}` });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain(roads.reportUrl);
  });

  it('lets staff change the status of a request', async () => {
    const res = await submit({ category: plain.name });
    const { id } = (await res.json()) as { id: string };
    const manager = await addStaff(deps.stores, 'manager', { department: profile.departments[0]!.name });
    const session = await signIn(app, manager.email);
    const change = await app.request(`/api/staff/requests/${id}/status`, {
      method: 'POST',
      headers: staffHeaders(session),
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(change.status).toBe(200);
    expect(((await change.json()) as { request: ServiceRequest }).request.status).toBe('In Progress');
  });

  it("lists and filters the staff queue by its categories, and refuses another township's", async () => {
    const res = await submit({ category: plain.name });
    const { id } = (await res.json()) as { id: string };
    const admin = await addStaff(deps.stores, 'admin', { department: profile.departments.at(-1)!.name });
    const session = await signIn(app, admin.email);
    const list = (query: string) => app.request(`/api/staff/requests?${query}`, { headers: staffHeaders(session) });
    const mine = await list(new URLSearchParams({ category: plain.name }).toString());
    expect(mine.status).toBe(200);
    const page = (await mine.json()) as { requests: { id: string; category: string }[] };
    expect(page.requests.map((request) => request.id)).toContain(id);
    expect(new Set(page.requests.map((request) => request.category))).toEqual(new Set([plain.name]));
    const foreign = otherTownship.profile.categories.find(
      (category) => !profile.categories.some((one) => one.name === category.name),
    )!;
    const theirs = await list(new URLSearchParams({ category: foreign.name }).toString());
    expect(theirs.status).toBe(400);
  });

  it('counts its categories in the public statistics', async () => {
    await submit({ category: plain.name });
    const res = await app.request('/api/stats');
    expect(res.status).toBe(200);
    const { byCategory } = (await res.json()) as { byCategory: { category: string; open: number }[] };
    const known = new Set(profile.categories.map((category) => category.name));
    expect(byCategory.length).toBeGreaterThan(0);
    for (const row of byCategory) expect(known).toContain(row.category);
    expect(byCategory.find((row) => row.category === plain.name)?.open).toBeGreaterThan(0);
  });

  it('makes staff accounts in its departments only', async () => {
    const admin = await addStaff(deps.stores, 'admin', { department: profile.departments[0]!.name });
    const session = await signIn(app, admin.email);
    const create = (department: string, email: string) =>
      app.request('/api/admin/create-user', {
        method: 'POST',
        headers: staffHeaders(session),
        body: JSON.stringify({ name: 'Dee Partment', email, password: 'temporary pass', department, role: 'worker' }),
      });
    const ours = await create(
      profile.departments.at(-1)!.name,
      `ours-${profile.city.replace(/\W/g, '')}@example.org`.toLowerCase(),
    );
    expect(ours.status, await ours.clone().text()).toBe(201);
    const foreign = otherTownship.profile.departments.find(
      (department) => !profile.departments.some((one) => one.name === department.name),
    )!;
    const theirs = await create(foreign.name, `theirs-${profile.city.replace(/\W/g, '')}@example.org`.toLowerCase());
    expect(theirs.status).toBe(422);
  });

  it('lists its categories as Open311 services, owned by its departments', async () => {
    const res = await app.request('/api/open311/v2/services.json');
    expect(res.status).toBe(200);
    const services = (await res.json()) as { service_code: string; service_name: string; group: string }[];
    expect(services.map((service) => [service.service_code, service.service_name, service.group])).toEqual(
      profile.categories.map((category) => [category.serviceCode, category.name, nameOf(category.department)]),
    );
  });

  describe('Open311 POST validation', () => {
    let secret: string;
    beforeAll(async () => {
      ({ secret } = await deps.stores.apiKeys.create({ label: 'Portal', createdBy: { id: 'a', name: 'Admin' } }));
    });
    const post = (values: Record<string, string>) =>
      app.request('/api/open311/v2/requests.json', {
        method: 'POST',
        body: new URLSearchParams({ api_key: secret, description: 'A problem here', ...values }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });

    it("refuses another township's service code", async () => {
      const code = otherTownship.profile.categories.find(
        (category) => !profile.categories.some((one) => one.serviceCode === category.serviceCode),
      )!.serviceCode;
      const res = await post({ service_code: code, address_string: '12 Elm St' });
      expect(res.status).toBe(400);
      const [error] = (await res.json()) as { description: string }[];
      expect(error?.description).toBe(`service_code "${code}" is not one of our services (see services.xml).`);
    });

    it('sends a road problem on a county road to its agency', async () => {
      const res = await post({ service_code: road.serviceCode, address_string: `3 ${profile.roads.COUNTY.roads[0]!}` });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(profile.roads.COUNTY.agency);
    });

    it('takes a request for one of its services', async () => {
      const res = await post({ service_code: plain.serviceCode, lat: String(at.lat), long: String(at.lng) });
      expect(res.status).toBe(200);
    });
  });
});
