/**
 * The 311 app in the resident's language (docs/translating.md): the switch in the resident header
 * works by keyboard and keeps the screen and what was typed, the choice sticks across screens,
 * reloads and new visits, a shared link opens in the language it names, a first visit follows the
 * browser's languages, `<html lang>` follows, axe passes in every language, and the not-found
 * screen passes the pseudo-locale sweep.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { expectPseudoLocalized, PSEUDO } from './support/pseudo-locale.ts';
import { testTownship } from './support/township.ts';
import { appStarted } from './support/app-started.ts';

const { profile } = testTownship();

/** Each offered language: its address segment, its name in itself, and the header's Track button. */
const LANGUAGES = [
  { tag: 'en', segment: '', name: 'English', track: 'Track a Request' },
  { tag: 'es', segment: '/es', name: 'Español', track: 'Seguir una solicitud' },
  { tag: 'zh-Hans', segment: '/zh-hans', name: '中文', track: '查询请求' },
  { tag: 'ko', segment: '/ko', name: '한국어', track: '요청 조회' },
  { tag: 'hi', segment: '/hi', name: 'हिन्दी', track: 'अनुरोध की स्थिति देखें' },
] as const;

const languageSwitch = (page: Page) => page.getByRole('banner').getByRole('list').first();
const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedChoice = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;

test.describe('the language switch', () => {
  test('works by keyboard, keeps the screen and the entries, and sticks across screens, reloads and visits', async ({
    page,
  }) => {
    await page.goto('/311');
    await appStarted(page);
    const name = page.locator('main input').first();
    await name.fill('Rowan Resident');
    const spanish = languageSwitch(page).getByRole('link', { name: 'Español' });
    await expect(spanish).toHaveAttribute('lang', 'es');
    await expect(spanish).toHaveAttribute('hreflang', 'es');
    await expect(languageSwitch(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await tabTo(page, spanish);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/311\/es$/);
    await expect.poll(() => htmlLang(page)).toBe('es');
    await expect(spanish).toHaveAttribute('aria-current', 'true');
    await expect(spanish).toBeFocused();
    await expect(name).toHaveValue('Rowan Resident');
    expect(await storedChoice(page)).toBe('es');

    // Another screen keeps the language (leaving the typed name, once confirmed); a reload too.
    page.once('dialog', (dialog) => void dialog.accept());
    await headerLink(page, 'Seguir una solicitud').click();
    await expect(page).toHaveURL(/\/311\/es\/track$/);
    await expect(headerLink(page, 'Enviar una nueva solicitud')).toBeVisible();
    await page.reload();
    await appStarted(page);
    await expect(headerLink(page, 'Enviar una nueva solicitud')).toBeVisible();
    expect(await htmlLang(page)).toBe('es');

    // A new visit to an English address opens in the choice, and the address names it.
    const again = await page.context().newPage();
    await again.goto('/311/track');
    await expect(again).toHaveURL(/\/311\/es\/track$/);
    await expect(headerLink(again, 'Enviar una nueva solicitud')).toBeVisible();
    expect(await htmlLang(again)).toBe('es');

    // A shared link names its language: it opens in it and leaves the choice alone.
    await again.goto('/311/ko/track');
    // The app's switch, not the server page's plain links, which it replaces.
    await appStarted(again);
    await expect(headerLink(again, '새 요청 제출')).toBeVisible();
    expect(await htmlLang(again)).toBe('ko');
    expect(await storedChoice(again)).toBe('es');

    // Back to English with the switch: the English address, remembered too.
    await headerLink(again, 'English').click();
    await expect(again).toHaveURL(/\/311\/track$/);
    await expect(headerLink(again, 'Submit New Request')).toBeVisible();
    expect(await htmlLang(again)).toBe('en');
    expect(await storedChoice(again)).toBe('en');
    await again.close();
  });
});

test.describe('a browser that asks for Korean first', () => {
  test.use({ locale: 'ko-KR' });

  test('lands in Korean on /311, with the address naming it', async ({ page }) => {
    await page.goto('/311');
    await expect(page).toHaveURL(/\/311\/ko$/);
    await expect(headerLink(page, '요청 조회')).toBeVisible();
    expect(await htmlLang(page)).toBe('ko');
    await expect(languageSwitch(page).getByRole('link', { name: '한국어' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('every language', () => {
  test('sets <html lang> and passes axe on the first screen and the not-found screen', async ({ page }) => {
    for (const { tag, segment, track } of LANGUAGES) {
      await page.goto(`/311${segment}`);
      await expect(headerLink(page, track)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await htmlLang(page), `/311${segment}`).toBe(tag);
      await expectNoViolations(page, `the first screen in ${tag}`);

      await page.goto(`/311${segment}/no-such-screen`);
      await expect(headerLink(page, track)).toBeVisible();
      expect(await htmlLang(page), `/311${segment}/no-such-screen`).toBe(tag);
      await expectNoViolations(page, `the not-found screen in ${tag}`);
    }
  });

  test('the not-found screen passes the pseudo-locale sweep', async ({ page }) => {
    await page.goto(`/311/${PSEUDO.toLowerCase()}/no-such-screen`);
    await expect(page.getByRole('heading', { level: 1, name: /^⟦/ })).toBeVisible();
    await expectPseudoLocalized(page, 'the 311 not-found screen', { allow: [profile.city] });
  });
});
