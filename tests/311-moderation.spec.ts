/**
 * Moderation (docs/product.md#311-moderation) against the real server: a manager hides a
 * request's description and photo with reasons, by keyboard; the public track view then shows
 * "Hidden by township staff" and no photo (its address answers 404), while staff still see both
 * with "Hidden from the public: {reason}"; showing them again restores the public view; axe in
 * every new state.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { PIXEL_PNG, submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

const unique = () => `${String(process.pid)}-${Date.now().toString(36)}`;
const region = (page: Page, name: string) => page.getByRole('region', { name });

test('a manager hides the description and the photo; the public sees neither, staff see both', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000); // five axe scans and two browsers on a busy two-core machine
  const text = `Rude words about the neighbour at number 7 (${unique()})`;
  const id = await submitTestRequest(request, {
    category: 'Noise Complaint',
    description: text,
    photo: { name: 'noise.png', mimeType: 'image/png', buffer: PIXEL_PNG },
  });
  const photoUrl = ((await (await request.get(`/api/requests/${id}`)).json()) as { imageUrl: string }).imageUrl;
  expect((await request.get(photoUrl)).status()).toBe(200);

  const manager = await createStaff(request, 'manager', `Mona Moderator ${unique()}`);
  await signInThroughApi(page.context().request, manager);
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Noise Complaint' })).toBeVisible();
  const panel = region(page, 'Public View');
  await expect(panel.getByText('Shown to the public.')).toHaveCount(2);

  // The description, by keyboard: the button opens the reason, which takes focus; Enter hides.
  const hideDescription = panel.getByRole('button', { name: 'Hide description' });
  await hideDescription.focus();
  await page.keyboard.press('Enter');
  const reason = panel.getByLabel('Reason for hiding the description');
  await expect(reason).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Please give a reason for hiding it.')).toBeVisible();
  await expectNoViolations(page, 'hide form with its message');
  await page.keyboard.type('Names a neighbour');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Description hidden from the public.');
  await expect(panel.getByRole('button', { name: 'Show description to the public' })).toBeFocused();

  await panel.getByRole('button', { name: 'Hide photo' }).click();
  await panel.getByLabel('Reason for hiding the photo').fill('Shows a car’s number plate');
  await panel.getByRole('button', { name: 'Hide photo' }).click();
  await expect(panel.getByRole('status')).toHaveText('Photo hidden from the public.');

  const details = region(page, 'Details');
  await expect(details.getByText(text)).toBeVisible();
  await expect(details.getByText('Hidden from the public: Names a neighbour')).toBeVisible();
  await expect(details.getByText('Hidden from the public: Shows a car’s number plate')).toBeVisible();
  const staffPhoto = details.getByRole('img', { name: 'Photo submitted with the request: open it larger' });
  await expect(staffPhoto).toHaveAttribute('src', `/api/staff/requests/${id}/photo`);
  const opened = await page.context().request.get(`/api/staff/requests/${id}/photo`);
  expect([opened.status(), opened.headers()['content-type']]).toEqual([200, 'image/png']);
  const history = region(page, 'Request History').getByRole('listitem');
  await expect(history.nth(0)).toContainText('Photo hidden from the public: Shows a car’s number plate');
  await expect(history.nth(1)).toContainText('Description hidden from the public: Names a neighbour');
  await expectNoViolations(page, 'detail with both parts hidden');

  // A resident, in a browser of their own.
  // The same screen size as the project's (phone or desktop), without the manager's cookies.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const residentContext = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  const resident = await residentContext.newPage();
  const photoRequests: string[] = [];
  resident.on('request', (sent) => {
    if (sent.url().includes('/api/uploads/')) photoRequests.push(sent.url());
  });
  await resident.goto(`/311/track/${id}`);
  const card = resident.getByTestId('track-card');
  await expect(card).toBeVisible();
  await expect(card.getByText('Hidden by township staff', { exact: true })).toHaveCount(2);
  await expect(card).not.toContainText(text);
  await expect(card).not.toContainText('neighbour');
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card.getByTestId('track-history')).toContainText('Photo hidden by township staff');
  expect(photoRequests).toEqual([]);
  expect((await request.get(photoUrl)).status()).toBe(404);
  await expectNoViolations(resident, 'track view with both parts hidden');

  // Shown again: the live track view follows.
  await panel.getByRole('button', { name: 'Show description to the public' }).click();
  await expect(panel.getByRole('status')).toHaveText('Description shown to the public again.');
  await panel.getByRole('button', { name: 'Show photo to the public' }).click();
  await expect(panel.getByRole('status')).toHaveText('Photo shown to the public again.');
  await expect(details.getByText(/^Hidden from the public/)).toHaveCount(0);
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo submitted with the request' })).toBeVisible();
  expect((await request.get(photoUrl)).status()).toBe(200);
  await expectNoViolations(page, 'detail with both parts shown again');
  await residentContext.close();
});

test('a worker sees a hidden description and why, with no way to change it', async ({ page, request }) => {
  const text = `Insults on the fence (${unique()})`;
  const id = await submitTestRequest(request, { category: 'Graffiti', description: text });
  const manager = await createStaff(request, 'manager', 'Max Manager');
  const api = page.context().request;
  await signInThroughApi(api, manager);
  const csrf = ((await (await api.get('/api/auth/me')).json()) as { csrfToken: string }).csrfToken;
  const hidden = await api.post(`/api/staff/requests/${id}/hide`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { part: 'description', reason: 'Insults a resident' },
  });
  expect(hidden.status()).toBe(200);

  const worker = await createStaff(request, 'worker', 'Wren Worker');
  await signInThroughApi(api, worker);
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Graffiti' })).toBeVisible();
  await expect(region(page, 'Details').getByText(text)).toBeVisible();
  await expect(region(page, 'Details').getByText('Hidden from the public: Insults a resident')).toBeVisible();
  await expect(region(page, 'Public View')).toHaveCount(0);
  await expectNoViolations(page, 'worker, description hidden');
});
