/**
 * Saved views in a real browser (docs/product.md#311-saved-views): a manager saves "My
 * department's overdue potholes" with a column hidden, signs out and in, finds it in the sidebar
 * with its count and opens the same list; shares it with the department; a worker of that
 * department sees it, one of another department does not. axe in every new state. Desktop only:
 * nothing here changes with the width (the narrow-screen sweep covers the list at phone widths).
 */
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { createStaff } from './support/staff-accounts.ts';
import { expect, signInThroughApi, signInThroughLogin as signIn, test } from './support/staff-session.ts';
import { testTownship } from './support/township.ts';

const { profile } = testTownship();
const POTHOLES = profile.categories.find((category) => /pothole/i.test(category.name))?.name ?? '';
const DEPARTMENT = 'Public Works';
const OTHER_DEPARTMENT = profile.departments.find((department) => department.name !== DEPARTMENT)?.name ?? '';

const sidebar = (page: Page) => page.getByRole('group', { name: 'Saved views' });

/** The count a sidebar link shows, as a number (its text ends ", {n} requests" for screen readers). */
async function sidebarCount(page: Page, name: string): Promise<number> {
  const link = sidebar(page).getByRole('link', { name: new RegExp(`^${name} ?, [\\d,]+ requests?$`) });
  await expect(link).toBeVisible();
  const text = (await link.textContent()) ?? '';
  return Number(/, ([\d,]+) requests?$/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

test('a manager saves a view, finds it after signing in again, and shares it with the department', async ({
  browser,
  page,
  request,
}) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `My department's overdue potholes ${run}`;
  const manager = await createStaff(request, 'manager', `Morgan Manager ${run}`, DEPARTMENT);
  const colleague = await createStaff(request, 'worker', `Wes Worker ${run}`, DEPARTMENT);
  const outsider = await createStaff(request, 'worker', `Olga Other ${run}`, OTHER_DEPARTMENT);

  await signIn(page, manager.email, manager.password, 'Morgan');
  await expect(sidebar(page).getByText('None yet. Use Save view on All Requests.')).toBeVisible();
  const search = new URLSearchParams({ category: POTHOLES, department: DEPARTMENT, overdue: '1', sort: 'due' });
  await page.goto(`/311/staff/requests?${search.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
  await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'ID' }).uncheck();
  await expect(page).toHaveURL(/hide=id/);
  const address = new URL(page.url()).search;

  await page.getByRole('button', { name: 'Save view' }).click();
  const form = page.getByRole('region', { name: 'Save this view' });
  await form.getByRole('button', { name: 'Save view' }).click();
  await expect(form.getByText('Please enter a name for the view.')).toBeVisible();
  await expectNoViolations(page, 'the save form with a missing name');
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
  const count = await sidebarCount(page, name);
  await expectNoViolations(page, 'a view saved, in the sidebar');

  // Signed out and in again, the view is there with its count and opens the same list.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/311$/);
  await signIn(page, manager.email, manager.password, 'Morgan');
  expect(await sidebarCount(page, name)).toBe(count);
  await sidebar(page)
    .getByRole('link', { name: new RegExp(`^${name} ?,`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
  expect(new URL(page.url()).search).toBe(address);
  await expect(page.getByTestId('request-count')).toHaveText(
    `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`,
  );
  await expect(sidebar(page).getByRole('link', { name: new RegExp(`^${name} ?,`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'ID' })).not.toBeChecked();

  // Shared with the department.
  await page.getByRole('button', { name: /Manage saved views/ }).click();
  await page.getByRole('button', { name: `Share with my department : “${name}”` }).click();
  await expect(page.getByText(`Shared “${name}” with ${DEPARTMENT}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Stop sharing “${name}”` })).toBeVisible();
  await expectNoViolations(page, 'managing saved views, one shared');

  // A worker of the department sees it under the shared views; one of another department does not.
  for (const [member, sees] of [
    [colleague, true],
    [outsider, false],
  ] as const) {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await signInThroughApi(context.request, member);
    const other = await context.newPage();
    await other.goto('/311/staff');
    await expect(other.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    const link = sidebar(other).getByRole('link', { name: new RegExp(`^${name} ?,`) });
    if (sees) {
      await expect(sidebar(other).getByText('Shared with my department')).toBeVisible();
      await expect(link).toBeVisible();
      await expectNoViolations(other, 'a view shared with the department');
    } else {
      await expect(sidebar(other).getByText('None yet. Use Save view on All Requests.')).toBeVisible();
      await expect(link).toHaveCount(0);
    }
    await context.close();
  }
});
