/**
 * The printed work order (docs/product.md#311-work-order): the detail screen's `Print work order`
 * prints; in print the portal's controls give way to the work order, with the reference, the map
 * drawn from the test tile server and the photo; axe finds nothing; and printed to PDF on A4 and on
 * Letter it is one page, even for the longest description with a photo.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { PIXEL_PNG, shownReference, submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

/** The pages of a PDF: its page objects, not the page tree (`/Type /Pages`). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** The longest description a resident may write (2,000 characters), in words. */
const LONGEST = 'The streetlight flickers all night and then goes dark. '.repeat(37).slice(0, 2000);

async function allImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .getByTestId('work-order')
        .evaluate((order) => [...order.querySelectorAll('img')].every((img) => img.complete)),
    )
    .toBe(true);
}

test('a manager prints a request as a one-page work order, on A4 and on Letter', async ({ page, request }) => {
  const id = await submitTestRequest(request, {
    category: 'Streetlight Outage',
    description: LONGEST,
    photo: { name: 'light.png', mimeType: 'image/png', buffer: PIXEL_PNG },
  });
  const reference = await shownReference(request, id);
  const manager = await createStaff(request, 'manager', 'Morgan Manager');
  await signInThroughApi(page.context().request, manager);
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeVisible();

  // The button opens the browser's print; a headless browser has no dialog, so it is watched instead.
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  const print = page.getByRole('button', { name: 'Print work order' });
  await expect(page.getByTestId('work-order')).toBeHidden();
  await print.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  const order = page.getByRole('article', { name: `Work order ${reference}` });
  await expect(order).toBeVisible();
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(`Work order ${reference}`);
  await expect(order.getByText('40.28000, -74.59000')).toBeVisible();
  await expect(order.getByText(/continued in the portal\)$/)).toBeVisible();
  await expect(order.getByRole('img', { name: 'Photo 1 of the request' })).toBeVisible();
  await expect(order.getByRole('img', { name: /^Map of the place/ })).toBeVisible();
  await expect(order.getByRole('heading', { name: 'Crew notes' })).toBeVisible();
  // No screen controls: the sidebar, the panels and their buttons are gone.
  await expect(page.getByRole('navigation', { name: 'Staff portal' })).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole('region', { name: 'Manage Request' })).toBeHidden();
  await allImagesLoaded(page);
  await expectNoViolations(page, 'the work order in print');

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format });
    expect(pageCount(pdf), format).toBe(1);
  }
});
