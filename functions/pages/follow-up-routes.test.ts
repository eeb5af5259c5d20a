/**
 * The submitter's private page without JavaScript through the API (docs/311-without-javascript.md):
 * the link's page with its card, "add information" and "not fixed" as forms answered by 303 to the
 * page that says so, refusals as the page again with the reason, never stored and sending no Referer.
 */
import { describe, expect, it } from 'vitest';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';
import { staffHeaders } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

const api = useStaffApp(() => new Date(), 'manager');

async function submitted(): Promise<{ id: string; token: string }> {
  const res = await api.app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
  const { id } = (await res.json()) as { id: string };
  const mail = api.deps.providers.notifier.emails.find((message) => message.requestId === id)!;
  return { id, token: tokenFrom(mail.body, 'followUp')! };
}

const page = async (token: string, query = '') => {
  const res = await api.app.request(`/api/311/my-request?token=${encodeURIComponent(token)}${query}`);
  return { res, html: await res.text() };
};

const post = (action: string, fields: Record<string, string>) =>
  api.app.request(`/api/311/my-request/${action}`, { method: 'POST', body: submitForm(fields) });

describe('the private page without JavaScript', () => {
  it('shows the card, what was added, and the form the request allows; never stored, no Referer', async () => {
    const { id, token } = await submitted();
    const { res, html } = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(html).toContain('Your request');
    expect(html).toContain('data-testid="track-card"');
    expect(html).toContain('Add information or a photo');
    expect(html).toContain(`href="/311/track?id=${id}"`);
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).not.toContain('ada@example.org');
  });

  it('says a link is not valid', async () => {
    const { res, html } = await page('nope-not-a-token-at-all-0000000000000');
    expect(res.status).toBe(404);
    expect(html).toContain('This link is not valid.');
  });

  it('adds information, answers 303 to the page that says so, and refuses an empty form with the page', async () => {
    const { token } = await submitted();
    const empty = await post('information', { token, text: '  ', lang: 'en' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('Please write some information or choose a photo.');
    const res = await post('information', { token, text: 'It is bigger now', lang: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const location = res.headers.get('Location')!;
    expect(location).toBe(`/311/my-request?token=${encodeURIComponent(token)}&done=added`);
    const { html } = await page(token, '&done=added');
    expect(html).toContain('Thank you. Your information was added to the request.');
    expect(html).toContain('It is bigger now');
    expect(html).toContain('Information added by the resident');
  });

  it('reopens a resolved request ("not fixed") and refuses it once it is open again', async () => {
    const { id, token } = await submitted();
    const resolve = await api.app.request(`/api/staff/requests/${id}/status`, {
      method: 'POST',
      headers: staffHeaders(api.session),
      body: JSON.stringify({ status: 'Resolved' }),
    });
    expect(resolve.status).toBe(200);
    expect((await page(token)).html).toContain('Is it not fixed?');
    const res = await post('reopen', { token, note: 'Still there', lang: 'es' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toContain('/311/es/my-request?token=');
    const again = await post('reopen', { token, note: 'Again', lang: 'en' });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('Only a resolved request can be reopened.');
    expect(html).toContain('Again');
  });

  it('refuses a post from another site, and takes its own page’s, which sends Origin: null', async () => {
    const { token } = await submitted();
    const own = await api.app.request('/api/311/my-request/information', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' },
      body: submitForm({ token, text: 'From the page itself' }),
    });
    expect(own.status).toBe(303);
    const opaque = await api.app.request('/api/311/my-request/reopen', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'null' },
      body: submitForm({ token, note: '' }),
    });
    expect(opaque.status).toBe(403);
    const res = await api.app.request('/api/311/my-request/reopen', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: submitForm({ token, note: '' }),
    });
    expect(res.status).toBe(403);
  });
});
