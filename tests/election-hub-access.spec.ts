/**
 * The Election Hub for every reader: without JavaScript (every question, summary and clip link in
 * the HTML), transcripts, one clip at a time, and bios that scroll well on touch screens. The video
 * service is never reached: its addresses are answered by a local stub.
 */
import { expect, test, type Page } from './support/test.ts';
import { stubVideoService } from './support/video-service.ts';
import { assembleElectionData } from '#domain/election/election-data.ts';
import { explorerProps } from '#domain/election/explorer-props.ts';
import { readElectionInput } from '#domain/testing/election-content.ts';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_TAGS, expectNoViolations } from './support/axe.ts';

const content = explorerProps(assembleElectionData(readElectionInput()), Date.now());
const questions = content.topics.flatMap((t) => t.questions);
/** The explorer island's component script, with or without a query (`?astro-retry=…`). */
const EXPLORER_SCRIPT = /\/_astro\/QuestionExplorer\.[^/?]+\.js(?:\?.*)?$/;
const explorer = (page: Page) => page.locator('astro-island:has(input[placeholder="Search questions..."])');

test.beforeEach(async ({ context }) => {
  await stubVideoService(context);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the explorer has every question and answer summary, each topic a disclosure, each clip a link', async ({
    page,
  }) => {
    await page.goto('/election');
    const root = explorer(page);
    await expect(root.locator('details[data-topic-details]')).toHaveCount(content.topics.length);
    await expect(root.locator('article')).toHaveCount(questions.length);
    const html = await root.innerHTML();
    for (const question of questions) {
      const card = root.locator(`article#${question.id}`);
      await expect(card.locator('h4')).toHaveText(question.text);
      for (const group of content.groups) {
        const response = group.responses[question.id];
        if (!response) continue;
        expect(html, `${group.id} on ${question.id}`).toContain(response.summary.replaceAll('&', '&amp;'));
      }
    }
    const first = content.groups[0]!;
    // Inside a closed disclosure, so not in the accessibility tree until opened: found by its label.
    const clip = root.locator(`a[aria-label="Play clip: ${first.label} answers: ${questions[0]!.text}"]`);
    const href = new URL((await clip.getAttribute('href'))!);
    expect(href.origin).toBe('https://www.youtube-nocookie.com');
    expect(href.searchParams.get('start')).toBe(String(first.responses[questions[0]!.id]!.clip.start));
    await expect(root.getByRole('searchbox', { name: 'Search questions' })).toBeDisabled();
  });

  test('a topic opens by its summary, and a question link opens its topic', async ({ page }) => {
    await page.goto('/election');
    const taxes = explorer(page).locator('details[data-topic-details="taxes"]');
    await taxes.locator(':scope > summary').click();
    await expect(taxes).toHaveAttribute('open', '');
    await expect(page.locator('#taxes-property')).toBeVisible();
    await page.goto('/election#closing-final');
    await expect(page.locator('#closing-final')).toBeVisible();
    await expect(explorer(page).locator('details[data-topic-details="closing"]')).toHaveAttribute('open', '');
  });

  test('after Election Day the server says a missing answer was not recorded', async ({ page }) => {
    await page.goto('/election');
    const card = page.locator('#warehouses-truck-routes');
    await card.locator('xpath=ancestor::details').locator('summary').click();
    await expect(card.getByText('No answer was recorded.')).toBeVisible();
    await expect(card.getByText('Response pending or clip unavailable.')).toBeHidden();
  });
});

