/**
 * Response templates in a real browser (docs/product.md#311-response-templates), on desktop and
 * phone sizes: a manager adds, edits and deletes templates by keyboard alone, then inserts one into
 * a public comment and posts it; a worker has no templates screen. axe in every new state. Each run
 * adds its own titles to Noise Complaint and only looks at Animal Control, so runs in parallel
 * (desktop and phone) never see each other's changes as their own.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const list = (page: Page) => page.getByRole('region', { name: /^Templates for/ });

test('a manager keeps templates by keyboard and inserts one into a public comment', async ({ page, request }) => {
  const run = tag();
  const id = await submitTestRequest(request, {
    category: 'Noise Complaint',
    description: `Loud music every night (${run})`,
  });
  const manager = await createStaff(request, 'manager', `Morgan Manager ${run}`);
  await signInThroughApi(page.context().request, manager);
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Staff portal' })
    .getByRole('link', { name: 'Response templates' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Response templates' });
  await expect(heading).toBeFocused();

  // A category without templates says what to do.
  const show = page.getByLabel('Show templates for');
  await tabTo(page, show);
  await page.keyboard.type('Animal');
  await expect(show).toHaveValue('Animal Control');
  await expect(list(page).getByText('No templates for Animal Control yet.')).toBeVisible();
  await expect(list(page).getByText('0 of 20')).toBeVisible();
  await expectNoViolations(page, 'no templates');

  // Arrow keys, not type-ahead, which joins keys typed within a second ("animalnoise").
  await tabTo(page, show);
  const options = await show.locator('option').allTextContents();
  const steps = options.indexOf('Noise Complaint') - options.indexOf('Animal Control');
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await expect(show).toHaveValue('Noise Complaint');
  const add = page.getByRole('region', { name: 'Add a template' });
  await expect(add.getByLabel('Category')).toHaveValue('Noise Complaint');

  // Add: Tab to the title, type, Tab to the text, type, Tab to the button, Enter.
  const title = `Quiet hours ${run}`;
  const edited = `Quiet hours are 10 PM to 7 AM (${run}). An officer will visit tonight.`;
  await tabTo(page, add.getByLabel('Title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Text')).toBeFocused();
  await page.keyboard.type('Quiet hours are 10 PM to 7 AM. An officer will visit.');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('button', { name: 'Add template' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Added “${title}”.`)).toBeVisible();
  const edit = list(page).getByRole('button', { name: `Edit “${title}”` });
  await expect(edit).toBeFocused();
  await expectNoViolations(page, 'a template added');

  // A title the category has is refused, and what was typed stays.
  await tabTo(page, add.getByLabel('Title'));
  await page.keyboard.type(title.toUpperCase());
  await page.keyboard.press('Tab');
  await page.keyboard.type('Another text.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(add.getByRole('alert')).toHaveText('This category already has a template with that title.');
  await expect(add.getByLabel('Text')).toHaveValue('Another text.');
  await expectNoViolations(page, 'a refused title');

  // Edit: Enter on Edit, the title takes focus; change the text and save.
  await edit.focus();
  await page.keyboard.press('Enter');
  const editing = page.getByRole('region', { name: `Edit “${title}”` });
  await expect(editing.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(edited);
  await page.keyboard.press('Tab');
  await expect(editing.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await expectNoViolations(page, 'editing a template');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(list(page).getByText(edited)).toBeVisible();

  // Delete another one: Enter opens the dialog on Cancel, Tab reaches Delete, Enter confirms.
  const doomed = `Delete me ${run}`;
  await add.getByLabel('Title').fill(doomed);
  await add.getByLabel('Text').fill('Soon gone.');
  await add.getByLabel('Text').press('Tab');
  await page.keyboard.press('Enter');
  const remove = list(page).getByRole('button', { name: `Delete “${doomed}”` });
  await expect(list(page).getByRole('button', { name: `Edit “${doomed}”` })).toBeFocused();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete template' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toContainText(`Are you sure you want to delete the template “${doomed}”?`);
  await expectNoViolations(page, 'the delete dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Deleted “${doomed}”.`)).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(list(page).getByRole('heading', { level: 2 })).toBeFocused();

  // Insert it into the request's public comment, change it, post it.
  await page.goto(`/311/staff/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Noise Complaint' })).toBeVisible();
  const comments = page.getByRole('region', { name: 'Public Comments' });
  const picker = comments.getByLabel('Insert template');
  await expect(picker.getByRole('option', { name: title })).toBeAttached();
  await tabTo(page, picker);
  // Typeahead: the whole title, which only this run's template has.
  await page.keyboard.type(title);
  await expect(picker.locator('option:checked')).toHaveText(title);
  await page.keyboard.press('Tab');
  await expect(comments.getByRole('button', { name: 'Insert' })).toBeFocused();
  await page.keyboard.press('Enter');
  const box = comments.getByLabel('New public comment (visible to the resident)');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(edited);
  await expect(comments.getByText(`Inserted “${title}”. Check it before posting.`)).toBeVisible();
  await expectNoViolations(page, 'a template inserted');
  await page.keyboard.type(' Thank you for your patience.');
  await tabTo(page, comments.getByRole('button', { name: 'Post Comment' }));
  await page.keyboard.press('Enter');
  await expect(comments.getByRole('status').filter({ hasText: 'Comment posted.' })).toBeVisible();
  await expect(comments.getByText(`${edited} Thank you for your patience.`)).toBeVisible();
});

test('a worker has no templates screen and no template picker', async ({ page, request }) => {
  const run = tag();
  const id = await submitTestRequest(request, { category: 'Noise Complaint', description: `Barking (${run})` });
  const worker = await createStaff(request, 'worker', `Wren Worker ${run}`);
  await signInThroughApi(page.context().request, worker);
  await page.goto('/311/staff');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff portal' });
  await expect(nav.getByRole('link', { name: 'All Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Response templates' })).toHaveCount(0);

  await page.goto('/311/staff/templates');
  await expect(page).toHaveURL(/\/311\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const api = await page.context().request.get('/api/staff/response-templates?category=any');
  expect(api.status()).toBe(403);

  await page.goto(`/311/staff/requests/${id}`);
  const comments = page.getByRole('region', { name: 'Public Comments' });
  await expect(comments.getByText('Only managers, developers and admins can post public comments.')).toBeVisible();
  await expect(comments.getByLabel('Insert template')).toHaveCount(0);
});
