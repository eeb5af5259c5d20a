/**
 * The coalition site in every offered language: per-language addresses with the page's lang and
 * hreflang alternates, the language switch by keyboard and the choice it remembers, the first
 * visit that follows the browser's languages, an election item without a translation shown in
 * English with its note, axe on every page in every language, and the pseudo-locale sweep.
 * One browser context per journey; the sweeps loop over pages in one page.
 */
import { readFileSync } from 'node:fs';
import { ANY_WIDTH, expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectPseudoLocalized } from './support/pseudo-locale.ts';
import { SITE_PAGES } from './support/pages.ts';

const site = (
  JSON.parse(readFileSync('content/site.json', 'utf8')) as {
    site: { organisation: string; shortName: string; email: string; township: string; siteUrl: string };
  }
).site;
const LANGUAGES = [
  { tag: 'en', segment: '', name: 'English' },
  { tag: 'es', segment: '/es', name: 'Español' },
  { tag: 'zh-Hans', segment: '/zh-hans', name: '中文' },
  { tag: 'ko', segment: '/ko', name: '한국어' },
  { tag: 'hi', segment: '/hi', name: 'हिन्दी' },
] as const;
/** The organisation's tagline as content/site.json or its translation beside it gives it. */
const taglineIn = (tag: string) =>
  (
    JSON.parse(readFileSync(tag === 'en' ? 'content/site.json' : `content/site.${tag}.json`, 'utf8')) as {
      site: { tagline: string };
    }
  ).site.tagline;
const inLanguage = (segment: string, path: string) => (segment && path === '/' ? segment : `${segment}${path}`);
const switchNav = (page: Page) => page.getByRole('navigation', { name: /Language|Idioma|语言|언어|भाषा/ });

test('a Spanish visitor reads /es/election, with the untranslated summary in English and its note', async ({
  page,
}) => {
  // A shared link to the question opens its topic in the explorer.
  await page.goto('/es/election#opening-introduce');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro Electoral 2025' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fechas clave' })).toBeVisible();
  await expect(page.getByText('Fecha límite de inscripción de votantes')).toBeVisible();
  // The one summary left untranslated shows in English, marked as English, after a Spanish note.
  const english = page.getByText('Bell describes his years as a teacher', { exact: false }).filter({ visible: true });
  await expect(english).toHaveAttribute('lang', 'en');
  const note = english.locator('xpath=preceding-sibling::p[1]');
  await expect(note).toHaveText('Aún sin traducir; se muestra en inglés.');
  // Its neighbours are translated.
  await expect(
    page.getByText('Bell menciona la dirección de una organización', { exact: false }).filter({ visible: true }),
  ).not.toHaveAttribute('lang', 'en');
});

