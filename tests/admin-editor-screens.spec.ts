/**
 * axe (WCAG 2.2 AA) on the browser editor's working screens at /admin, in its local folder mode:
 * a collection's list, the assets page, an entry with its English and Spanish panes side by side,
 * the media dialog, each menu opened (the language menu too) and the settings, keyboard shortcuts
 * and delete confirmation dialogs. The sign-in screen and a form with a refused field are scanned in
 * admin-editor.spec.ts. Rules the editor's own markup fails are left out by name, each with its
 * reason in docs/editing-content.md, A.6; every other rule runs.
 */
import { expect, test } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { openCollection, openEntry, openLocalEditor, showBeside } from './support/content-editor.ts';

/**
 * The rules the editor's own markup fails (docs/editing-content.md, A.6), by the state that fails
 * them: a file list with nothing in it keeps its view switch's `aria-controls` pointing at the list's
 * id, which is then not on the page.
 */
const EMPTY_LIST_RULES: readonly string[] = ['aria-valid-attr-value'];

/** An uploaded picture, so the assets page and the media dialog list one. */
const UPLOAD = {
  'public/images/uploads/street-fair.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#1d4ed8"/></svg>',
};

test("the editor's collection list, assets page, side-by-side entry and media dialog pass axe", async ({ page }) => {
  test.setTimeout(180_000);
  const scan = (state: string, disabledRules: readonly string[] = []) =>
    expectNoViolations(page, state, { disabledRules });
  await openLocalEditor(page, UPLOAD);

  await openCollection(page, 'Founders');
  await expect(page.getByRole('row', { name: 'Priya Raman' })).toBeVisible();
  await scan('a collection list (Founders)');

  await page.getByRole('radio', { name: 'Assets' }).click();
  await expect(page.getByRole('row', { name: 'street-fair.svg' })).toBeVisible();
  await scan('the assets page');
  await page.getByRole('radio', { name: 'Contents' }).click();

  await openEntry(page, 'Founders', 'Priya Raman');
  const spanish = await showBeside(page, 'Spanish');
  await expect(spanish.getByRole('textbox', { name: 'Role' })).toHaveValue('Codirectora ejecutiva');
  await scan('an entry with its English and Spanish panes side by side');

  // The portrait's media dialog, from the English pane (the Spanish pane shares the English image).
  await page.getByRole('button', { name: 'Replace Image' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  await expect(dialog.getByRole('option', { name: /street-fair\.svg/ })).toBeVisible();
  await scan('the media dialog');
  await dialog.getByRole('searchbox').fill('no-such-picture');
  await expect(dialog.getByText('No files found.')).toBeVisible();
  await scan('the media dialog finding nothing', EMPTY_LIST_RULES);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the editor's menus, its language menu and its settings, shortcuts and delete dialogs pass axe", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLocalEditor(page);
  /** Opens a menu by its button, scans the page with it open, and closes it with Escape. */
  const scanMenu = async (button: string, menu: string) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await expect(page.getByRole('menu', { name: menu })).toBeVisible();
    await expectNoViolations(page, `the ${menu} menu`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: menu })).toBeHidden();
  };
  /** Opens a dialog from the account menu, scans it, and closes it with Escape. */
  const scanDialog = async (item: string, dialog: RegExp) => {
    await page.getByRole('button', { name: 'Show Account Menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expectNoViolations(page, `the ${item} dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
  };

  await scanMenu('Show Account Menu', 'Account');
  await scanMenu('Create Entry or Assets', 'Create Entry or Assets');
  await scanDialog('Settings', /Settings/);
  await scanDialog('Keyboard Shortcuts', /Keyboard Shortcuts/);

  await openEntry(page, 'Election 2025', 'Topics');
  await scanMenu('Show Editor Options', 'Editor Options');
  await scanMenu('List Item Options', 'List Item Options');
  await scanMenu('Show Field Options', 'Field Options');

  // An entry of a folder collection: its language menu opened, then the delete confirmation, cancelled.
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await openEntry(page, 'Founders', 'Priya Raman');
  await page.getByRole('combobox', { name: 'Switch Locale' }).first().click();
  await expect(page.getByRole('option', { name: 'Spanish' }).first()).toBeVisible();
  await expectNoViolations(page, 'the language menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'Spanish' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
  await expect(confirm).toBeVisible();
  await expectNoViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
});
