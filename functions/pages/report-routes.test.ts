/**
 * POST /api/311/report through app.request(): the report form without JavaScript, with real
 * SQLite stores, the built page's shell, and the same rules and service as the wizard's route.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_REGION_END, PLAIN_REGION_START } from '#domain/html/plain-region.ts';
import { createApp } from '../app.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { pageShells } from './page-shell.ts';

const TILES = 'https://tiles.example/{z}/{x}/{y}.png';
const shellPage = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Built</title></head><body><header>Header</header><div id="plain-311" data-tile-url="${TILES}" data-max-zoom="19">${PLAIN_REGION_START}<main>built form</main>${PLAIN_REGION_END}</div></body></html>`;

let root: string;
let deps: TestDeps | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'report-pages-'));
  await mkdir(join(root, '311', 'es'), { recursive: true });
  await writeFile(join(root, '311', 'index.html'), shellPage('en'));
  await writeFile(join(root, '311', 'es', 'index.html'), shellPage('es'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
afterEach(async () => {
  await deps?.cleanup();
  deps = undefined;
});

/** The plain form's fields: the wizard's, with the point as lat/lng. */
const plainFields = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = validFields();
  delete fields.location;
  return { ...fields, lat: '40.28', lng: '-74.59', language: 'en', ...overrides };
};

async function server(limits: Partial<TestDeps['limits']> = {}) {
  deps = await createTestDeps({ limits: { submitRateLimit: 0, submitBrowserRateLimit: 0, ...limits } });
  const app = createApp({ version: 'test', services: deps, pages: pageShells(root) });
  const post = (
    body: FormData | URLSearchParams,
    { lang, headers = {} }: { lang?: string; headers?: Record<string, string> } = {},
  ) => app.request(`/api/311/report${lang ? `?lang=${lang}` : ''}`, { method: 'POST', body, headers });
  return { app, post };
}

const form = (fields: Record<string, string>) => submitForm(fields);

describe('POST /api/311/report', () => {
  it('files the request through the submission service and sends the browser to its track page', async () => {
    const { post } = await server();
    const res = await post(form({ ...plainFields(), send: '1' }));
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/311\/track\?id=[A-Za-z0-9_-]{20}&sent=1$/);
    const id = new URL(location, 'http://x').searchParams.get('id')!;
    const stored = await deps!.stores.requests.get(id);
    expect(stored).toMatchObject({ category: 'Graffiti', description: 'Paint on the underpass wall', language: 'en' });
  });

  it('answers a problem with the built page, each message beside its field and what was typed kept', async () => {
    const { post } = await server();
    const res = await post(
      form({ ...plainFields({ email: 'not-an-email', description: 'Tag <b>here</b>' }), send: '1' }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).not.toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain('<header>Header</header>');
    expect(page).not.toContain('built form');
    expect(page).toContain('<title>Submit a Request | West Windsor 311</title>');
    expect(page).toContain(
      '<p id="submit-email-error" class="mt-1 font-semibold text-red-800">Please enter a valid email address.</p>',
    );
    expect(page).toContain('>Tag &lt;b&gt;here&lt;/b&gt;</textarea>');
    expect(page).toContain('value="Ada Resident"');
    expect(await deps!.stores.requests.count({})).toBe(0);
  });

  it('refuses a county road for a road category, with the agency’s link', async () => {
    const { post } = await server();
    const res = await post(
      form({ ...plainFields({ category: 'Pothole/Road Damage', issueAddress: '12 Clarksville Rd' }), send: '1' }),
    );
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain(
      'This appears to be a COUNTY road. Please submit your request directly to the correct agency.',
    );
    expect(page).toMatch(/<a [^>]*href="https:\/\/[^"]+">Report it to the Mercer County Highway Division<\/a>/);
  });

  it('places the point where a map square was clicked, zooms in, and files nothing', async () => {
    const { post } = await server();
    const res = await post(
      form({ ...plainFields({ lat: '', lng: '' }), 'map.11.598.769.x': '128', 'map.11.598.769.y': '64' }),
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(
      /<input type="hidden" name="lat" value="40\.\d+"><input type="hidden" name="lng" value="-74\.\d+"><input type="hidden" name="zoom" value="14">/,
    );
    expect(page).toContain('name="map.14.');
    expect(page).toContain('<circle ');
    expect(page).toContain('name="wholeMap"');
  });

  it('keeps a valid photo across a problem, and files it with the request', async () => {
    const { post } = await server();
    const first = await post(
      submitForm(
        { ...plainFields({ description: '' }), send: '1' },
        { bytes: await tinyImage('jpeg'), name: 'wall.jpg' },
      ),
    );
    expect(first.status).toBe(422);
    const page = await first.text();
    const token = /name="photoToken" value="([^"]+)"/.exec(page)?.[1];
    expect(token).toBeDefined();
    expect(page).toContain('Your photo wall.jpg is kept with this form.');
    const second = await post(form({ ...plainFields(), photoToken: token!, photoName: 'wall.jpg', send: '1' }));
    expect(second.status).toBe(303);
    const id = new URL(second.headers.get('Location')!, 'http://x').searchParams.get('id')!;
    expect((await deps!.stores.requests.get(id))?.imageUrl).toMatch(/^\/api\/uploads\//);
  });

  it('says a photo is not kept when its token is unknown, and refuses a file that is not an image', async () => {
    const { post } = await server();
    const lost = await (
      await post(form({ ...plainFields(), photoToken: 'A'.repeat(22), photoName: 'wall.jpg', send: '1' }))
    ).text();
    expect(lost).toContain('The photo you chose before (wall.jpg) was not kept. Please choose it again to send it.');
    const pdf = await post(
      submitForm(
        { ...plainFields(), send: '1' },
        { bytes: new TextEncoder().encode('%PDF-1.4'), name: 'a.pdf', type: 'application/pdf' },
      ),
    );
    expect(pdf.status).toBe(422);
    expect(await pdf.text()).toContain('This file is not an image. Please choose a photo (PNG, JPG or GIF).');
  });

  it('answers in the form’s language', async () => {
    const { post } = await server();
    const res = await post(form({ ...plainFields({ name: '' }), language: 'es', send: '1' }), { lang: 'es' });
    const page = await res.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('action="/api/311/report?lang=es"');
    expect(page).toMatch(/<h2 class="[^"]*">Hay un problema<\/h2>/);
  });

  it('refuses a post from another site before reading it', async () => {
    const { post } = await server();
    const res = await post(form({ ...plainFields(), send: '1' }), { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This form was sent from another site, so it was not accepted.');
    const origin = await post(form({ ...plainFields(), send: '1' }), {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(origin.status).toBe(403);
  });

  it('answers a body that is no form, or far too large, with a page and no 5xx', async () => {
    const { app } = await server();
    const text = await app.request('/api/311/report', {
      method: 'POST',
      body: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(await text.text()).toContain('Invalid input');
    const huge = await app.request('/api/311/report', {
      method: 'POST',
      body: 'x'.repeat(100),
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', 'Content-Length': String(64 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('The form was too large to read');
  });

  it('counts a send against the wizard’s allowance, and says when to try again', async () => {
    const { post } = await server({ submitRateLimit: 1, submitBrowserRateLimit: 0 });
    expect((await post(form({ ...plainFields(), send: '1' }))).status).toBe(303);
    const refused = await post(form({ ...plainFields(), send: '1' }));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Too many requests from this connection\. Please try again after [^<]+\./);
  });
});
