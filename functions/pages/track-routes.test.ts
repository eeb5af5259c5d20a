/**
 * The track page without JavaScript through the API (docs/311-without-javascript.md): a lookup by
 * reference as typed or by id, the card and history from the public projection only, the success
 * notice after a plain report, the public list with its links, and following a request by a form.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatReference } from '#domain/requests/reference.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';

const api = useTestApp();
let id = '';
let reference = '';

beforeAll(async () => {
  const res = await api.app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
  ({ id } = (await res.json()) as { id: string });
  const tracked = (await (await api.app.request(`/api/requests/${id}`)).json()) as { reference: string };
  reference = tracked.reference;
});

const page = async (path: string, init?: RequestInit) => {
  const res = await api.app.request(path, init);
  return { res, html: await res.text() };
};

const follow = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.app.request('/api/311/follow', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('GET /api/311/track', () => {
  it('finds a request by its reference as residents type it, with the card and history, and nothing private', async () => {
    const typed = formatReference(reference).toLowerCase();
    const { res, html } = await page(`/api/311/track?id=${encodeURIComponent(` ${typed} `)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain('data-testid="track-card"');
    expect(html).toContain(formatReference(reference));
    expect(html).toContain(`<span class="font-mono break-all" translate="no">${id}</span>`);
    expect(html).toContain('Request Submitted');
    expect(html).toContain('Paint on the underpass wall');
    expect(html).toContain('action="/api/311/follow"');
    for (const secret of ['ada@example.org', 'Ada Resident', '555-0100', '1 Elm St'])
      expect(html).not.toContain(secret);
  });

  it('finds it by id, and shows the success notice after a plain report', async () => {
    const { html } = await page(`/api/311/track?id=${id}&sent=1`);
    expect(html).toContain(`Success! Your Request ID is <data value="${id}"`);
    expect(html).toContain('Your reference:');
    expect(html).toContain('Use it to track your request or when you call the township.');
    expect(html).toContain('data-testid="sent-reference"');
  });

  it('says so when nothing matches, and asks for an id when the search is empty', async () => {
    const missing = await page('/api/311/track?id=ZZZZ-ZZZZ');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('No request found with that ID.');
    const empty = await page('/api/311/track?id=');
    expect(empty.html).toContain('Enter a request ID to search.');
    expect(empty.html).toContain('aria-invalid="true"');
  });

  it('lists the public requests newest first, each with a link to its track page', async () => {
    const { html } = await page('/api/311/track');
    expect(html).toContain('All Public Requests');
    expect(html).toContain(`href="/311/track?id=${id}"`);
    expect(html).toContain('Showing the 1 newest request.');
    const filtered = await page('/api/311/track?status=Closed');
    expect(filtered.html).toContain('There are no requests with status Closed.');
    const unknown = await page('/api/311/track?status=Nope');
    expect(unknown.res.status).toBe(200);
    expect(unknown.html).toContain('That page of the list could not be found');
  });

  it('answers in the language of its address, with links in that language', async () => {
    const { html } = await page(`/api/311/es/track?id=${id}`);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`href="/311/es/track?id=${id}"`);
    expect(html).not.toContain('>Track a Request<');
  });

  it('wears the app’s banner: each language’s link leads to the same page, the filters kept', async () => {
    const { html } = await page('/api/311/es/track?status=New');
    expect(html).toMatch(
      /<a href="\/311\/track\?status=New" lang="en" hreflang="en" translate="no" class="[^"]*">English<\/a>/,
    );
    expect(html).toMatch(/<a href="\/311\/ko\/track\?status=New" lang="ko"[^>]*>한국어<\/a>/);
    expect(html).toMatch(
      /<a href="\/311\/es\/track\?status=New" lang="es" hreflang="es" translate="no" aria-current="true"/,
    );
    // The screen's header buttons: report and the staff portal, in the page's language.
    expect(html).toMatch(/<a href="\/311\/es" class="[^"]*">Enviar una nueva solicitud<\/a>/);
    expect(html).toContain('href="/311/es/login"');
    expect(html).toMatch(/<a href="\/" class="[^"]*">Volver a /);
  });

  it('links to the 311 host’s own addresses there', async () => {
    const { html } = await page('/api/311/track', { headers: { Host: '311.example.org' } });
    expect(html).toContain(`href="/track?id=${id}"`);
    // Its banner's links are the host's own, and the footer leads back to the coalition's site.
    expect(html).toMatch(/<a href="\/es\/track" lang="es"/);
    expect(html).toMatch(/<a href="https?:\/\/[^"]+" class="[^"]*">Back to /);
  });
});

describe('POST /api/311/follow', () => {
  it('asks for updates and sends the browser to the page that says so (303)', async () => {
    const res = await follow({ requestId: id, email: 'neighbour@example.org', lang: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/311/track?id=${id}&following=1`);
    const { html } = await page(res.headers.get('Location')!.replace('/311/', '/api/311/'));
    expect(html).toContain('Check your e-mail: a link to confirm the updates is on its way.');
    const mail = api.deps.providers.notifier.emails.filter((message) => message.to === 'neighbour@example.org');
    expect(mail).toHaveLength(1);
  });

  it('shows the form again with the message beside the field, in the form’s language', async () => {
    const res = await follow({ requestId: id, email: 'not-an-address', lang: 'en' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('id="follow-email-error"');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('value="not-an-address"');
    const spanish = await follow({ requestId: id, email: '', lang: 'es' });
    expect(await spanish.text()).toContain('<html lang="es"');
  });

  it('refuses a post from another site, and a body beyond its bounds, with a page', async () => {
    const crossSite = await follow({ requestId: id, email: 'a@example.org' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('This form was sent from another site');
    const big = await follow({ requestId: id, email: 'a@example.org', filler: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('What you sent is too large.');
  });

  it('allows a post with neither Sec-Fetch-Site nor Origin, and one from its own origin', async () => {
    const own = await follow(
      { requestId: id, email: 'own@example.org' },
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' },
    );
    expect(own.status).toBe(303);
  });
});
