/**
 * Steps of an editor's work in the browser editor at /admin (docs/editing-content.md, A), in its
 * local folder mode on a private copy of content/, shared by the editor's browser tests; and the
 * pages of a scratch build, served to a browser from its folder.
 */
import { existsSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { answerFolderPicker, filesUnder } from './local-folder.ts';

/**
 * Opens /admin on a private copy of content/, with `more` files (paths from the project root) beside
 * it, and enters the local folder mode.
 */
export async function openLocalEditor(page: Page, more: Record<string, string> = {}): Promise<void> {
  await answerFolderPicker(page, { ...filesUnder(process.cwd(), 'content'), ...more });
  await page.goto('/admin');
  await page.getByRole('button', { name: /local repository/i }).click();
  await expect(page.getByRole('button', { name: 'Show Account Menu' })).toHaveText(/Local/);
}

/** Opens a collection by the name shown in the list of collections. */
export async function openCollection(page: Page, collection: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(`^${collection}`) })
    .or(page.getByText(collection, { exact: true }).first())
    .first()
    .click();
}

/** Opens an entry of a collection by the names shown in the lists. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page
    .getByRole('row', { name: entry })
    .or(page.getByText(entry, { exact: true }))
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Shows a language in the open entry's second pane, beside the English. */
export async function showBeside(page: Page, language: string): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Switch Locale' }).nth(1).click();
  await page.getByRole('option', { name: language }).click();
  return page.getByRole('group', { name: new RegExp(`^Edit\\W*${language}\\W*Content$`) });
}

/**
 * Adds one item to the first list of `items` (as the editor names them, e.g. "Questions") and
 * returns its Add button. The list's count ("3 Questions") says the item was added: a press the
 * editor did not take (a busy machine, a form still being drawn) is pressed again, one that it took
 * never twice.
 */
export async function addListItem(page: Page, items: string): Promise<Locator> {
  const add = page.getByRole('button', { name: new RegExp(`^Add\\W*${items}\\W*$`) }).first();
  const counter = page.getByText(new RegExp(`^\\d+\\W*${items}\\W*$`)).first();
  const count = async () => Number((await counter.textContent())?.match(/\d+/)?.[0]);
  await expect(counter).toBeVisible();
  const before = await count();
  await expect(async () => {
    if ((await count()) === before) await add.click();
    await expect.poll(count, { timeout: 5_000 }).toBe(before + 1);
  }).toPass({ timeout: 60_000 });
  return add;
}

/**
 * The first empty text box of a label in a list item just added above `near`, once it is drawn.
 * The form draws fields as they come into view, so while none is empty it scrolls on down from
 * `near` (an item added at the end of a long list can be below the fold with the Add button still
 * in view).
 */
export async function emptyBox(page: Page, label: string, near: Locator): Promise<Locator> {
  const boxes = page.getByRole('textbox', { name: label, exact: true });
  const firstEmpty = async () => (await Promise.all((await boxes.all()).map((box) => box.inputValue()))).indexOf('');
  await expect(async () => {
    await near.scrollIntoViewIfNeeded();
    if ((await firstEmpty()) < 0) {
      await near.hover();
      await page.mouse.wheel(0, 400);
    }
    expect(await firstEmpty()).toBeGreaterThanOrEqual(0);
  }).toPass({ timeout: 30_000 });
  return boxes.nth(await firstEmpty());
}

/** Saves the open entry; the editor then goes back to the collection's list. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
}

/** The made-up address a scratch build's pages are served at. */
export const BUILT_ORIGIN = 'http://built-site.test';

/**
 * A page, with JavaScript off (the server HTML a visitor first gets), on which addresses under
 * BUILT_ORIGIN are answered from a built site's folder, as the site's server serves them
 * (`/election` from `election/index.html`); anything else is refused.
 * @example const page = await builtSitePage(browser, join(scratch, 'dist')); await page.goto(`${BUILT_ORIGIN}/election`)
 */
export async function builtSitePage(browser: Browser, dist: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== BUILT_ORIGIN) return route.abort();
    const path = join(dist, decodeURIComponent(url.pathname));
    const file = extname(path) ? path : join(path, 'index.html');
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  return context.newPage();
}
