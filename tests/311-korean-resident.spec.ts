/**
 * A Korean-speaking resident's whole journey (docs/translating.md), on a phone and at a desk: their
 * browser asks for Korean, so /311 opens in Korean; they report an issue with the open map and ask
 * for texts; the confirmation e-mail and text are in Korean; they track the request and a neighbour
 * follows it in Korean; a staff status change and a public comment (written in English) reach them
 * in Korean, the comment marked as being in English. Expected words come from the catalogs.
 */
import { expect, test } from './support/test.ts';
import { notifyMessages } from '#server/notify/notify.messages.ts';
import { townshipMessages } from '#domain/township/township-messages.ts';
import { readTownshipProfile } from '#domain/township/profile-schema.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { trackMessages } from '#township-311/features/track/track.messages.ts';
import { followMessages } from '#township-311/features/follow/follow.messages.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { readFileSync } from 'node:fs';
import { inLanguage, townshipCatalog } from './support/catalogs.ts';
import { linkIn, nthMessageTo } from './support/mailbox.ts';
import { messagesAbout } from './support/outbox.ts';
import { createStaff } from './support/staff-accounts.ts';

const KO = 'ko';
const wizard = inLanguage(wizardMessages, KO);
const location = inLanguage(locationMessages, KO);
const track = inLanguage(trackMessages, KO);
const follow = inLanguage(followMessages, KO);
const common = inLanguage(commonMessages, KO);
const notify = inLanguage(notifyMessages, KO);
const profile = readTownshipProfile(
  readFileSync(new URL('../content/township/profile.json', import.meta.url), 'utf8'),
  'content/township/profile.json',
);
const words = inLanguage(townshipMessages(profile), KO, townshipCatalog(KO));
const graffitiKey = profile.categories.find((category) => category.name === 'Graffiti')!.key;
const GRAFFITI = words(`category.${graffitiKey}`);
const HANGUL = /[\uac00-\ud7a3]/;

test.use({ locale: 'ko-KR' });

test('a Korean-speaking resident reports, tracks and follows a request, and hears of changes in Korean', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const resident = { name: '김민준', email: `minjun.${tag}@example.org`, phone: '(609) 555-0142' };
  const neighbour = `jiwoo.${tag}@example.org`;

  // The browser asks for Korean: the app opens in it, and says so in its address.
  await page.goto('/311');
  await expect(page).toHaveURL(/\/311\/ko\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: wizard('heading') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(KO);

  await page.getByLabel(new RegExp(`^${wizard('name')}`)).fill(resident.name);
  await page.getByLabel(new RegExp(`^${wizard('email')}`)).fill(resident.email);
  await page.getByLabel(new RegExp(`^${wizard('phone')}`)).fill(resident.phone);
  await page.getByRole('button', { name: wizard('next'), exact: true }).click();
  await page.getByLabel(new RegExp(`^${wizard('category')}`)).selectOption('Graffiti');
  await expect(page.getByLabel(new RegExp(`^${wizard('category')}`)).locator('option:checked')).toHaveText(GRAFFITI);
  await page.getByLabel(new RegExp(`^${wizard('description')}`)).fill(`지하도 벽에 낙서 (${tag})`);
  await page.getByRole('checkbox', { name: wizard('textAlerts') }).check();
  await page.getByRole('button', { name: wizard('next'), exact: true }).click();
  const map = page.getByRole('application', { name: location('mapLabel') });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await map.click();
  await expect(page.locator('#submit-issueAddress')).not.toHaveValue('');
  await page.getByRole('button', { name: wizard('next'), exact: true }).click();
  await page.getByRole('button', { name: wizard('submit'), exact: true }).click();
  await expect(page.getByTestId('submit-success')).toBeVisible();

  // The success message leads to tracking, still in Korean.
  await expect(page).toHaveURL(/\/311\/ko\/track\/[A-Za-z0-9]+/, { timeout: 15_000 });
  const id = /\/track\/([A-Za-z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByTestId('track-status')).toContainText(common('statusNew'));

  // The confirmation e-mail and text are in Korean, with the category in the township's Korean words.
  const confirmation = await nthMessageTo(resident.email, 1);
  expect(confirmation.subject).toContain(notify('submittedSubject', { id, reference: '' }).split(':')[0]!);
  expect(confirmation.body).toContain(GRAFFITI);
  expect(confirmation.body).toContain(`/311/ko/track/${id}`);
  const [text] = messagesAbout(id).filter((message) => message.channel === 'sms');
  expect(text?.body).toMatch(HANGUL);
  expect(text?.body).toContain(notify('optOut'));

  // A neighbour follows it from the track screen in Korean and confirms from the Korean e-mail.
  const form = page.getByTestId('follow-form');
  await expect(form.getByRole('heading', { name: track('followTitle') })).toBeVisible();
  await form.getByRole('textbox', { name: track('email') }).fill(neighbour);
  await form.getByRole('button', { name: track('getUpdates') }).click();
  await expect(form.getByRole('status')).toHaveText(track('followSent'));
  const ask = await nthMessageTo(neighbour, 1);
  expect(ask.subject).toMatch(HANGUL);
  await page.goto(linkIn(ask, 'confirm'));
  await expect(page).toHaveURL(/\/311\/ko\//);
  await page.getByRole('button', { name: follow('confirmButton') }).click();
  await expect(page.getByTestId('follow-result')).toHaveText(follow('confirmed'));

  // Staff change the status and add a public comment in English: both reach them in Korean.
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  const login = await request.post('/api/auth/login', { data: { email: manager.email, password: manager.password } });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrfToken };
  expect(
    (await request.post(`/api/staff/requests/${id}/status`, { headers, data: { status: 'In Progress' } })).status(),
  ).toBe(200);
  const statusMail = await nthMessageTo(resident.email, 2);
  expect(statusMail.body).toContain(notify('statusChanged', { status: notify('statusInProgress') }));
  const followerMail = await nthMessageTo(neighbour, 2);
  expect(followerMail.body).toContain(notify('followerStatus', { status: notify('statusInProgress') }));

  const comment = 'The crew will repaint the wall on Friday.';
  expect(
    (await request.post(`/api/staff/requests/${id}/comments`, { headers, data: { text: comment } })).status(),
  ).toBe(201);
  const commentMail = await nthMessageTo(resident.email, 3);
  expect(commentMail.body).toContain(comment);
  expect(commentMail.body).toContain(notify('commentInEnglish'));
  const texts = messagesAbout(id).filter((message) => message.channel === 'sms');
  expect(texts.length).toBeGreaterThanOrEqual(3);
  for (const sent of texts) expect(sent.body).toMatch(HANGUL);

  // Back on the track screen: the new status in Korean, the comment as staff wrote it.
  await page.goto(`/311/ko/track/${id}`);
  await expect(page.getByTestId('track-status')).toContainText(common('statusInProgress'));
  await expect(page.getByText(comment)).toBeVisible();
});
