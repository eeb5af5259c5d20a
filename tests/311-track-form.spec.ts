/**
 * The track screen's one search form follows the address (docs/product.md#311-tracking-a-request):
 * a first, second and third lookup from the same field, View in the public list, Back and Forward,
 * all by keyboard, on desktop and phone sizes.
 */
import { expect, test, type Page } from './support/test.ts';
import { tabTo } from './support/keyboard.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { appStarted } from './support/app-started.ts';

/** A category few tests use, filtered on, so the test's own requests stay on the list's first page. */
const CATEGORY = 'Drainage Problem';

async function submitOwn(page: Page, label: string): Promise<{ id: string; description: string }> {
  const description = `Water over the path (${label} ${String(process.pid)} ${Date.now().toString(36)})`;
  const id = await submitTestRequest(page.request, { category: CATEGORY, description });
  return { id, description };
}

const searchForms = (page: Page) => page.getByRole('search');
const idField = (page: Page) => page.getByLabel('Request ID');
const card = (page: Page) => page.getByTestId('track-card');

/** The screen shows exactly one search form, holding `id`, and the card of that request. */
async function expectShowing(page: Page, request: { id: string; description: string }) {
  await expect(page).toHaveURL(new RegExp(`/311/track/${request.id}$`));
  await expect(searchForms(page)).toHaveCount(1);
  await expect(idField(page)).toHaveValue(request.id);
  await expect(card(page).getByText(request.description)).toBeVisible();
  await expect(card(page)).toHaveCount(1);
}

/** Goes back up to the Request ID field by keyboard, replaces its text with `id` and sends it. */
async function searchAgain(page: Page, id: string) {
  await tabTo(page, idField(page), { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
}

test('one search form follows the address: three lookups, View, Back and Forward, by keyboard', async ({ page }) => {
  const first = await submitOwn(page, 'first');
  const second = await submitOwn(page, 'second');
  const third = await submitOwn(page, 'third');
  await page.goto('/311/track');
  await appStarted(page);
  await expect(searchForms(page)).toHaveCount(1);

  // Stray spaces around a pasted id are forgiven.
  await tabTo(page, idField(page));
  await page.keyboard.type(`  ${first.id} `);
  await page.keyboard.press('Enter');
  await expectShowing(page, first);
  await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();

  // A second id typed into the same field is looked up too.
  await searchAgain(page, second.id);
  await expectShowing(page, second);
  await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();

  // View in the public list changes the address, and the field with it.
  const filters = page.getByRole('form', { name: 'Filter public requests' });
  await tabTo(page, filters.getByLabel('Category'));
  await filters.getByLabel('Category').selectOption(CATEGORY);
  await tabTo(page, filters.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  const view = page.getByRole('button', { name: `View request ${third.id}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expectShowing(page, third);
  await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();

  // And a fourth lookup from the field still works after View.
  await searchAgain(page, first.id);
  await expectShowing(page, first);

  await page.goBack();
  await expectShowing(page, third);
  await page.goBack();
  await expectShowing(page, second);
  await page.goForward();
  await expectShowing(page, third);
  await page.goBack();
  await page.goBack();
  await expectShowing(page, first);
  await page.goBack();
  await expect(page).toHaveURL(/\/311\/track$/);
  await expect(searchForms(page)).toHaveCount(1);
  await expect(idField(page)).toHaveValue('');
  await expect(card(page)).toHaveCount(0);
});
