/**
 * The coalition site's pages and shared behaviours, as a visitor uses them: navigation, the mobile
 * menu, project cards and details, not-found handling, history, image fallback and the Modal.
 */
import { readFileSync } from 'node:fs';
import { ANY_WIDTH, expect, test, type Locator, type Page } from './support/test.ts';
import { appStarted } from './support/app-started.ts';

const site = (
  JSON.parse(readFileSync('content/site.json', 'utf8')) as {
    site: { organisation: string; email: string; township: string };
  }
).site;
const STATION = '/projects/princeton-junction-station-improvement';
const STATION_TITLE = 'Princeton Junction Station Improvement';

/** Exact page titles (docs/product.md#site-pages-and-navigation). */
const TITLES: Record<string, string> = {
  '/': site.organisation,
  '/about': 'About Us',
  '/projects': 'Our Initiatives',
  '/election': '2025 Election Hub',
  '/contact': 'Contact Us',
  // The app's title for its first screen, set once it has taken over the page's first paint.
  '/311': `Submit a Request | ${site.township} 311`,
};

const TOP_BAR = [
  ['Home', '/'],
  ['About', '/about'],
  ['Projects', '/projects'],
  ['Election', '/election'],
  ['Contact', '/contact'],
] as const;

const FOOTER = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Our Initiatives', '/projects'],
  ['2025 Election', '/election'],
  ['Contact', '/contact'],
  ['Report a problem (311)', '/311'],
] as const;

async function expectPage(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  if (path === '/311') await appStarted(page);
  await expect(page).toHaveTitle(TITLES[path]!);
  await expect(page.locator('h1')).toHaveCount(1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menu = (page: Page) => page.locator('#mobile-menu');

test.describe('navigation', () => {
  for (const [label, path] of TOP_BAR) {
    test(`the top-bar link ${label} reaches ${path} with its title`, async ({ page, isMobile }) => {
      await page.goto(path === '/about' ? '/projects' : '/about');
      if (isMobile) await menu(page).getByText('Menu', { exact: true }).click();
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expectPage(page, path);
      // The current page is marked in both link lists (the mobile one is hidden once the menu closes).
      const current = mainNav(page).getByRole('link', { name: label, exact: true, includeHidden: true });
      for (const link of await current.all()) await expect(link).toHaveAttribute('aria-current', 'page');
    });
  }

  for (const [label, path] of FOOTER) {
    test(`the footer link ${label} reaches ${path} with its title`, async ({ page }) => {
      await page.goto(path === '/about' ? '/projects' : '/about');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label, exact: true }).click();
      await expectPage(page, path);
    });
  }

  test('the home page sends residents to the 311 service, and the 311 app links back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Report a problem' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/311');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Request' })).toBeVisible();
    await page.getByRole('link', { name: `Back to ${site.organisation}` }).click();
    await expectPage(page, '/');
  });

  test('the footer has the Contact Us button, a mailto link and social links that open in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    for (const name of ['Facebook', 'Instagram', 'Twitter/X']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await footer.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expectPage(page, '/contact');
  });

  test('back and forward move through visited pages, and a new page starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About Us' }).click();
    await expectPage(page, '/about');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Our Initiatives' }).click();
    await expectPage(page, '/projects');
    await page.goBack();
    await expectPage(page, '/about');
    await page.goBack();
    await expectPage(page, '/');
    await page.goForward();
    await expectPage(page, '/about');
    await page.goForward();
    await expectPage(page, '/projects');
  });

  test('an unknown path shows Home with a short notice, kept out of search results', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(site.organisation);
    await expect(page.getByText("Sorry, we couldn't find that page.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'About Us', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Key Initiatives' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('mobile menu', () => {
  test('opens, closes on an outside click and on Escape, and closes after a page is chosen', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the toggle menu exists only at mobile widths (desktop is covered below)');
    await page.goto('/about');
    const toggle = menu(page).getByText('Menu', { exact: true });
    const projectsLink = mainNav(page).getByRole('link', { name: 'Projects', exact: true });
    await expect(projectsLink).toBeHidden();

    await toggle.click();
    await expect(menu(page)).toHaveAttribute('open', '');
    await expect(projectsLink).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 }, force: true });
    await expect(menu(page)).not.toHaveAttribute('open', '');
    await expect(projectsLink).toBeHidden();

    await toggle.click();
    await expect(menu(page)).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu(page)).not.toHaveAttribute('open', '');

    await toggle.click();
    await projectsLink.click();
    await expectPage(page, '/projects');
    await expect(menu(page)).not.toHaveAttribute('open', '');
    await page.goBack();
    await expectPage(page, '/about');
    await expect(menu(page)).not.toHaveAttribute('open', '');
  });

  test('at desktop widths the links are always shown and the toggle is hidden', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout (mobile is covered above)');
    await page.goto('/about');
    await expect(menu(page)).toBeHidden();
    for (const [label] of TOP_BAR) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });
});

