/**
 * The e-mails' confirm and stop pages without JavaScript through the API: opening changes nothing,
 * the button's form does, answered by 303 to the page that says so; a spent or unknown link says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';

const api = useTestApp();
let id = '';

beforeAll(async () => {
  const res = await api.app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
  ({ id } = (await res.json()) as { id: string });
});

const press = (kind: string, token: string) =>
  api.app.request(`/api/311/updates/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, lang: 'en' }).toString(),
  });

describe('the confirm and stop pages', () => {
  it('confirm: the page only offers the button; the press confirms and the page says so', async () => {
    const email = 'plain.follower@example.org';
    const asked = await api.app.request('/api/follow/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: id, email }),
    });
    expect(asked.status).toBe(202);
    const mail = api.deps.providers.notifier.emails.find((message) => message.to === email)!;
    const token = tokenFrom(mail.body, 'confirm')!;

    const opened = await api.app.request(`/api/311/updates/confirm?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await opened.text();
    expect(html).toContain('Confirm updates');
    expect(html).toContain('action="/api/311/updates/confirm"');

    const res = await press('confirm', token);
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toBe(`/311/updates/confirm?done=confirmed&id=${id}`);
    const done = await (await api.app.request(location.replace('/311/', '/api/311/'))).text();
    expect(done).toContain(FOLLOW_MESSAGES.confirmed);
    expect(done).toContain(`href="/311/track?id=${id}"`);
  });

  it('stop: the submitter’s messages stop from the button', async () => {
    const mail = api.deps.providers.notifier.emails.find(
      (message) => message.requestId === id && message.to === 'ada@example.org',
    )!;
    const res = await press('stop', tokenFrom(mail.body, 'stop')!);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/311/updates/stop?done=stopped-submitter&id=${id}`);
  });

  it('says an unknown link is not valid', async () => {
    const opened = await api.app.request('/api/311/updates/stop');
    expect(opened.status).toBe(404);
    expect(await opened.text()).toContain(FOLLOW_MESSAGES.invalidLink);
    const pressed = await press('confirm', 'x'.repeat(43));
    expect(pressed.status).toBe(404);
  });
});