test('the explorer as the server sends it (before or without its script) has no WCAG 2.2 AA violations', async ({
  page,
}) => {
  // axe needs JavaScript, so the page runs with it and only the explorer's own script is held back:
  // every request for it, whatever its query, as Astro's island loader tries once more a second later
  // with `?astro-retry=…` (a glob ending in `.js` does not match that address).
  const held: string[] = [];
  await page.route(EXPLORER_SCRIPT, (route) => {
    held.push(route.request().url());
    return route.abort();
  });
  // The island says when it has given up (after its retry): from then on the server markup stays.
  await page.addInitScript(() => {
    document.addEventListener('astro:hydration-error', (event) => {
      const { componentUrl } = (event as CustomEvent<{ componentUrl: string }>).detail;
      if (componentUrl.includes('QuestionExplorer')) document.documentElement.dataset.explorerGaveUp = 'true';
    });
  });
  await page.goto('/election');
  const root = explorer(page);
  await root.scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-explorer-gave-up', 'true');
  expect(
    held.some((url) => new URL(url).searchParams.has('astro-retry')),
    held.join(', '),
  ).toBe(true);
  await expect(root).toHaveAttribute('ssr');
  await root.locator('details[data-topic-details="warehouses"] > summary').click();
  await root.locator('details[data-topic-details="opening"] > summary').click();
  await root.locator('#opening-introduce details summary').first().click();
  await expect(root.locator('#opening-introduce details').first()).toHaveAttribute('open', '');
  const results = await new AxeBuilder({ page }).include('#question-explorer').withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('transcripts', () => {
  test('shown under "Read the transcript", and the search finds words said only in them', async ({ page }) => {
    await page.goto('/election');
    const root = explorer(page);
    await root.getByRole('searchbox').scrollIntoViewIfNeeded();
    await expect(root).not.toHaveAttribute('ssr');
    await root.getByRole('searchbox').fill('lacrosse');
    await expect(root.locator('p[role="status"]')).toHaveText('1 question in 1 topic');
    await root.getByRole('button', { name: /^Opening Statements/ }).click();
    const card = page.locator('#opening-introduce');
    const transcript = content.groups[0]!.responses['opening-introduce']!.transcript!;
    await expect(card.getByText(transcript)).toBeHidden();
    await card.getByText('Read the transcript').first().click();
    await expect(card.getByText(transcript)).toBeVisible();
  });
});

test('one clip plays at a time, across the full interviews and the explorer', async ({ page }) => {
  await page.goto('/election');
  const interviews = page.locator('#interviews');
  /** The full interview's play button, once its island has hydrated. */
  const facade = async (index: number) => {
    const island = interviews.locator('astro-island').nth(index);
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr');
    return island;
  };
  const first = await facade(0);
  const second = await facade(1);
  await first.getByRole('button', { name: /^Play: / }).click();
  await expect(first.locator('iframe')).toHaveCount(1);
  await second.getByRole('button', { name: /^Play: / }).click();
  await expect(second.locator('iframe')).toHaveCount(1);
  await expect(first.locator('iframe')).toHaveCount(0);
  await expect(first.getByRole('button', { name: /^Play: / })).toBeVisible();

  const root = explorer(page);
  await root.getByRole('searchbox').scrollIntoViewIfNeeded();
  await expect(root).not.toHaveAttribute('ssr');
  await root.getByRole('group', { name: 'Show answers as' }).getByRole('button', { name: 'Video' }).click();
  await root.getByRole('button', { name: /^Opening Statements/ }).click();
  // The first clip still to play: after one starts, the next group's.
  const nextClip = page
    .locator('#opening-introduce')
    .getByRole('button', { name: /^Play: / })
    .first();
  await nextClip.click();
  await expect(page.locator('#opening-introduce iframe')).toHaveCount(1);
  await expect(interviews.locator('iframe')).toHaveCount(0);
  await expect(second.getByRole('button', { name: /^Play: / })).toBeVisible();
  await nextClip.click();
  await expect(page.locator('main iframe')).toHaveCount(1);
});

test.describe('candidate bios', () => {
  test('pressing "Scroll down" scrolls the bio', async ({ page }) => {
    await page.goto('/election');
    const bio = page.locator('[data-bio-scroll]').first();
    const hint = page.locator(`#${(await bio.getAttribute('data-hint'))!}`);
    await bio.scrollIntoViewIfNeeded();
    await hint.locator('[data-bio-more]').click();
    await expect.poll(() => bio.evaluate((el) => el.scrollTop)).toBeGreaterThan(60);
  });

  test('a swipe on a bio at its end goes on to scroll the page; at its top it scrolls the bio', async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile', 'touch on the phone project');
    await page.goto('/election');
    const bio = page.locator('[data-bio-scroll]').first();
    /** Drags a finger 150 px up from the bio's middle; returns how far the page and the bio scrolled. */
    const swipe = async (prepare: (el: HTMLElement) => void) => {
      await bio.evaluate((el) => {
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
      });
      await bio.evaluate(prepare);
      const box = (await bio.boundingBox())!;
      const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      const before = { page: await page.evaluate(() => window.scrollY), bio: await bio.evaluate((el) => el.scrollTop) };
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let i = 1; i <= 10; i++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 15 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      // A fling may still be moving: wait until both stand still.
      let last = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify([
            await page.evaluate(() => window.scrollY),
            await bio.evaluate((el) => el.scrollTop),
          ]);
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
      const [pageY, bioTop] = JSON.parse(last) as [number, number];
      return { page: pageY - before.page, bio: bioTop - before.bio };
    };
    const atEnd = await swipe((el) => {
      el.scrollTop = el.scrollHeight;
    });
    expect(atEnd.page, 'the page scrolled on').toBeGreaterThan(50);
    const atTop = await swipe((el) => {
      el.scrollTop = 0;
    });
    expect(atTop.bio, 'the bio scrolled').toBeGreaterThan(50);
    // The control: a box that contains its overscroll keeps the same swipe at its end to itself.
    const contained = await swipe((el) => {
      el.style.overscrollBehavior = 'contain';
      el.scrollTop = el.scrollHeight;
    });
    expect(contained.page, 'a contained box traps the swipe').toBe(0);
  });
});

test('printed, the hub is a voter guide: every question with its summaries, no navigation, players or buttons', async ({
  page,
}) => {
  await page.goto('/election');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#site-header')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Jump to section' })).toBeHidden();
  await expect(page.locator('[data-video-facade]')).toHaveCount(4);
  for (const facade of await page.locator('[data-video-facade]').all()) await expect(facade).toBeHidden();
  await expect(explorer(page)).toBeHidden();
  const guide = page.locator('[data-print-questions]');
  await expect(guide).toBeVisible();
  await expect(guide.locator('h4')).toHaveText(questions.map((q) => q.text));
  await expect(guide).toContainText(content.groups[0]!.responses[questions[0]!.id]!.summary);
  for (const panel of await page.getByRole('tabpanel', { includeHidden: true }).all())
    await expect(panel).toBeVisible();
  const bio = page.locator('[data-bio-scroll]').first();
  expect(await bio.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const after = await page
    .locator('main a[href^="http"]')
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);
  expect(after).toContain('http');
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(guide).toBeHidden();
  await expect(page.locator('#site-header')).toBeVisible();
});

test.describe('link previews', () => {
  const cards = { '/': 'site', '/election': 'election-2025', '/elections/2025': 'election-2025' };
  for (const [path, name] of Object.entries(cards)) {
    const card = `/social/${name}.png`;
    test(`${path} names a 1200×630 picture, its address and a large card`, async ({ page, request }) => {
      await page.goto(path);
      const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`);
      await expect(meta('og:title')).toHaveAttribute('content', /\S/);
      await expect(meta('og:description')).toHaveAttribute('content', /\S/);
      await expect(meta('og:url')).toHaveAttribute('content', /^https:\/\//);
      await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta('og:image:alt')).toHaveAttribute('content', /\S/);
      const image = new URL((await meta('og:image').getAttribute('content'))!);
      expect(image.pathname).toBe(card);
      const res = await request.get(image.pathname);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = await res.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});

test('on a phone the explorer starts in the text view: four summaries to compare, a clip button each', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the text view is the default below the md breakpoint');
  await page.goto('/election');
  const root = explorer(page);
  await root.getByRole('searchbox').scrollIntoViewIfNeeded();
  await expect(root).not.toHaveAttribute('ssr');
  const views = root.getByRole('group', { name: 'Show answers as' });
  await expect(views.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
  await root.getByRole('button', { name: /^Opening Statements/ }).click();
  const card = page.locator('#opening-introduce');
  await expect(card.getByRole('button', { name: /^Play clip: / })).toHaveCount(4);
  await expect(card.locator('img')).toHaveCount(0);
  const box = (await card.boundingBox())!;
  expect(box.height, 'four answers fit in about two screens').toBeLessThan(2 * page.viewportSize()!.height);
  await card
    .getByRole('button', { name: /^Play clip: / })
    .nth(2)
    .click();
  await expect(card.locator('iframe')).toHaveCount(1);
  await expect(card.locator('iframe')).toBeFocused();
  await card.getByRole('button', { name: /^Close clip: / }).click();
  await expect(card.locator('iframe')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Play clip: / }).nth(2)).toBeFocused();
  await expectNoViolations(page, 'explorer text view');
});
