/**
 * A request records the language it was submitted in, staff see and filter by it, and every
 * message to its submitter and its followers goes out in their language, through the API.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createRulesTriage } from '../ai/rules-triage.ts';
import { staffHeaders } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

const api = useStaffApp(() => new Date(), 'manager');
beforeEach(() => {
  api.deps.providers.notifier.emails.length = 0;
  api.deps.providers.notifier.texts.length = 0;
});

async function submit(headers: Record<string, string>, fields: Record<string, string> = {}) {
  const res = await api.app.request('/api/requests', {
    method: 'POST',
    headers,
    body: submitForm(validFields(fields)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const staffView = async (id: string) =>
  (await (await api.app.request(`/api/staff/requests/${id}`, { headers: staffHeaders(api.session) })).json()) as {
    request: { language: string; priority: string };
  };

describe('the language of a request', () => {
  it.each([
    ['the page language sent as Content-Language', { 'Content-Language': 'ko' }, {}, 'ko'],
    ['the form field, over the header', { 'Content-Language': 'ko' }, { language: 'zh-hans' }, 'zh-Hans'],
    ['a language the profile does not offer, as English', { 'Content-Language': 'fr' }, {}, 'en'],
    ['nothing said, as English', {}, {}, 'en'],
  ])('records %s', async (_label, headers, fields, language) => {
    const id = await submit(headers, fields);
    expect((await staffView(id)).request.language).toBe(language);
    const publicView = await (await api.app.request(`/api/requests/${id}`)).json();
    expect(publicView).not.toHaveProperty('language');
  });

  it('is the language the rules triage reads the description in (docs/product.md#311-emergency-notice)', async () => {
    const triage = api.deps.providers.triage;
    api.deps.providers.triage = createRulesTriage();
    try {
      const sparking = { category: 'Other', description: '전선이 끊어져서 불꽃이 튀어요' };
      const korean = await submit({ 'Content-Language': 'ko' }, sparking);
      const english = await submit(
        {},
        { category: 'Other', description: 'Downed power line sparking on the sidewalk' },
      );
      expect((await staffView(korean)).request.priority).toBe('Emergency');
      expect((await staffView(english)).request.priority).toBe('Emergency');
    } finally {
      api.deps.providers.triage = triage;
    }
  });

  it('sends the confirmation e-mail and text in it, with links in it', async () => {
    const id = await submit({ 'Content-Language': 'ko' });
    const [mail] = api.deps.providers.notifier.emails;
    expect(mail!.subject.startsWith(`요청 접수됨: ${id} `)).toBe(true);
    expect(mail!.body).toContain(`${api.deps.place.threeOneOneUrl}/ko/track/${id}`);
    // The category in the township's own Korean words (content/township/locales/ko.po); stored in English.
    expect(mail!.body).toContain('낙서');
    expect(mail!.body).not.toContain('Graffiti');
    expect(api.deps.providers.notifier.texts[0]!.body).toContain('요청');
  });

  it('lets staff filter the list by it', async () => {
    const ko = await submit({ 'Content-Language': 'ko' });
    const en = await submit({});
    const list = async (query: string) => {
      const res = await api.app.request(`/api/staff/requests?${query}`, { headers: staffHeaders(api.session) });
      return res;
    };
    const body = (await (await list('language=ko')).json()) as { requests: { id: string; language: string }[] };
    expect(body.requests.map((row) => row.id)).toContain(ko);
    expect(body.requests.map((row) => row.id)).not.toContain(en);
    expect(body.requests.every((row) => row.language === 'ko')).toBe(true);
    expect((await list('language=fr')).status).toBe(400);
  });

  it('tells the submitter and each follower of a change in their own language', async () => {
    const id = await submit({ 'Content-Language': 'es' });
    const follow = await api.app.request('/api/follow/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: id, email: 'min@example.org', language: 'ko' }),
    });
    expect(follow.status).toBe(202);
    const confirmMail = api.deps.providers.notifier.emails.find((mail) => mail.to === 'min@example.org')!;
    expect(confirmMail.subject).toContain('업데이트 수신 확인');
    const token = tokenFrom(confirmMail.body, 'confirm')!;
    const confirmed = await api.app.request('/api/follow/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);

    const changed = await api.app.request(`/api/staff/requests/${id}/status`, {
      method: 'POST',
      headers: staffHeaders(api.session),
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(changed.ok).toBe(true);
    const mails = api.deps.providers.notifier.emails;
    const toSubmitter = mails.filter((mail) => mail.to === 'ada@example.org').at(-1)!;
    expect(toSubmitter.body).toContain('El estado de su solicitud se actualizó a "En curso".');
    const toFollower = mails.filter((mail) => mail.to === 'min@example.org').at(-1)!;
    expect(toFollower.body).toContain('상태가 "처리 중"(으)로 변경되었습니다.');
    expect(toFollower.body).toContain('/ko/track/');
  });
});
