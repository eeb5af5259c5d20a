/**
 * Machine translation in the browser (docs/product.md#311-machine-translation), on a server of the
 * test's own configured with a model endpoint: a local fake of an OpenAI-compatible chat API
 * (functions/testing/fakes/model-server.ts) that translates by a visible mark. Staff read a Korean
 * description with its English machine translation under it, each in its own language and the
 * translation marked as a machine's, and axe passes; the public never sees the translation; a
 * public comment staff post in English reaches the Korean resident's e-mail and text with its
 * marked Korean translation. Desktop only, as the staff portal's journeys are.
 */
import { expect, test } from './support/test.ts';
import { notifyMessages } from '#server/notify/notify.messages.ts';
import { fakeTranslation, startFakeModel, type FakeModelServer } from '#server/testing/fakes/model-server.ts';
import { expectNoViolations } from './support/axe.ts';
import { inLanguage } from './support/catalogs.ts';
import { messagesAbout } from './support/outbox.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { TEST_ADMIN } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

const notify = inLanguage(notifyMessages, 'ko');
const description = '가로등이 밤새 꺼져 있어요. 학교 앞 골목이 너무 어두워요.';
const comment = 'A crew will replace the lamp on Tuesday.';

let model: FakeModelServer | undefined;
let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  model = await startFakeModel();
  model.reply = { auto: true };
  server = await startOwnServer(80_000, { env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model' } });
});
test.afterAll(async () => {
  await server?.stop();
  await model?.close();
});

test('staff read a Korean description beside its machine translation, and the comment reaches the resident in Korean', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server!.baseURL });
  const id = await submitTestRequest(
    context.request,
    {
      name: '김민준',
      email: 'minjun.mt@example.org',
      phone: '609-555-0142',
      wantsTextAlerts: 'true',
      category: 'Streetlight Outage',
      description,
    },
    'ko',
  );

  // The public view has the description and never its translation.
  const publicView = await (await context.request.get(`/api/requests/${id}`)).text();
  expect(publicView).not.toContain('[MT');

  await signInThroughApi(context.request, TEST_ADMIN);
  const page = await context.newPage();
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeVisible();
  // The printed work order holds the description too, hidden on screen.
  await expect(page.getByText(description, { exact: true }).filter({ visible: true })).toHaveAttribute('lang', 'ko');
  const translation = page.getByTestId('machine-translation');
  await expect(translation).toContainText('Machine translation (may contain mistakes)');
  await expect(translation.getByText(fakeTranslation(description, 'en'), { exact: true })).toHaveAttribute(
    'lang',
    'en',
  );
  await expectNoViolations(page, 'a request described in Korean, with its machine translation');

  const comments = page.getByRole('region', { name: 'Public Comments' });
  await comments.getByRole('textbox').fill(comment);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByRole('listitem').first()).toContainText(comment);

  // The resident's e-mail carries the English and its marked Korean translation, and so does the
  // text, which keeps to two SMS segments by cutting the English first: both are known by the mark.
  const marked = fakeTranslation(comment, 'ko');
  const commentMessages = () =>
    messagesAbout(id, server!.dataDir).filter((message) => message.body.includes('[MT ko]'));
  await expect
    .poll(() =>
      commentMessages()
        .map((message) => message.channel)
        .sort(),
    )
    .toEqual(['email', 'sms']);
  const email = commentMessages().find((message) => message.channel === 'email');
  const text = commentMessages().find((message) => message.channel === 'sms');
  expect(email?.body).toContain(comment);
  expect(email?.body).toContain(notify('machineTranslation', { text: marked }));
  expect(email?.body).not.toContain(notify('commentInEnglish'));
  expect(text?.body).toContain(notify('textMachineTranslation', { text: '[MT ko]' }).slice(0, -1));
  await context.close();
});
