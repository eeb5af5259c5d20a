/**
 * The Interview Question Explorer on /election as a visitor uses it: search, office filter, topic
 * accordion, links to a question (on load and on click), copy link, and the click-to-load clips.
 * The video player is never fetched from the internet: its address is answered locally.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { stubVideoService, VIDEO_HOST } from './support/video-service.ts';
import { WCAG_TAGS } from './support/axe.ts';

const NO_RESULTS = 'No results match your filters.';

/** The explorer island, wherever the page places it. */
const explorer = (page: Page) => page.locator('astro-island:has(input[placeholder="Search questions..."])');
const search = (page: Page) => explorer(page).getByRole('searchbox', { name: 'Search questions' });
const officeButton = (page: Page, name: string) =>
  explorer(page).getByRole('group', { name: 'Filter by office' }).getByRole('button', { name, exact: true });
const topicButton = (page: Page, title: string) =>
  explorer(page).getByRole('button', { name: new RegExp(`^${title} \\(\\d+ questions?\\)$`) });
const topicButtons = (page: Page) => explorer(page).locator('button[data-topic]');
const summary = (page: Page) => explorer(page).locator('p[role="status"]');

/** Distance from the top of the viewport to the bottom of the taller sticky header. */
const stickyBottom = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('#site-header, [data-sticky-header]')].map((el) =>
        Math.max(0, el.getBoundingClientRect().bottom),
      ),
    ),
  );

/** Waits until the explorer has hydrated (its controls answer clicks). */
async function ready(page: Page) {
  await search(page).scrollIntoViewIfNeeded();
  await expect(explorer(page)).not.toHaveAttribute('ssr');
}

/**
 * Opens the page with the explorer ready, in its video view: phones start in the text view, which
 * tests/election-hub-access.spec.ts covers.
 */
async function open(page: Page, path = '/election') {
  await page.goto(path);
  await ready(page);
  await explorer(page).getByRole('group', { name: 'Show answers as' }).getByRole('button', { name: 'Video' }).click();
}

// Copying a link reads the clipboard back.
test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ context }) => {
  // Nothing may reach the video service; the player's page is answered by a local stub.
  await stubVideoService(context);
});

test.describe('search and filter', () => {
  test('search narrows the topics case-insensitively and says how many questions match', async ({ page }) => {
    await open(page);
    await expect(search(page)).toHaveAttribute('placeholder', 'Search questions...');
    await expect(topicButtons(page)).toHaveCount(9);
    // A topic's title finds its questions ("traffic" is in "Warehouses and Truck Traffic" only).
    await search(page).fill('TRAFFIC');
    await expect(topicButtons(page)).toHaveCount(2);
    await expect(topicButton(page, 'Warehouses and Truck Traffic')).toHaveText(/\(4 questions\)/);
    await expect(topicButton(page, 'Regional Cooperation')).toBeVisible();
    await expect(summary(page)).toHaveText('5 questions in 2 topics');
    // A candidate's name finds the questions that candidate answered (Marcus Bell skipped one).
    await search(page).fill('marcus bell');
    await expect(summary(page)).toHaveText('31 questions in 9 topics');
    await search(page).fill('');
    await expect(topicButtons(page)).toHaveCount(9);
  });

  test('the office filter combines with the search; nothing left says so', async ({ page }) => {
    await open(page);
    await officeButton(page, 'Council').click();
    await expect(officeButton(page, 'Council')).toHaveAttribute('aria-pressed', 'true');
    await expect(topicButton(page, 'Opening Statements')).toHaveText(/\(1 question\)/);
    await search(page).fill('why should residents vote');
    await expect(summary(page)).toHaveText(NO_RESULTS);
    await expect(topicButtons(page)).toHaveCount(0);
    await officeButton(page, 'All').click();
    await expect(topicButtons(page)).toHaveCount(1);
    await expect(summary(page)).toHaveText('1 question in 1 topic');
  });
});

