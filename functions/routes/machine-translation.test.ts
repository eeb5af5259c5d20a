/**
 * Machine translation through the API, with the model adapter against a local fake of a chat
 * endpoint: a Korean description reaches staff with its English machine translation (stored after
 * the submission is acknowledged, retried when staff open it), and a public comment reaches the
 * Korean resident with its marked translation; without a model, the original and the sentence
 * saying the comment is in English.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModelTranslator } from '../ai/model-translate.ts';
import { noTranslator } from '../ai/model-translate.ts';
import { fitsText } from '../notify/sms-segments.ts';
import { fakeTranslation, startFakeModel, type FakeModelServer } from '../testing/fakes/model-server.ts';
import { staffHeaders } from '../testing/fixtures/staff.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';
import type { StaffApp } from '../testing/helpers/staff-app.ts';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reply = { auto: true };
});

const description = '가로등이 밤새 꺼져 있어요. 20 Main St 앞입니다.';
const comment = 'A crew will replace the lamp on Tuesday.';

type StaffView = { request: { descriptionTranslation: { text: string; language: string } | null } };

async function submitKorean(api: StaffApp): Promise<string> {
  const res = await api.app.request('/api/requests', {
    method: 'POST',
    headers: { 'Content-Language': 'ko' },
    body: submitForm(validFields({ category: 'Streetlight Outage', description })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const staffView = async (api: StaffApp, id: string) =>
  (await (
    await api.app.request(`/api/staff/requests/${id}`, { headers: staffHeaders(api.session) })
  ).json()) as StaffView;

async function postComment(api: StaffApp, id: string) {
  const res = await api.app.request(`/api/staff/requests/${id}/comments`, {
    method: 'POST',
    headers: staffHeaders(api.session),
    body: JSON.stringify({ text: comment }),
  });
  expect(res.ok).toBe(true);
  const emails = api.deps.providers.notifier.emails.filter((mail) => mail.requestId === id);
  const texts = api.deps.providers.notifier.texts.filter((text) => text.requestId === id);
  return { email: emails.at(-1)!.body, text: texts.at(-1)!.body };
}

describe('with a model endpoint', () => {
  const api = useStaffApp(() => new Date(), 'manager', {
    services: (deps) => ({
      ...deps,
      providers: {
        ...deps.providers,
        translator: createModelTranslator({ baseUrl: fake.baseUrl, model: 'fake', timeoutMs: 10_000 }),
      },
    }),
  });

  it('stores the English machine translation of a Korean description for staff, not the public', async () => {
    const id = await submitKorean(api);
    await vi.waitFor(async () => {
      expect((await staffView(api, id)).request.descriptionTranslation).toMatchObject({
        text: fakeTranslation(description, 'en'),
        language: 'en',
      });
    });
    const publicView = await (await api.app.request(`/api/requests/${id}`)).json();
    expect(JSON.stringify(publicView)).not.toContain('[MT');
    expect(publicView).not.toHaveProperty('descriptionTranslation');
  });

  it('sends a public comment to the Korean resident with its marked translation beside the English', async () => {
    const id = await submitKorean(api);
    const { email, text } = await postComment(api, id);
    expect(email).toContain(comment);
    expect(email).toContain(`기계 번역(오류가 있을 수 있음): "${fakeTranslation(comment, 'ko')}"`);
    expect(email).not.toContain('직원이 이 댓글을 영어로 작성했습니다.');
    // Both cut to fit two UCS-2 segments, the marked translation still there.
    expect(text).toContain('기계 번역: "[MT');
    expect(fitsText(text)).toBe(true);
  });

  it('acknowledges a submission while the model is down, and translates when staff open it later', async () => {
    fake.reply = { status: 503, body: { error: { message: 'Overloaded' } } };
    const asked = fake.seen.length;
    const id = await submitKorean(api);
    // The attempt made after the acknowledgement reached the model, and failed.
    await vi.waitFor(() => {
      expect(fake.seen.length).toBeGreaterThan(asked);
    });
    const { email } = await postComment(api, id);
    expect(email).toContain('직원이 이 댓글을 영어로 작성했습니다.');
    expect((await staffView(api, id)).request.descriptionTranslation).toBeNull();
    fake.reply = { auto: true };
    await vi.waitFor(async () => {
      expect((await staffView(api, id)).request.descriptionTranslation?.text).toBe(fakeTranslation(description, 'en'));
    });
  });
});

describe('without a model endpoint', () => {
  const api = useStaffApp(() => new Date(), 'manager', {
    services: (deps) => ({ ...deps, providers: { ...deps.providers, translator: noTranslator } }),
  });

  it('shows staff the original only, and tells the resident the comment is in English', async () => {
    const seen = fake.seen.length;
    const id = await submitKorean(api);
    const { email, text } = await postComment(api, id);
    expect((await staffView(api, id)).request.descriptionTranslation).toBeNull();
    expect(email).toContain(comment);
    expect(email).toContain('직원이 이 댓글을 영어로 작성했습니다.');
    expect(email).not.toContain('기계 번역');
    expect(text).not.toContain('기계 번역');
    expect(fake.seen).toHaveLength(seen);
  });
});