/** Clicks the middle of an element the way a person would, even where a stretched link lies on top of it. */
async function clickOn(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('projects', () => {
  test('cards show a status badge and partners, and link to the redirect or the details', async ({ page }) => {
    await page.goto('/projects');
    const forum = page.getByRole('article', { name: '2025 Candidate Forum Initiative' });
    const station = page.getByRole('article', { name: STATION_TITLE });
    await expect(forum.getByText('Completed', { exact: true })).toHaveAttribute('data-tone', 'green');
    await expect(station.getByText('Early Planning & Proposal Development')).toHaveAttribute('data-tone', 'blue');
    await expect(forum.getByText(/League of Women Voters/)).toBeVisible();
    await expect(station.getByText('Township Green Team')).toBeVisible();
    for (const link of await forum.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/election');
    for (const link of await station.getByRole('link').all()) await expect(link).toHaveAttribute('href', STATION);
  });

  test('a click anywhere on a card follows it', async ({ page }) => {
    await page.goto('/projects');
    await clickOn(
      page,
      page
        .getByRole('article', { name: '2025 Candidate Forum Initiative' })
        .getByText(/set out to host/)
        .locator('visible=true'),
    );
    await expectPage(page, '/election');
    await page.goBack();
    await expectPage(page, '/projects');
    await clickOn(page, page.getByRole('article', { name: STATION_TITLE }).getByText('Friends of the Township Parks'));
    await expect(page).toHaveURL((url) => url.pathname === STATION);
    await expect(page).toHaveTitle(STATION_TITLE);
  });

  test("a card's button follows it", async ({ page }) => {
    await page.goto('/projects');
    await page
      .getByRole('article', { name: STATION_TITLE })
      .getByRole('link', { name: /^Learn More/ })
      .click();
    await expect(page).toHaveTitle(STATION_TITLE);
  });

  test('project details show every section, in order', async ({ page }) => {
    await page.goto(STATION);
    await expect(page).toHaveTitle(STATION_TITLE);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    await expect(main.getByRole('img', { name: /train station/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(STATION_TITLE);
    await expect(main.locator('[data-project-status]')).toContainText('Early Planning & Proposal Development');
    await expect(main.locator('[data-status-icon]')).toHaveAttribute('data-status-icon', 'check');
    await expect(main.getByText(/turn the Princeton Junction station area/)).toBeVisible();
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Goal',
      'Overview',
      'Initiatives',
      'Timeline',
      'Envisioned Impact',
      'Partners & Supporters',
      'How You Can Contribute',
    ]);
    for (const initiative of [
      'Beautification & Maintenance',
      'Art & Cultural Enhancement',
      'Environmental Initiatives',
      'Community Programming',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: initiative })).toBeVisible();
    }
    await expect(main.getByText('Concept Phase', { exact: true })).toHaveCount(4);
    // Timeline markers carry a text label, not only a colour.
    await expect(main.locator('li[data-completed="true"]').getByText('Completed', { exact: true })).toHaveCount(2);
    await expect(main.locator('li[data-completed="false"]').getByText('Pending', { exact: true })).toHaveCount(2);
    await expect(main.getByRole('heading', { level: 3, name: 'Supporting Organizations' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Volunteer', exact: true })).toHaveAttribute('href', '/contact');
  });

  test('the full proposal opens in a new tab from project 2 only', async ({ page, context }) => {
    await page.goto(STATION);
    const proposal = page.getByRole('link', { name: /View Full Proposal \(PDF\)/ });
    await expect(proposal).toHaveAttribute('target', '_blank');
    await expect(proposal).toHaveAttribute('rel', /noopener/);
    await expect(proposal).toHaveAttribute('href', /\.pdf$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), proposal.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/\.pdf$/);
    await tab.close();

    // Project 1 sends visitors to the Election Hub; neither its old address nor any other page offers the PDF.
    await page.goto('/projects/candidate-forum-2025');
    await expectPage(page, '/election');
    await expect(page.getByRole('link', { name: /View Full Proposal/ })).toHaveCount(0);
  });

  test('the back button on project details returns to Projects', async ({ page }) => {
    await page.goto(STATION);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expectPage(page, '/projects');
  });

  test('an unknown project shows "Project not found." and a working back button', async ({ page }) => {
    const response = await page.goto('/projects/not-a-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expectPage(page, '/projects');
  });
});

test('an image that fails to load falls back to the placeholder', async ({ page }) => {
  await page.route('**/images/projects/princeton-junction-station.svg', (route) => route.abort());
  await page.goto(STATION);
  const image = page.getByRole('main').locator('img').first();
  await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('every image has a size and alt text, and only above-the-fold images load eagerly', async ({ page }) => {
  for (const path of ['/', '/about', '/projects', STATION]) {
    await page.goto(path);
    const images = await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    for (const img of images) {
      expect(img.alt, `${path} ${String(img.src)} alt`).not.toBeNull();
      expect(img.width && img.height, `${path} ${String(img.src)} size`).toBeTruthy();
      if (img.top > 1000) expect(img.loading, `${path} ${String(img.src)} is below the fold`).toBe('lazy');
    }
  }
});

test.describe('modal', () => {
  const openModal = async (page: Page) => {
    await page.goto('/election');
    const trigger = page.getByRole('button', { name: 'Read the Cancellation Statement' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Forum Cancellation Statement' });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  };
  const focusIsInside = (page: Page) =>
    page.evaluate(() => !!document.activeElement?.closest('dialog[open]') && document.activeElement !== document.body);

  test('opens with focus inside, keeps Tab inside, and Escape closes it and returns focus', async ({ page }) => {
    const { trigger, dialog } = await openModal(page);
    await expect(dialog).toContainText('After careful consideration');
    expect(await focusIsInside(page)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page)).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    const { trigger, dialog } = await openModal(page);
    await dialog.click({ position: { x: 10, y: 10 } }); // inside: stays open
    await expect(dialog).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the 'Close modal' control closes it", async ({ page }) => {
    const { trigger, dialog } = await openModal(page);
    await dialog.getByRole('button', { name: 'Close modal' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('is at most 3xl wide and 90% of the viewport tall, scrolling inside when taller', async ({ page }) => {
    const { dialog } = await openModal(page);
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(768);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
    const overflowY = await dialog.evaluate((el) => getComputedStyle(el).overflowY);
    expect(overflowY).toBe('auto');
  });
});

test('pages without islands load no framework JavaScript', { tag: ANY_WIDTH }, async ({ page }) => {
  const scriptUrls = new Set<string>();
  const sources: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptUrls.add(request.url());
  });
  for (const path of ['/', '/about', '/projects', STATION, '/projects/not-a-project', '/elections', '/nowhere']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island')).toHaveCount(0);
    sources.push(...(await page.locator('script').allTextContents()));
  }
  for (const url of scriptUrls) sources.push(await (await page.request.get(url)).text());
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect(source).not.toMatch(/react\.(transitional\.)?element|react-dom|__reactFiber|createRoot/);
  }
});
