/**
 * The short reference, as a resident meets it: on the success screen beside the id with a Copy
 * button, repeated on the track screen of the request just submitted, and accepted by the track
 * search however it is typed (case, spaces, a hyphen). On desktop and phone sizes, keyboard only
 * for the search, axe on each new state.
 */
import { expect, test, type Page } from './support/test.ts';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectOnOneLine } from './support/one-line.ts';
import { fillDetails, fillYourInfo, locateHere, submitReviewed } from './support/wizard.ts';
import { appStarted } from './support/app-started.ts';

const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Submits through every wizard step on a paused clock; returns the id and the reference shown. */
async function submitThroughWizard(page: Page, description: string) {
  await page.clock.install();
  await page.goto('/311');
  await fillYourInfo(page, { name: 'Rowan Resident', email: 'rowan@example.org' });
  await fillDetails(page, { category: 'Park Maintenance', description });
  await locateHere(page, '20 Main St');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const id = await submitReviewed(page);
  await expect(page.getByTestId('submit-success')).toBeFocused();
  const reference = (await page.getByTestId('success-reference').textContent()) ?? '';
  return { id, reference };
}

// Desktop and phone sizes: the desktop and mobile projects run every test here.
test.describe('the short reference', () => {
  test.use({
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
    geolocation: { latitude: 40.2809, longitude: -74.5912 },
  });

  test('the success screen leads with the reference, Copy says it copies it, and the track screen repeats it', async ({
    page,
  }) => {
    const { id, reference } = await submitThroughWizard(page, `Broken bench by the pond (${Date.now()})`);
    expect(reference).toMatch(REFERENCE);
    // The reference comes first and larger than the specification's sentence with the id.
    const message = page.getByTestId('submit-success');
    await expect(message).toHaveText(new RegExp(`^Your reference: ${reference}.*Success! Your Request ID is ${id}\\.`));
    const size = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const sentenceSize = await page
      .getByText(/^Success! Your Request ID is/)
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await size('success-reference')).toBeGreaterThan(sentenceSize);
    await expectOnOneLine(page, page.getByTestId('success-reference'), 'the reference on the success screen');
    const copy = page.getByRole('button', { name: `Copy reference ${reference}` });
    await expect(copy).toHaveText('Copy reference');
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Reference copied to the clipboard.' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    // axe scans the success message, reference included, in 311-submit.spec.ts (it needs the clock run on).

    await page.clock.runFor(REDIRECT_DELAY_MS);
    await expect(page).toHaveURL(new RegExp(`/311/track/${id}$`));
    await page.clock.resume();
    await expect(page.getByTestId('just-submitted')).toContainText(reference);
    await expect(page.getByTestId('track-reference')).toHaveText(reference);
    await expectNoViolations(page, 'track screen of a request just submitted');
    // A reload of the same tab keeps it; the same request opened elsewhere does not show it.
    await page.reload();
    await expect(page.getByTestId('just-submitted')).toContainText(reference);
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test('the reference stays on one line on the success screen and the track screen', async ({ page }) => {
      const { reference } = await submitThroughWizard(page, `Loose railing (${Date.now()})`);
      const shown = page.getByTestId('success-reference');
      await expect(shown).toHaveText(reference);
      await expectOnOneLine(page, shown, 'the reference on the success screen at 320 px');
      await page.clock.runFor(REDIRECT_DELAY_MS);
      await page.clock.resume();
      await expect(page.getByTestId('track-reference')).toHaveText(reference);
      await expectOnOneLine(page, page.getByTestId('track-reference'), 'the reference on the track card at 320 px');
      await expectOnOneLine(
        page,
        page.getByTestId('just-submitted').getByText(reference, { exact: true }),
        'the reference of the just-submitted notice at 320 px',
      );
    });
  });

  test('the track search finds a request by its reference typed loosely, by keyboard alone', async ({
    page,
    browser,
  }) => {
    const first = await browser.newPage({
      permissions: ['geolocation'],
      geolocation: { latitude: 40.2809, longitude: -74.5912 },
    });
    const { id, reference } = await submitThroughWizard(first, `Swing chain broken (${Date.now()})`);
    await first.close();

    await page.goto('/311/track');
    // The keys are for the app's search, not the plain first paint's form.
    await appStarted(page);
    const typed = ` ${reference.toLowerCase().replace('-', ' - ')} `;
    const field = page.getByRole('textbox', { name: 'Request ID' });
    await field.focus();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    const card = page.getByTestId('track-card');
    await expect(card).toContainText(id);
    await expect(page.getByTestId('track-reference')).toHaveText(reference);
    await expect(page.getByTestId('just-submitted')).toHaveCount(0);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoViolations(page, 'a request found by its reference');
  });
});