test.describe('topic accordion', () => {
  test('one topic open at a time; clicking the open one closes it; the hash is cleared', async ({ page }) => {
    await open(page, '/election#voter-tools');
    const opening = topicButton(page, 'Opening Statements');
    const taxes = topicButton(page, 'Taxes and the Budget');
    await opening.click();
    await expect(opening).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/election$/);
    await expect(page.locator('#opening-introduce')).toBeVisible();
    await taxes.click();
    await expect(opening).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#opening-introduce')).toHaveCount(0);
    await expect(page.locator('#taxes-property')).toBeVisible();
    await taxes.click();
    await expect(taxes).toHaveAttribute('aria-expanded', 'false');
    await expect(explorer(page).locator('[aria-expanded="true"][data-topic]')).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    await open(page);
    const vision = topicButton(page, 'Vision for the Township');
    await vision.focus();
    await page.keyboard.press('Enter');
    await expect(vision).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(vision).toHaveAttribute('aria-expanded', 'false');
  });

  test('closing a topic of more than 3 questions brings its header back into view', async ({ page }) => {
    await open(page);
    const vision = topicButton(page, 'Vision for the Township');
    await vision.click();
    // Read to the end of the long topic, so its header scrolls away under the sticky header.
    await page.locator('#vision-diversity').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.scrollBy(0, document.getElementById('vision-diversity')!.getBoundingClientRect().bottom - 100);
    });
    await expect.poll(async () => (await vision.boundingBox())!.y).toBeLessThan(await stickyBottom(page));
    await topicButton(page, 'Planning for the Future').click();
    await expect(vision).toHaveAttribute('aria-expanded', 'false');
    await expect(vision).toBeInViewport();
    const top = (await vision.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual((await stickyBottom(page)) - 1);
  });
});

/**
 * Records, in the page, when each element's `data-highlighted` is set and cleared, with the page's
 * own clock: a short highlight is then checked from its record, not caught live by polling, which
 * a busy machine can miss. Install before the page loads.
 */
async function recordHighlights(page: Page) {
  await page.addInitScript(() => {
    const log: { id: string; on: boolean; at: number }[] = [];
    (window as unknown as { highlightLog: typeof log }).highlightLog = log;
    const note = (el: Element) => {
      log.push({ id: el.id, on: el.getAttribute('data-highlighted') === 'true', at: performance.now() });
    };
    // Attribute changes, and elements that arrive already highlighted (a render that replaces them).
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes') note(change.target as Element);
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...node.querySelectorAll('[data-highlighted]')]) {
            if (el.hasAttribute('data-highlighted')) note(el);
          }
        }
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-highlighted'], childList: true, subtree: true });
  });
}

/** The highlight spans of one element so far, in milliseconds of the page's clock. */
async function highlights(page: Page, id: string): Promise<{ from: number; to: number | null }[]> {
  const log = await page.evaluate(
    () => (window as unknown as { highlightLog: { id: string; on: boolean; at: number }[] }).highlightLog,
  );
  const spans: { from: number; to: number | null }[] = [];
  for (const entry of log.filter((item) => item.id === id)) {
    const last = spans.at(-1);
    if (entry.on && (!last || last.to !== null)) spans.push({ from: entry.at, to: null });
    else if (!entry.on && last && last.to === null) last.to = entry.at;
  }
  return spans;
}

test.describe('links to a question', () => {
  test('on load: the topic opens, the question sits 30 px below the sticky header, outlined for 1.5 s', async ({
    page,
  }) => {
    await recordHighlights(page);
    await page.goto('/election#taxes-cuts');
    const card = page.locator('#taxes-cuts');
    await expect.poll(async () => (await highlights(page, 'taxes-cuts')).length).toBe(1);
    await expect(topicButton(page, 'Taxes and the Budget')).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await expect
      .poll(async () => Math.round((await card.boundingBox())!.y - (await stickyBottom(page))))
      .toBeGreaterThanOrEqual(29);
    expect(Math.round((await card.boundingBox())!.y - (await stickyBottom(page)))).toBeLessThanOrEqual(31);
    await expect(card).not.toHaveAttribute('data-highlighted');
    const [span] = await highlights(page, 'taxes-cuts');
    const shownFor = span!.to! - span!.from;
    expect(shownFor).toBeGreaterThan(1000);
    expect(shownFor).toBeLessThan(2500);
  });

  test('on click of a link to a question: the same, and again for the link already in the address', async ({
    page,
  }) => {
    await recordHighlights(page);
    await open(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#closing-final';
      link.textContent = 'Closing question link';
      link.id = 'test-link';
      document.querySelector('main')!.prepend(link);
    });
    await page.locator('#test-link').click();
    const card = page.locator('#closing-final');
    await expect(topicButton(page, 'Closing Statements')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await highlights(page, 'closing-final')).length).toBe(1);
    await expect(card).toBeInViewport();
    await expect(card).not.toHaveAttribute('data-highlighted');
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.locator('#test-link').click();
    await expect.poll(async () => (await highlights(page, 'closing-final')).length).toBe(2);
    await expect(card).toBeInViewport();
  });
});

