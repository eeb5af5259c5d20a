/**
 * Phone intake (docs/product.md#311-phone-intake) against the real server: a worker files a
 * caller's request by keyboard alone, from the sidebar to the new request's detail screen, whose
 * history says it was taken by phone, and finds it in All Requests; the form's checks; a caller
 * with no e-mail, who gets a text and no e-mail; a session that ends while filing, signed back
 * into in place; axe in every state. Each test files its own description, so other tests'
 * requests never matter.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { messagesAbout } from './support/outbox.ts';
import { createStaff, type TestStaff } from './support/staff-accounts.ts';
import { endSessionOnServer, signInThroughApi } from './support/staff-session.ts';

const unique = () => `${String(process.pid)}-${Date.now().toString(36)}`;
const alertOf = (page: Page) => page.locator('#submit-alert');
const updatesNote = (page: Page) => page.locator('#phone-intake-updates');
const NO_UPDATES =
  'With no e-mail and no texts, the caller will get no confirmation or updates. Once the request is filed, read them its reference: they can track the request online with it, or quote it when they call back.';
const FILED = /^Request filed\. Its reference is [0-9A-Z]{4}-[0-9A-Z]{4}\.$/;

/** Types each value into the focused field ('' leaves it empty) and tabs on to the next. */
async function typeEach(page: Page, values: readonly string[]): Promise<void> {
  for (const value of values) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

/** The caller's language comes after their details, English unless changed: Tab passes it. */
async function passCallerLanguage(page: Page): Promise<void> {
  const language = page.getByLabel(/^Caller’s language/);
  await expect(language).toBeFocused();
  await expect(language).toHaveValue('en');
  await page.keyboard.press('Tab');
}

/** From the focused category select: Tree Issue, by its first letter (twice: Traffic Signal Issue comes first). */
async function chooseTreeIssue(page: Page): Promise<void> {
  const category = page.getByLabel(/^Category/);
  await expect(category).toBeFocused();
  await category.press('t'); // a closed select jumps to the first choice starting with the letter
  await expect(category).toHaveValue('Traffic Signal Issue');
  await page.keyboard.press('t');
  await expect(category).toHaveValue('Tree Issue');
}

/** The place by search, by keyboard: Enter searches, then Tab past Search to the place found. */
async function placeByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByLabel(/^Address of the issue/), { max: 30 });
  await page.keyboard.type('4 Elm Ct');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 place found.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^4 Elm Ct/ }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Location set: 40.31790, -74.62280')).toBeVisible();
}

/** A new worker named `name` (made unique), signed in, on the screen at `path`. */
async function workerOn(page: Page, request: APIRequestContext, name: string, path: string): Promise<TestStaff> {
  const worker = await createStaff(request, 'worker', `${name} ${unique()}`);
  await signInThroughApi(page.context().request, worker);
  await page.goto(path);
  return worker;
}

/** The filed request's reference and id, as the screen shows them. */
async function filedRequest(page: Page): Promise<{ reference: string; id: string }> {
  await expect(page.getByText(FILED)).toBeFocused();
  const reference = (await page.getByTestId('filed-reference').textContent())!;
  const id = (await page.getByText(/^[A-Za-z0-9]{20}$/).textContent())!;
  return { reference, id };
}

