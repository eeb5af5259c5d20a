/**
 * The wizard's safety nets (docs/product.md#311-emergency-notice, #311-submitting-a-request,
 * #submission-limits): the 911 notice on step 1 and again for a dangerous description, the draft
 * that survives a reload and a visit to the track screen, the warning before leaving (cancellable),
 * a .jpg that is not an image refused before anything is sent, and the 429 that says when to try
 * again. Keyboard alone for the new controls; axe in each new state.
 */
import { expect, test, type Dialog, type Page } from './support/test.ts';
import { PHOTO_NOT_IMAGE_MESSAGE } from '#domain/requests/photo-check.ts';
import { expectNoViolations } from './support/axe.ts';
import { PIXEL_PNG } from './support/resident-requests.ts';
import { fillDetails, fillYourInfo, locateHere, stepHeading, submitReviewed, typeYourInfo } from './support/wizard.ts';

const EMERGENCY = 'If this is an emergency, call 911.';
const LEAVE_WARNING = 'Your request has not been sent. Leave anyway? What you entered stays in this tab.';
const HERE = { latitude: 40.2809, longitude: -74.5912 };

const dangerNotice = (page: Page) => page.locator('#submit-danger');

/** Answers the page's dialogs in turn ('accept' or 'dismiss'; accept when none is left) and records them. */
function answerDialogs(page: Page, answers: ('accept' | 'dismiss')[]) {
  const seen: { type: string; message: string }[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void ((answers.shift() ?? 'accept') === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

async function open(page: Page) {
  await page.goto('/311');
  await expect(stepHeading(page, 'Your Info')).toBeVisible();
}

const toDetails = (page: Page, name: string) => fillYourInfo(page, { name, email: 'resident@example.org' });

test('the 911 notice is on step 1, calm, and again when the description suggests danger', async ({ page }) => {
  await open(page);
  const notice = page.getByText(EMERGENCY);
  await expect(notice).toBeVisible();
  await expect(notice.locator('..')).toContainText('This form is for non-emergency problems.');
  // Plain text in page order, not a live region announced on load.
  expect(await notice.evaluate((el) => el.closest('[role="status"], [role="alert"], [aria-live]'))).toBeNull();

  await toDetails(page, 'Dana Danger');
  await expect(dangerNotice(page)).toBeEmpty();
  await page.getByLabel(/^Category/).selectOption('Streetlight Outage');
  await page.getByLabel(/^Description/).fill('Downed power line sparking across the sidewalk on Elm St.');
  await expect(dangerNotice(page)).toContainText(EMERGENCY);
  await expect(dangerNotice(page)).toContainText('If anyone is in danger now, call 911 first');
  await expect(dangerNotice(page)).toHaveAttribute('role', 'status');
  await expectNoViolations(page, 'the danger notice');

  // An ordinary description takes it away again.
  await page.getByLabel(/^Description/).fill('The fire hydrant on Elm St is leaking.');
  await expect(dangerNotice(page)).toBeEmpty();
});

test('the draft survives a reload and a visit to Track a Request; leaving asks first', async ({ page }) => {
  const dialogs = answerDialogs(page, ['accept', 'dismiss', 'accept']);
  await open(page);
  await toDetails(page, 'Dana Draft');
  await page.getByLabel(/^Category/).selectOption('Graffiti');
  await page.getByLabel(/^Description/).fill('Draft check: tags on the underpass.');
  await page.getByLabel(/^Photo/).setInputFiles({ name: 'tags.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByRole('img', { name: /tags\.png/ })).toBeVisible();

  // A reload: the browser asks first, then the entries come back (the photo's bytes do not).
  await page.reload();
  expect(dialogs[0]?.type).toBe('beforeunload');
  await expect(stepHeading(page, 'Request Details')).toBeVisible();
  await expect(page.getByLabel(/^Description/)).toHaveValue('Draft check: tags on the underpass.');
  await expect(page.getByLabel(/^Category/)).toHaveValue('Graffiti');
  await expect(
    page.getByText(
      'What you entered earlier in this tab is filled in again (the photo was not kept). Start over clears it.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('The photo you chose before (tags.png) was not kept. Please choose it again to send it.'),
  ).toBeVisible();
  await expectNoViolations(page, 'the restored draft');

  // Track a Request asks; Cancel stays with every entry.
  await page.getByRole('link', { name: 'Track a Request' }).click();
  expect(dialogs[1]).toEqual({ type: 'confirm', message: LEAVE_WARNING });
  await expect(page).toHaveURL(/\/311$/);
  await expect(page.getByLabel(/^Description/)).toHaveValue('Draft check: tags on the underpass.');

  // OK leaves; coming back finds the draft.
  await page.getByRole('link', { name: 'Track a Request' }).click();
  await expect(page).toHaveURL(/\/311\/track$/);
  await page.getByRole('link', { name: 'Submit New Request' }).click();
  await expect(stepHeading(page, 'Request Details')).toBeVisible();
  await expect(page.getByLabel(/^Description/)).toHaveValue('Draft check: tags on the underpass.');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Dana Draft');
  expect(dialogs).toHaveLength(3);
});

test('nothing typed: no warning on leaving', async ({ page }) => {
  const dialogs = answerDialogs(page, []);
  await open(page);
  await page.getByRole('link', { name: 'Track a Request' }).click();
  await expect(page).toHaveURL(/\/311\/track$/);
  await page.goto('/311');
  await expect(stepHeading(page, 'Your Info')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('by keyboard alone: the danger notice, a cancelled leave and Start over', async ({ page }) => {
  const dialogs = answerDialogs(page, ['dismiss', 'accept']);
  await open(page);
  const press = (key: string) => page.keyboard.press(key);
  await typeYourInfo(page, { name: 'Kay Board', email: 'kay@example.org' });
  await press('Tab');
  await press('ArrowDown');
  await press('Tab');
  await page.keyboard.type('I smell gas near the school entrance.');
  await expect(dangerNotice(page)).toContainText(EMERGENCY);

  // Back up to the header's Track a Request and press Enter: the confirm is cancelled.
  const track = page.getByRole('link', { name: 'Track a Request' });
  for (let i = 0; i < 12 && !(await track.evaluate((el) => el === document.activeElement)); i += 1) {
    await press('Shift+Tab');
  }
  await expect(track).toBeFocused();
  await press('Enter');
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]?.message).toBe(LEAVE_WARNING);
  await expect(page).toHaveURL(/\/311$/);

  // On to Start over, after the form's buttons.
  const startOver = page.getByRole('button', { name: 'Start over' });
  for (let i = 0; i < 20 && !(await startOver.evaluate((el) => el === document.activeElement)); i += 1) {
    await press('Tab');
  }
  await expect(startOver).toBeFocused();
  await press('Enter');
  await expect(stepHeading(page, 'Your Info')).toBeFocused();
  expect(dialogs[1]).toEqual({ type: 'confirm', message: 'Clear everything you entered and start over?' });
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  await expect(startOver).toHaveCount(0);
  await expectNoViolations(page, 'after Start over');
});

test('a .jpg that is not an image is refused with the photo message, before anything is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await open(page);
  await toDetails(page, 'Pat Photo');
  const photo = page.getByLabel(/^Photo/);
  await photo.setInputFiles({ name: 'pothole.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some notes') });
  await expect(page.getByText(PHOTO_NOT_IMAGE_MESSAGE)).toBeVisible();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: /Preview/ })).toHaveCount(0);
  await expectNoViolations(page, 'a refused .jpg');
  expect(posts).toEqual([]);
});

test.describe('with location access granted', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  async function toReview(page: Page, name: string) {
    await open(page);
    await toDetails(page, name);
    await fillDetails(page, { category: 'Graffiti', description: `${name}: tags on the underpass.` });
    await locateHere(page, '20 Main St', 'Location set: 40.28090, -74.59120');
  }

  test('too many submissions: the message says when to try again and does not blame the inputs', async ({ page }) => {
    await toReview(page, 'Lee Limit');
    const browserKeys: (string | undefined)[] = [];
    await page.route('**/api/requests', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      browserKeys.push(
        await route
          .request()
          .headerValue('x-browser-key')
          .then((v) => v ?? undefined),
      );
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1200' },
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'rate_limited',
            message: 'Too many requests from this connection. Please try again after 3:40 PM.',
          },
        }),
      });
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.locator('#submit-alert')).toHaveText(
      'Submission Failed: Too many requests from this connection. Please try again after 3:40 PM.',
    );
    expect(browserKeys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expect(page.locator('form')).toContainText('Lee Limit');
    await expectNoViolations(page, 'the 429 message');
  });

  test('after a submission the draft is gone and leaving does not ask', async ({ page }) => {
    const dialogs = answerDialogs(page, []);
    await toReview(page, 'Sam Sent');
    await submitReviewed(page);
    await page.getByRole('link', { name: 'Track a Request' }).click();
    await expect(page).toHaveURL(/\/311\/track/);
    await page.getByRole('link', { name: 'Submit New Request' }).click();
    await expect(stepHeading(page, 'Your Info')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    expect(dialogs).toEqual([]);
  });
});