test('project statuses read in the page’s language, each marked with it, also inside a project left in English', async ({
  page,
}) => {
  await page.goto('/es/projects');
  const completed = page.locator('[data-tone]').filter({ hasText: 'Completado' });
  await expect(completed.first()).toHaveAttribute('lang', 'es');
  await expect(page.locator('[data-tone]').filter({ hasText: /^\s*Completed\s*$/ })).toHaveCount(0);
  // Korean has no translation of the project itself: its text is English, its statuses Korean.
  await page.goto('/ko/projects/princeton-junction-station-improvement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  const initiative = page.locator('[data-tone]').filter({ hasText: '구상 단계' });
  await expect(initiative.first()).toHaveAttribute('lang', 'ko');
});

test('the switch works by keyboard and the choice sticks across visits', async ({ page }) => {
  await page.goto('/about');
  const korean = switchNav(page).getByRole('link', { name: '한국어' });
  await expect(korean).toHaveAttribute('lang', 'ko');
  await expect(korean).toHaveAttribute('hreflang', 'ko');
  await expect(switchNav(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  // Tab from the top of the page to the Korean link, then follow it with Enter.
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && !(await korean.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(korean).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ko\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(switchNav(page).getByRole('link', { name: '한국어' })).toHaveAttribute('aria-current', 'true');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('ko');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  // A later visit to an English address opens in Korean.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ko$/);
  // Choosing English again sticks too.
  await switchNav(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/election');
  await expect(page).toHaveURL((url) => url.pathname === '/election');
});

test.describe('a first visit', () => {
  test.use({ locale: 'es-MX', extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } });

  test('follows the browser’s preferred language', async ({ page }) => {
    await page.goto('/election');
    await expect(page).toHaveURL(/\/es\/election$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('every page has its lang, canonical and hreflang alternates in every language, and the tagline in it', async ({
  request,
}) => {
  // The page's head as the server sends it (no browser needed to read it).
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  for (const { path } of SITE_PAGES.filter((p) => !p.path.includes('no-such'))) {
    for (const { tag, segment } of LANGUAGES) {
      const address = inLanguage(segment, path);
      const html = await (await request.get(address, { headers: { 'Accept-Language': '' }, maxRedirects: 0 })).text();
      expect(attribute(/<html[^>]*>/.exec(html)![0], 'lang'), address).toBe(tag);
      const alternates = [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map(([link]) => [
        attribute(link, 'hreflang'),
        new URL(attribute(link, 'href')).pathname,
      ]);
      expect(alternates, address).toEqual([
        ...LANGUAGES.map((l) => [l.tag, inLanguage(l.segment, path)]),
        ['x-default', path],
      ]);
      const canonical = attribute(/<link rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href');
      const permanent = path === '/election' ? '/elections/2025' : path;
      expect(new URL(canonical).pathname, address).toBe(inLanguage(segment, permanent));
      if (path === '/') {
        // The home page's description and the footer are the tagline in the page's language, not marked English.
        const description = attribute(/<meta name="description"[^>]*>/.exec(html)?.[0] ?? '', 'content');
        expect(description, address).toBe(taglineIn(tag));
        expect(html, address).toMatch(new RegExp(`<p class="[^"]*">\\s*${taglineIn(tag)}\\s*</p>`));
      }
    }
  }
});

/**
 * `/elections/2025` is the document `/election` serves (only its canonical address differs), and a
 * scan of that page takes the longest: each language scans it once, at `/election`. In English,
 * tests/accessibility.spec.ts scans both. A language changes the words, names and `lang` of a
 * page, the same at any width; the rules that depend on the width (targets, the menu, what is
 * shown) are scanned at both widths in English by accessibility.spec.ts. So each language is
 * scanned at desktop width only (ANY_WIDTH).
 */
const AXE_PAGES = SITE_PAGES.filter(({ path }) => path !== '/elections/2025');

for (const { tag, segment } of LANGUAGES.slice(1)) {
  test(`axe passes on every site page in ${tag}`, { tag: ANY_WIDTH }, async ({ page }) => {
    test.setTimeout(240_000);
    for (const { path } of AXE_PAGES) {
      const address = inLanguage(segment, path);
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, address);
    }
  });
}

/**
 * Every site page: every text comes from a catalog or through the content path. The hub is swept
 * once, with a linked question open so its cards are swept too (`/elections/2025` serves the same
 * document).
 */
const PSEUDO_READY = AXE_PAGES.map(({ path }) => (path === '/election' ? '/election#opening-introduce' : path));

test('site pages are fully localized in the pseudo-locale', async ({ page }) => {
  test.setTimeout(240_000);
  // Data, not text: names of people, places and organisations, the e-mail address, figures.
  const allow = [
    site.organisation,
    site.shortName,
    site.email,
    site.township,
    'English',
    /\bPDF\b/g,
    /\bELEC\b/g,
    /\.ics\b/g,
    // Dates, which the pseudo-locale formats as US English (its messages' base).
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
    /\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g,
    /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g,
  ];
  for (const path of PSEUDO_READY) {
    const address = inLanguage('/en-xa', path);
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await expectPseudoLocalized(page, address, { allow });
  }
});