test('a worker files a caller’s request by keyboard alone; its history says by phone; it is in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // three axe scans and a full journey on a busy two-core machine
  const worker = await workerOn(page, request, 'Wes Worker', '/311/staff');
  const description = `Branch down across the path (${unique()})`;
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const press = (key: string) => page.keyboard.press(key);
  const type = (text: string) => page.keyboard.type(text);

  // From the dashboard heading to the sidebar's link, by keyboard.
  const link = page.getByRole('link', { name: 'New request (phone)' });
  await page.getByRole('heading', { level: 1 }).focus();
  for (let presses = 0; presses < 20; presses += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await press('Shift+Tab');
  }
  await expect(link).toBeFocused();
  await press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New request (phone)' })).toBeFocused();
  await expect(page).toHaveTitle(/^New request \(phone\)/);
  await expect(page.getByRole('application', { name: /^Map of the township/ })).toBeVisible();
  await expectNoViolations(page, 'phone intake, empty');

  // Filing at once: every message, the first field marked and focused.
  const file = page.getByRole('button', { name: 'File request' });
  await tabTo(page, file, { max: 60 });
  await press('Enter');
  await expect(alertOf(page)).toHaveText(
    'Please fill in the caller’s name, or Anonymous if they will not give one. Please select a Category and provide a Description. Please select a location on the map.',
  );
  const name = page.getByLabel(/^Caller’s name/);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'phone intake, every field missing');

  await typeEach(page, ['Carla Caller', 'carla.caller@example.org', '609-555-0142', '9 Birch Rd']);
  await passCallerLanguage(page);
  await chooseTreeIssue(page);
  await press('Tab');
  await type(description);
  await press('Tab');
  await expect(page.getByLabel(/^Photo/)).toBeFocused();
  await press('Tab');
  const texts = page.getByLabel(/^Text the caller/);
  await expect(texts).toBeFocused();
  await press('Space');
  await expect(texts).toBeChecked();
  await expect(updatesNote(page)).toHaveText('The caller will get the confirmation and updates by e-mail and by text.');

  await placeByKeyboard(page);
  await tabTo(page, file, { max: 30 });
  await press('Enter');
  const { reference, id } = await filedRequest(page);
  await expectNoViolations(page, 'phone intake, filed');

  await press('Tab');
  await expect(page.getByRole('button', { name: `Copy reference ${reference}` })).toBeFocused();
  await press('Tab');
  await expect(page.getByRole('link', { name: 'Open the request' })).toBeFocused();
  await press('Enter');
  await expect(page).toHaveURL(new RegExp(`/311/staff/requests/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tree Issue' })).toBeFocused();
  const history = page.getByRole('region', { name: 'Request History' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`Request submitted by phone (taken by ${worker.name})`);
  const submitter = page.getByRole('region', { name: 'Submitter Info' });
  await expect(submitter.getByText('Carla Caller')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText(description)).toBeVisible();

  // The new request in All Requests, found by its own words.
  await page.goto(`/311/staff/requests?q=${encodeURIComponent(description.split('(')[1]!.replace(')', ''))}`);
  await expect(page.getByTestId('request-count')).toHaveText('1 request');
  // Its row (from 768 px) or its card (below), whichever the screen shows, led by the reference.
  const row = page.locator(`[data-request-id="${id}"]`).filter({ visible: true });
  await expect(row).toContainText('Tree Issue');
  await expect(row.locator('[data-reference]')).toHaveText(reference);
  await expect(row).toContainText(id.slice(0, 8));
});

test('a caller with a phone and no e-mail, by keyboard: told how they hear back, then texted and never e-mailed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // three axe scans and a full journey on a busy two-core machine
  await workerOn(page, request, 'Willa Worker', '/311/staff/new-request');
  const description = `Branch on the footpath (${unique()})`;
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const heading = page.getByRole('heading', { level: 1, name: 'New request (phone)' });
  await expect(heading).toBeVisible();
  await heading.focus();
  await expect(page.getByRole('application', { name: /^Map of the township/ })).toBeVisible();
  const press = (key: string) => page.keyboard.press(key);
  const type = (text: string) => page.keyboard.type(text);
  const file = page.getByRole('button', { name: 'File request' });
  await expect(updatesNote(page)).toHaveText(NO_UPDATES);
  await expect(file).toHaveAccessibleDescription(NO_UPDATES);

  // Name, no e-mail, a phone: without the caller's consent to texts, still no updates.
  await tabTo(page, page.getByLabel(/^Caller’s name/), { max: 30 });
  await typeEach(page, ['Anonymous', '', `609-555-${digits}`, '']);
  await passCallerLanguage(page);
  await chooseTreeIssue(page);
  await press('Tab');
  await type(description);
  await press('Tab');
  await press('Tab');
  const texts = page.getByLabel(/^Text the caller/);
  await expect(texts).toBeFocused();
  await expect(texts).not.toBeChecked();
  await expect(updatesNote(page)).toHaveText(NO_UPDATES);
  await expectNoViolations(page, 'phone intake, a caller who will get no updates');

  // The caller agrees to texts.
  await press('Space');
  await expect(texts).toBeChecked();
  const byText =
    'The caller will get the confirmation and updates by text. Without an e-mail they get no private link to add to the request.';
  await expect(updatesNote(page)).toHaveText(byText);
  await expect(file).toHaveAccessibleDescription(byText);

  await placeByKeyboard(page);
  await tabTo(page, file, { max: 30 });
  await press('Enter');
  const { reference, id } = await filedRequest(page);
  await expect(page.getByText('It is also in the confirmation text sent to the caller.')).toBeVisible();
  await expectNoViolations(page, 'phone intake, filed for a caller without e-mail');

  // The confirmation went out as a text with the reference, and nothing by e-mail.
  const sent = messagesAbout(id);
  expect(sent.map((message) => [message.channel, message.to])).toEqual([['sms', `+1609555${digits}`]]);
  expect(sent[0]!.body).toContain(reference);

  await tabTo(page, page.getByRole('link', { name: 'Open the request' }), { max: 3 });
  await press('Enter');
  const submitter = page.getByRole('region', { name: 'Submitter Info' });
  await expect(submitter.getByText('No e-mail given')).toBeVisible();
  await expect(submitter.getByText('Anonymous')).toBeVisible();
});

test('a session that ends while filing: signed in again, the request is filed once with what was typed', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(180_000); // two axe scans and a sign-in on a busy two-core machine
  const worker = await workerOn(page, request, 'Wynn Worker', '/311/staff/new-request');
  const description = `Limb hanging over the road (${unique()})`;
  await expect(page.getByRole('heading', { level: 1, name: 'New request (phone)' })).toBeVisible();
  await page.getByLabel(/^Caller’s name/).fill('Anonymous');
  await page.getByLabel(/^Category/).selectOption('Tree Issue');
  await page.getByLabel(/^Description/).fill(description);
  await placeByKeyboard(page);
  await endSessionOnServer(page, playwright);

  const file = page.getByRole('button', { name: 'File request' });
  await file.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(dialog.getByLabel('Email')).toHaveValue(worker.email);
  const ended = 'Your session has ended. Sign in again to continue; what you typed is kept.';
  await expect(alertOf(page)).toHaveText(ended);
  await expect(page.getByLabel(/^Description/)).toHaveValue(description);
  await expectNoViolations(page, 'phone intake, the session ended');

  await page.keyboard.type(worker.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(FILED)).toBeVisible();
  const { id } = await filedRequest(page);
  await expect(
    page.getByText(
      'The caller gets no e-mail or text about this request: make sure they write the reference down, to track the request online or quote it when they call back.',
    ),
  ).toBeVisible();
  await expectNoViolations(page, 'phone intake, filed for a caller who gets no updates');
  expect(messagesAbout(id)).toEqual([]);

  // Filed once: one request with the description.
  await page.goto(`/311/staff/requests?q=${encodeURIComponent(description.split('(')[1]!.replace(')', ''))}`);
  await expect(page.getByTestId('request-count')).toHaveText('1 request');
});

test('a developer has no phone intake link and is told the screen is not for their role', async ({ page, request }) => {
  const developer = await createStaff(request, 'developer', 'Devon Developer');
  await signInThroughApi(page.context().request, developer);
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New request (phone)' })).toHaveCount(0);
  await page.goto('/311/staff/new-request');
  await expect(page.getByText('Your role does not take requests by phone.')).toBeVisible();
  await expectNoViolations(page, 'phone intake, a role without it');
});