test('copy link puts the question address on the clipboard and says "Link Copied!" for 2 s', async ({
  page,
  baseURL,
}) => {
  // The 2 s run on the page's clock, paused once the explorer is ready: checked exactly, never raced.
  await page.clock.install();
  await open(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await topicButton(page, 'Open Government').click();
  const card = page.locator('#governance-ethics');
  await card.getByRole('button', { name: /^Copy link/ }).click();
  const copied = card.getByRole('button', { name: 'Link Copied!' });
  await expect(copied).toBeVisible();
  await expect(copied).toHaveClass(/green/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL!}/election#governance-ethics`);
  // The button starts its 2 s in an effect after showing the text; a message posted now is
  // handled after that effect (React schedules through the same task queue; the paused clock
  // holds timers, not messages).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
  await page.clock.runFor(1_999);
  await expect(copied).toBeVisible();
  await page.clock.runFor(1);
  await expect(copied).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Copy link/ })).toHaveText('Copy Link');
});

test('clips and interviews load nothing from the video service until play is pressed', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOST.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
  });
  await open(page);
  await page.mouse.wheel(0, 20_000); // bring every client:visible island and lazy poster in
  await topicButton(page, 'Opening Statements').click();
  const card = page.locator('#opening-introduce');
  await card.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const posters = await card
    .locator('button[aria-label^="Play: "] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
  expect(posters.length).toBe(4);
  for (const poster of posters) expect(poster.startsWith(origin)).toBe(true);
  expect(videoRequests).toEqual([]);

  const play = card.getByRole('button', { name: /^Play: / }).first();
  const name = (await play.getAttribute('aria-label'))!.replace(/^Play: /, '');
  const player = page.waitForRequest((request) => request.url().startsWith('https://www.youtube-nocookie.com/embed/'));
  await play.click();
  const request = await player;
  const url = new URL(request.url());
  expect(url.searchParams.get('autoplay')).toBe('1');
  expect(Number(url.searchParams.get('end'))).toBeGreaterThan(Number(url.searchParams.get('start')));
  const frame = card.locator('iframe');
  await expect(frame).toHaveAttribute('title', name);
  await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
  await expect(frame).toBeFocused();
  expect(videoRequests.every((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
});

test('a missing answer shows the pending message before the election', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-11-01T12:00:00-04:00').getTime() });
  await open(page);
  await topicButton(page, 'Warehouses and Truck Traffic').click();
  await expect(page.locator('#warehouses-truck-routes').getByText('Response pending or clip unavailable.')).toHaveCount(
    1,
  );
});

test('every topic open, a played clip, a copied link and no results: no WCAG 2.2 AA violations', async ({ page }) => {
  test.setTimeout(240_000); // eleven scans on a shared machine
  await open(page);
  const violations: string[] = [];
  // The whole explorer closed, then each topic as it opens (its button and panel), then the whole
  // explorer again. The video service's player (a local stub here) is not our markup: no frames.
  const scan = async (state: string, within = ['astro-island:has(input[placeholder="Search questions..."])']) => {
    const builder = new AxeBuilder({ page }).exclude('iframe').withTags(WCAG_TAGS).setLegacyMode(true);
    for (const selector of within) builder.include(selector);
    const results = await builder.analyze();
    for (const v of results.violations)
      violations.push(`${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await scan('all closed');
  const ids = await topicButtons(page).evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.topic!));
  for (const id of ids) {
    const button = explorer(page).locator(`button[data-topic="${id}"]`);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await scan(`topic ${id} open`, [`button[data-topic="${id}"]`, `#${await button.getAttribute('aria-controls')}`]);
  }
  const card = explorer(page).locator('article').first();
  await card.getByRole('button', { name: /^Copy link/ }).click();
  await card
    .getByRole('button', { name: /^Play: / })
    .first()
    .click();
  await expect(card.locator('iframe')).toHaveCount(1);
  await scan('link copied, clip playing');
  await search(page).fill('no such question anywhere');
  await expect(summary(page)).toHaveText(NO_RESULTS);
  await scan('no results');
  expect(violations).toEqual([]);
});
