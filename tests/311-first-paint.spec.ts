/**
 * The first paint of each 311 screen and the app's takeover (docs/311-without-javascript.md): on a
 * slow connection the report form's fields are usable before the app's script has loaded, and
 * what was typed survives the wizard's takeover, with no moment showing neither; the staff screens
 * say plainly, in the page's language, that they need JavaScript, and link back to the resident
 * pages; axe on each first paint with the app's script held back.
 */
import { expect, test, type Page, type Route } from './support/test.ts';
import { plainMessages } from '#domain/messages-311/plain.messages.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { translator, type MessageDomain } from '#domain/i18n/messages.ts';
import { expectNoViolations } from './support/axe.ts';
import { inLanguage } from './support/catalogs.ts';
import { testTownship } from './support/township.ts';
import { stepHeading } from './support/wizard.ts';
import { appStarted } from './support/app-started.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

const township = testTownship().profile.city;
/** A domain's words in a language: the code's English, or the language's catalog. */
const wordsIn = <K extends string>(messages: MessageDomain<K>, lang: string) =>
  lang === 'en' ? translator(messages, lang) : inLanguage(messages, lang);
/** The app's code: the island's component and every chunk it imports. */
const APP_SCRIPTS = '**/_astro/*.js';

/** Holds the app's scripts until `release` is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPTS, async (route: Route) => {
    await released;
    // A held request whose page has gone meanwhile is simply dropped.
    await route.continue().catch(() => undefined);
  });
  return release;
}

// English, and a language whose page's form posts to an address naming it (`?lang=ko`).
for (const lang of ['en', 'ko'] as const) {
  test(`on a slow connection the form is usable before the app loads, and the wizard takes over what was typed (${lang})`, async ({
    page,
  }) => {
    const say = wordsIn(wizardMessages, lang);
    // Any moment (after a task) the page showed neither the plain form nor the wizard.
    await page.addInitScript(() => {
      const w = window as unknown as { blankMoments: number };
      w.blankMoments = 0;
      new MutationObserver(() => {
        if (!document.getElementById('plain-311') && !document.getElementById('submit-step-heading'))
          w.blankMoments += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const release = await holdAppScripts(page);
    await page.goto(lang === 'en' ? '/311' : `/311/${lang}`, { waitUntil: 'domcontentloaded' });

    const name = page.getByLabel(new RegExp(`^${say('name')}`));
    const email = page.getByLabel(new RegExp(`^${say('email')}`));
    await expect(name).toBeVisible();
    await email.fill('ada@example.org');
    await name.fill('Ada Love');
    await name.press('End');
    // Still the plain form: the app's script has not loaded, so the wizard is not there.
    await expect(page.getByRole('button', { name: say('next'), exact: true })).toHaveCount(0);
    await expect(page.locator('#plain-311')).toHaveCount(1);

    release();
    await expect(stepHeading(page, say('stepYourInfo'))).toBeVisible();
    await expect(page.getByRole('button', { name: say('next'), exact: true })).toBeVisible();
    await expect(page.locator('#plain-311')).toHaveCount(0);
    // One Name field, the wizard's, with what was typed, still focused with the caret at its end.
    await expect(name).toHaveValue('Ada Love');
    await expect(email).toHaveValue('ada@example.org');
    await expect(name).toBeFocused();
    await page.keyboard.type('lace');
    await expect(name).toHaveValue('Ada Lovelace');
    expect(await page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments)).toBe(0);
    expect(posts).toEqual([]);
  });
}

test('a resident in an empty field when the app loads stays in its twin, and types on there', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/311', { waitUntil: 'domcontentloaded' });
  const name = page.getByLabel(/^Name/);
  await name.focus();
  await expect(page.locator('#plain-311')).toHaveCount(1);

  release();
  await appStarted(page);
  await expect(name).toBeFocused();
  await page.keyboard.type('Ada');
  await expect(name).toHaveValue('Ada');
});

test('on a slow connection the track page takes over a filter applied and an id typed before the app loads', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/311/track', { waitUntil: 'domcontentloaded' });
  const filters = page.getByRole('form', { name: 'Filter public requests' });
  await filters.getByLabel('Status').selectOption('Closed');
  await filters.getByRole('button', { name: 'Apply' }).click();
  // The server's list answered the plain form: the address holds the filter.
  await expect(page).toHaveURL(/\/311\/track\?status=Closed&/);
  const status = page.getByTestId('public-list-status');
  await expect(status).toContainText('Closed');
  const lookup = page.getByLabel('Request ID', { exact: true });
  await lookup.fill('ABCD');
  release();
  await appStarted(page);
  // The app's list keeps the filter (its count may differ: other requests close meanwhile), and its
  // lookup field what was typed, with the focus.
  await expect(status).toContainText('Closed');
  await expect(filters.getByLabel('Status')).toHaveValue('Closed');
  await expect(lookup).toHaveValue('ABCD');
  await expect(lookup).toBeFocused();
});

test.describe('the staff screens without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'es'] as const) {
    test(`say so plainly and link back to the resident pages (${lang})`, async ({ page }) => {
      const plain = wordsIn(plainMessages, lang);
      const common = wordsIn(commonMessages, lang);
      const root = lang === 'en' ? '/311' : `/311/${lang}`;
      await page.goto(`${root}/staff/requests`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main')).toContainText(plain('staffNeedsJavaScript', { township }));
      await expect(page.getByRole('link', { name: common('submitNew') })).toHaveAttribute('href', root);
      await expect(page.getByRole('link', { name: common('trackRequest') })).toHaveAttribute('href', `${root}/track`);
      await page.getByRole('link', { name: common('submitNew') }).click();
      await expect(page.getByLabel(/^Name|^Nombre/)).toBeVisible();
    });
  }

  test('another screen says it needs JavaScript, with the same links', async ({ page }) => {
    await page.goto('/311/stats');
    await expect(page.getByRole('main')).toContainText(
      wordsIn(plainMessages, 'en')('screenNeedsJavaScript', { township }),
    );
    await expect(page.getByRole('link', { name: 'Track a Request' })).toHaveAttribute('href', '/311/track');
  });
});

test('each first paint passes axe with the app held back, and the staff screens work once it loads', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  for (const path of ['/311', '/311/staff', '/311/es/stats']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#plain-311 main')).toBeVisible();
    await expectNoViolations(page, `first paint of ${path}`);
  }
  release();
  await page.goto('/311/login');
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await expect(page.locator('#plain-311')).toHaveCount(0);
});
