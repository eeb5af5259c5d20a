import { ANY_WIDTH, expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';

const archive = (page: Page) => page.locator('#forum-archive');

test.describe('Forum Initiative Archive', () => {
  test('shows the heading, the archival note and every subsection from the forum content', async ({ page }) => {
    await page.goto('/election');
    const section = archive(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('2025 Candidate Forum Initiative (Cancelled)');
    await expect(section).toContainText('preserved for transparency');
    for (const heading of [
      'Format Agreements',
      'Official Statements',
      'Forum Format & Requirements',
      'Panelists',
      'Press Coverage',
      'Important Information',
    ]) {
      await expect(section.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
    }
    await expect(section).toContainText('Status: Cancelled');
    await expect(section).toContainText('Thursday, October 9, 2025');
    await expect(section).toContainText('7:00 PM to 9:15 PM');
    await expect(section).toContainText('Township Municipal Building, Council Chambers');
    await expect(section).toContainText('Mayor, Township Council (2 seats)');
    await expect(section).toContainText('Free in-person admission');
    await expect(section).toContainText('live-streamed');
  });

  test('links four PDFs (two format agreements, two statements) in new tabs', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/election');
    for (const heading of ['Format Agreements', 'Official Statements']) {
      const cards = archive(page).getByRole('region', { name: heading, exact: true });
      const links = cards.getByRole('link', { name: /View PDF/ });
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /^\/docs\/forum\/.+\.pdf$/);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        const response = await page.request.get((await link.getAttribute('href'))!);
        expect(response.status()).toBe(200);
      }
    }
  });

  test('lists the requirements, the two forum parts with icons and the press cards', async ({ page }) => {
    await page.goto('/election');
    const format = archive(page).getByRole('region', { name: 'Forum Format & Requirements' });
    for (const text of [
      'at least 3 council candidates, or with candidates from at least 2 different tickets and at least 3 in total',
      'at least 2 mayoral candidates',
      'Arrive by 6:30 PM',
      'Sign the participation agreement',
      'Keep to the time limits',
      'One rebuttal per question.',
      'Professional attire with no campaign slogans.',
      'No personal attacks',
      'devices silenced',
      'Remain silent during the moderated portions.',
      'Questions are submitted in writing only.',
      'political displays',
      'No recording except the official live stream.',
      'Part 1: Township Council Forum',
      'Part 2: Mayoral Forum',
    ]) {
      await expect(format).toContainText(text);
    }
    await expect(format.locator('li svg')).not.toHaveCount(0);
    const press = archive(page).getByRole('region', { name: 'Press Coverage' });
    const articles = press.getByRole('link', { name: /Read article/ });
    await expect(articles).toHaveCount(2);
    await expect(articles.first()).toHaveAttribute('target', '_blank');
  });

  test('panelist bios open one at a time, and a second click closes the open one', async ({ page }) => {
    await page.goto('/election');
    const buttons = archive(page).getByRole('button', { name: /Read bio/ });
    await expect(buttons).toHaveCount(2);
    const [first, second] = [buttons.nth(0), buttons.nth(1)];
    const bio = async (button: Locator) => page.locator(`#${(await button.getAttribute('aria-controls'))!}`);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await bio(first)).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await bio(first)).toContainText('twenty-five years');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await bio(first)).toBeHidden();
    await expect(await bio(second)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(await bio(second)).toBeHidden();
  });

  test('the Important Information accordion opens one section at a time', async ({ page }) => {
    await page.goto('/election');
    const info = archive(page).getByRole('region', { name: 'Important Information' });
    const names = ['For Attendees', 'For Candidates', 'Ground Rules & Guidelines'];
    for (const name of names) {
      const button = info.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(info.getByRole('region', { name, exact: true })).toBeHidden();
    }
    for (const name of names) {
      await info.getByRole('button', { name, exact: true }).click();
      await expect(info.getByRole('region', { name, exact: true })).toBeVisible();
      for (const other of names.filter((n) => n !== name)) {
        await expect(info.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-expanded', 'false');
        await expect(info.getByRole('region', { name: other, exact: true })).toBeHidden();
      }
    }
    await expect(info.getByRole('region', { name: 'Ground Rules & Guidelines' })).toContainText(
      'One rebuttal per question.',
    );
    await info.getByRole('button', { name: 'Ground Rules & Guidelines' }).click();
    await expect(info.getByRole('region', { name: 'Ground Rules & Guidelines' })).toBeHidden();
  });

  test('the accordion and the bios work from the keyboard', async ({ page }) => {
    await page.goto('/election');
    const attendees = archive(page).getByRole('button', { name: 'For Attendees' });
    await attendees.focus();
    await page.keyboard.press('Enter');
    await expect(attendees).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(attendees).toHaveAttribute('aria-expanded', 'false');
    const bio = archive(page)
      .getByRole('button', { name: /Read bio/ })
      .first();
    await bio.focus();
    await page.keyboard.press('Enter');
    await expect(bio).toHaveAttribute('aria-expanded', 'true');
  });

  test('without JavaScript every bio and accordion section is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/election');
    await expect(archive(page)).toContainText('twenty-five years');
    await expect(archive(page).getByRole('region', { name: 'For Candidates' })).toBeVisible();
    await context.close();
  });
});

test.describe('cancellation statement modal', () => {
  test('opens with focus inside, shows the full statement, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/election');
    const trigger = page.getByRole('button', { name: 'Read the Cancellation Statement' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Forum Cancellation Statement' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('After careful consideration');
    await expect(dialog).toContainText('The Board of the Coalition');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('header', () => {
  test('has one h1, the title, seats, deadline and a countdown to Election Day', async ({ page }) => {
    const noon = new Date('2025-11-01T12:00:00-04:00').getTime();
    await page.clock.install({ time: noon - 60_000 });
    await page.goto('/election');
    await page.clock.pauseAt(noon);
    await expect(page).toHaveTitle('2025 Election Hub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Election Hub');
    const header = page.locator('section[aria-labelledby="hub-heading"]');
    await expect(header).toContainText('1 Mayoral');
    await expect(header).toContainText('2 Council');
    await expect(header).toContainText('October 14, 2025');
    await expect(header.getByText('This deadline has passed.')).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveAccessibleName('Countdown to Election Day');
    await expect(timer.locator('[data-unit]')).toHaveText(['3', '09', '00', '00']);
  });

  // The fake clock starts a minute early and is then paused at the instant under test, so a slow
  // page load never eats into the times checked.
  test('before the election the countdown shows the time left and ticks every second', async ({ page }) => {
    // 2025-11-01 12:00 EDT; polls close 2025-11-04 20:00 EST: 3 days 9 hours (the clocks go back in between).
    const noon = new Date('2025-11-01T12:00:00-04:00').getTime();
    await page.clock.install({ time: noon - 60_000 });
    await page.goto('/election');
    const units = page.getByRole('timer').locator('[data-unit]');
    await page.clock.pauseAt(noon);
    await expect(units).toHaveText(['3', '09', '00', '00']);
    await page.clock.runFor(1000);
    await expect(units).toHaveText(['3', '08', '59', '59']);
    await page.clock.runFor(1000);
    await expect(units).toHaveText(['3', '08', '59', '58']);
    await page.clock.runFor(61_000);
    await expect(units).toHaveText(['3', '08', '58', '57']);
  });

  test('reaches zeros when the polls close, and then gives way to the results', async ({ page }) => {
    const close = new Date('2025-11-04T20:00:00-05:00').getTime();
    await page.clock.install({ time: close - 60_000 });
    await page.goto('/election');
    const units = page.getByRole('timer').locator('[data-unit]');
    await page.clock.pauseAt(close - 2000);
    await expect(units).toHaveText(['0', '00', '00', '02']);
    await page.clock.runFor(2000);
    await expect(page.getByRole('timer')).toBeHidden();
    await expect(page.locator('#results')).toBeVisible();
  });

  test("'This deadline has passed.' appears only once the registration deadline has passed", async ({ page }) => {
    const deadline = new Date('2025-10-14T23:59:59-04:00').getTime();
    await page.clock.install({ time: deadline - 60_000 });
    await page.goto('/election');
    const note = page.getByText('This deadline has passed.');
    await page.clock.pauseAt(deadline - 5000);
    await expect(note).toBeHidden();
    await page.clock.runFor(4000);
    await expect(note).toBeHidden();
    await page.clock.runFor(2000);
    await expect(note).toBeVisible();
  });
});

test.describe('jump buttons', () => {
  for (const [label, id] of [
    ['Candidate Interviews', 'interviews'],
    ['Campaign Finance', 'finance'],
    ['Voter Toolkit', 'voter-tools'],
  ] as const) {
    test(`'${label}' scrolls #${id} just below the sticky header and focuses it`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/election');
      const link = page.getByRole('navigation', { name: 'Jump to section' }).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.click();
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const { top, header } = await page.evaluate((target) => {
        return {
          top: document.getElementById(target)!.getBoundingClientRect().top,
          header: document.getElementById('site-header')!.getBoundingClientRect().height,
        };
      }, id);
      expect(top).toBeGreaterThanOrEqual(header + 30 - 2);
      expect(top).toBeLessThanOrEqual(header + 30 + 2);
    });
  }

  test('smooth scrolling also ends below the sticky header', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/election');
    // Where each scroll that began after the click ended ('scrollend'), however long it took.
    await page.evaluate(() => {
      const log = { from: window.scrollY, ends: [] as number[] };
      (window as unknown as { scrollLog: typeof log }).scrollLog = log;
      document.addEventListener('click', () => Object.assign(log, { from: window.scrollY, ends: [] }), {
        capture: true,
      });
      window.addEventListener('scrollend', () => log.ends.push(window.scrollY));
    });
    await page.getByRole('link', { name: 'Campaign Finance' }).click();
    // The smooth scroll is over once a scroll has ended, away from the start, where the page now is.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { from, ends } = (window as unknown as { scrollLog: { from: number; ends: number[] } }).scrollLog;
          return ends.at(-1) === window.scrollY && window.scrollY !== from;
        }),
      )
      .toBe(true);
    const top = await page.evaluate(() => document.getElementById('finance')!.getBoundingClientRect().top);
    const header = await page.evaluate(() => document.getElementById('site-header')!.getBoundingClientRect().height);
    expect(Math.abs(top - (header + 30))).toBeLessThanOrEqual(2);
  });

  test('a jump link to a missing section logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/election');
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[data-jump][href="#finance"]')!;
      document.getElementById('finance')!.id = 'finance-renamed';
      link.click();
    });
    await expect.poll(() => warnings.join('\n')).toContain('#finance');
  });

  test('work without JavaScript as plain in-page links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/election');
    await page.getByRole('link', { name: 'Voter Toolkit' }).click();
    await expect(page).toHaveURL(/#voter-tools$/);
    await expect(page.locator('#voter-tools')).toBeInViewport();
    await context.close();
  });
});

test.describe('Meet the Slates', () => {
  test('shows two slates with website links and three candidates each', async ({ page }) => {
    await page.goto('/election');
    const section = page.locator('#slates');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Meet the Slates');
    const slates = section.getByRole('region').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([/^Proven Leaders for /, / Together$/]);
    const websites = section.getByRole('link', { name: /Visit website/ });
    await expect(websites).toHaveCount(2);
    for (const link of await websites.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(slates).toHaveCount(2);
    await expect(section.getByRole('heading', { level: 4 })).toHaveCount(6);
    await expect(section.getByText('Mayor', { exact: true })).toHaveCount(2);
    await expect(section.getByText('Township Council', { exact: true })).toHaveCount(4);
    const bios = section.locator('[data-bio-scroll]');
    await expect(bios).toHaveCount(6);
    for (const bio of await bios.all()) {
      await expect(bio).toHaveAttribute('tabindex', '0');
      await expect(bio).toHaveAttribute('role', 'region');
      await expect(bio).toHaveAttribute('aria-label', /^Biography of /);
      const height = await bio.evaluate((el) => el.clientHeight);
      expect(height).toBeLessThanOrEqual(162); // 10rem plus the border
    }
  });

  test('the columns sit side by side on wide screens and stack on phones', async ({ page, isMobile }) => {
    await page.goto('/election');
    const columns = page.locator('#slates section[aria-labelledby^="slate-"]');
    const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    if (isMobile) expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    else expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);
  });

  test("the 'Scroll down' hint shows while text is hidden and hides at the end, also by keyboard", async ({ page }) => {
    await page.goto('/election');
    const bio = page.locator('[data-bio-scroll]').first();
    const hint = page.locator(`#${(await bio.getAttribute('data-hint'))!}`);
    const overflows = await bio.evaluate((el) => el.scrollHeight > el.clientHeight + 5);
    expect(overflows, 'the first bio is long enough to scroll').toBe(true);
    await bio.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText('Scroll down');
    // locator.press focuses the box first, so each key goes to the box and not the page. Keyboard
    // scrolling may be animated, and on a busy machine a press now and then scrolls nothing: the
    // key is pressed again until the box is at the end (then at the top).
    await expect(async () => {
      await bio.press('End');
      await expect
        .poll(() => bio.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
        .toBeLessThanOrEqual(1);
    }).toPass();
    await expect(hint).toBeHidden();
    await expect(async () => {
      await bio.press('Home');
      await expect.poll(() => bio.evaluate((el) => el.scrollTop)).toBe(0);
    }).toPass();
    await expect(hint).toBeVisible();
    await bio.evaluate((el) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - 3; // within the 5 px tolerance
    });
    await expect(hint).toBeHidden();
    await bio.evaluate((el) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - 40;
    });
    await expect(hint).toBeVisible();
  });

  test('the hint stays hidden for a bio that fits', async ({ page }) => {
    await page.goto('/election');
    const bio = page.locator('[data-bio-scroll]').first();
    await bio.evaluate((el) => {
      el.firstElementChild!.textContent = 'Short bio.';
    });
    const hint = page.locator(`#${(await bio.getAttribute('data-hint'))!}`);
    await expect(hint).toBeHidden();
  });
});

test.describe('Campaign Finance & Transparency', () => {
  test('shows the disclaimer, both committees with their figures, reports and footnotes', async ({ page }) => {
    await page.goto('/election');
    const section = page.locator('#finance');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Campaign Finance & Transparency');
    await expect(section).toContainText('11-day pre-election reports');
    await expect(section).toContainText('October 24, 2025');
    await expect(section).toContainText('snapshot');
    const cards = section.locator('article');
    await expect(cards).toHaveCount(2);
    const expected = [
      {
        money: ['$30,380.19', '$29,008.10', '$7,736.83'],
        texts: ['Individuals: 100.0%', '29.4%', '$200 or less: 20.1%', 'Over $200: 79.9%'],
      },
      {
        money: ['$43,959.31', '$24,059.66', '$19,899.65'],
        texts: ['Individuals: 98.0%', 'Committees: 2.0%', '30.5%', '$200 or less: 11.7%', 'Over $200: 88.3%'],
      },
    ];
    for (const [index, card] of expected.entries()) {
      const article = cards.nth(index);
      await expect(article.locator('dt')).toHaveText(['Total Raised', 'Total Spent', 'Cash on Hand']);
      await expect(article.locator('dd')).toHaveText(card.money);
      for (const text of card.texts) await expect(article).toContainText(text);
      const report = article.getByRole('link', { name: /View 11-Day ELEC Report/ });
      await expect(report).toHaveAttribute('target', '_blank');
      const href = (await report.getAttribute('href'))!;
      expect(href).toMatch(/\.pdf$/);
      expect((await page.request.get(href)).status()).toBe(200);
    }
    await expect(section).toContainText('itemized contributions');
    await expect(section).toContainText('over $200');
    await expect(section).toContainText('08550');
    await expect(section).toContainText('08540');
  });

  test('draws its bars with no inline style attributes', async ({ page }) => {
    await page.goto('/election');
    await expect(page.locator('main [style]')).toHaveCount(0);
  });
});

test.describe('Three Ways to Vote', () => {
  const tabs = (page: Page) => page.getByRole('tablist', { name: 'Three Ways to Vote' }).getByRole('tab');

  test('shows the key dates and the official voter links', async ({ page }) => {
    await page.goto('/election');
    const section = page.locator('#voter-tools');
    for (const text of ['Oct 14', 'Oct 25 - Nov 2', 'Oct 28', 'Nov 4', 'polls open 6 AM to 8 PM']) {
      await expect(section.getByRole('region', { name: 'Key Dates' })).toContainText(text);
    }
    for (const name of ['Check Status', 'Register Online', 'Find Polling Place']) {
      const link = section.getByRole('region', { name: 'Official Voter Links' }).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('By Mail is selected first and each tab shows its text and link', async ({ page }) => {
    await page.goto('/election');
    await expect(tabs(page)).toHaveText(['By Mail', 'Early', 'Election Day']);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Oct. 28');
    await expect(panel).toContainText('drop box');
    await expect(panel.getByRole('link', { name: /Learn More/ })).toBeVisible();
    await tabs(page).nth(1).click();
    await expect(panel).toContainText('Oct. 25 to Nov. 2');
    await expect(panel.getByRole('link', { name: /Find Locations/ })).toBeVisible();
    await expect(page).toHaveURL(/#vote-early$/);
    await tabs(page).nth(2).click();
    await expect(panel).toContainText('6:00 AM to 8:00 PM');
    await expect(panel).toContainText('Nov. 4');
    await expect(panel.getByRole('link', { name: /Find Polling Place/ })).toBeVisible();
    await expect(page).toHaveURL(/#vote-election-day$/);
  });

  test('arrow keys, Home and End move and select with a roving tabindex', async ({ page }) => {
    await page.goto('/election');
    const all = tabs(page);
    await all.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(all.nth(1)).toBeFocused();
    await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(all.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(all.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(page).toHaveURL(/#vote-early$/);
    await page.keyboard.press('End');
    await expect(all.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(all.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(all.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(all.nth(0)).toBeFocused();
    await expect(page).toHaveURL(/#vote-mail$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('a page opened with a tab hash opens that tab, and a link to one selects it', async ({ page }) => {
    await page.goto('/election#vote-election-day');
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('6:00 AM to 8:00 PM');
    const tablist = page.getByRole('tablist', { name: 'Three Ways to Vote' });
    // Wholly in view and not under the sticky header.
    const tabsClearOfHeader = () =>
      page.evaluate(() => {
        const list = document.querySelector('#vote-ways [role="tablist"]')!.getBoundingClientRect();
        const header = document.getElementById('site-header')!.getBoundingClientRect();
        return list.top >= header.bottom && list.bottom <= window.innerHeight;
      });
    await expect(tablist).toBeInViewport({ ratio: 1 });
    await expect.poll(tabsClearOfHeader).toBe(true);
    // The browser may scroll to the named panel again while the page loads: the tabs stay in view.
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      document.getElementById('vote-election-day')?.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    await expect.poll(tabsClearOfHeader).toBe(true);
    await page.evaluate(() => {
      location.hash = 'vote-early';
    });
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('without JavaScript all three ways show', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/election');
    for (const id of ['vote-mail', 'vote-early', 'vote-election-day'])
      await expect(page.locator(`#${id}`)).toBeVisible();
    await context.close();
  });
});

test.describe('modals', () => {
  for (const [trigger, title, text] of [
    ['Read the Cancellation Statement', 'Forum Cancellation Statement', 'After careful consideration'],
    ['A Thank You to Our Question Authors', 'Thank You to Our Question Authors', 'written by residents'],
  ] as const) {
    test(`'${title}' opens from the keyboard with focus inside, closes on Escape and returns focus`, async ({
      page,
    }) => {
      await page.goto('/election');
      const button = page.getByRole('button', { name: trigger });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text);
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close modal' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

test.describe('interviews', () => {
  test('shows the four interviews in #interviews, then the question explorer', async ({ page }) => {
    await page.goto('/election');
    const section = page.locator('#interviews');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      /Mayoral Candidate/,
      /Mayoral Candidate/,
      /Council Candidates/,
      /Council Candidates/,
    ]);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /^Play: / })).toHaveCount(4);
    const explorer = page.locator('#question-explorer');
    await explorer.scrollIntoViewIfNeeded();
    await expect(explorer.getByPlaceholder('Search questions...')).toBeVisible();
  });

  test(
    'no request reaches the video host or its image host before a click; a click loads the no-cookie player',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
      });
      // Nothing leaves the machine: the player request is answered here.
      await page.route(
        (url) => VIDEO_HOSTS.test(url.hostname),
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
      );
      await page.goto('/election');
      await page.waitForLoadState('networkidle');
      for (let y = 0; y < 30; y++) await page.mouse.wheel(0, 800); // every client:visible island hydrates
      await page.waitForLoadState('networkidle');
      await page.locator('#question-explorer button[data-topic]').first().click(); // clip facades inside the explorer
      await page.waitForLoadState('networkidle');
      expect(videoRequests).toEqual([]);

      const play = page
        .locator('#interviews')
        .getByRole('button', { name: /^Play: / })
        .first();
      await play.scrollIntoViewIfNeeded();
      await play.click();
      const player = page.locator('#interviews iframe').first();
      await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    },
  );
});

test.describe('accessibility', () => {
  test('no WCAG 2.2 AA violations with every accordion section, bio, tab and modal opened in turn', async ({
    page,
  }) => {
    test.setTimeout(240_000); // a scan of the whole page takes up to half a minute on a busy two-core machine
    await page.goto('/election');
    await page.waitForLoadState('networkidle');
    for (let y = 0; y < 30; y++) await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    const infoNames = ['For Attendees', 'For Candidates', 'Ground Rules & Guidelines'];
    const bios = archive(page).getByRole('button', { name: /Read bio/ });
    const tabs = page.getByRole('tablist', { name: 'Three Ways to Vote' }).getByRole('tab');
    const topics = page.locator('#question-explorer button[data-topic]');
    for (let state = 0; state < 3; state++) {
      await archive(page).getByRole('button', { name: infoNames[state], exact: true }).click();
      if (state < 2) await bios.nth(state).click();
      await tabs.nth(state).click();
      await topics.nth(state).click();
      // The whole page once; then the parts that opened: the archive, the tabs and the explorer.
      const changed = ['#forum-archive', '[role="tablist"]', '[role="tabpanel"]:not([hidden])', '#question-explorer'];
      await expectNoViolations(page, `state ${state}`, { within: state === 0 ? [] : changed });
    }
    for (const trigger of ['Read the Cancellation Statement', 'A Thank You to Our Question Authors']) {
      await page.getByRole('button', { name: trigger }).click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectNoViolations(page, trigger, { within: ['dialog[open]'] });
      await page.keyboard.press('Escape');
    }
  });

  test('keyboard alone reaches every control on the page', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/election');
    await page.waitForLoadState('networkidle');
    for (let y = 0; y < 30; y++) await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    // Everything a visitor can operate in the main content, as the page stands (tabs: the selected one).
    const expected = await page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'main a[href], main button, main input, main [tabindex="0"], main [role="tab"][aria-selected="true"]',
        ),
      ].filter(
        (el) =>
          el.getClientRects().length > 0 &&
          !el.closest('dialog') &&
          !(el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') !== 'true'),
      );
      controls.forEach((el, i) => (el.dataset.kb = String(i)));
      return controls.length;
    });
    const reached = new Set<string>();
    for (let i = 0; i < expected + 40; i++) {
      await page.keyboard.press('Tab');
      const mark = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kb ?? null);
      if (mark !== null) reached.add(mark);
      if (reached.size === expected) break;
    }
    const missing = await page.evaluate(
      (got) =>
        [...document.querySelectorAll<HTMLElement>('[data-kb]')]
          .filter((el) => !got.includes(el.dataset.kb!))
          .map((el) => el.outerHTML.slice(0, 120)),
      [...reached],
    );
    expect(missing).toEqual([]);
  });

  test('keyboard operates the jump buttons and the video facades', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(
      (url) => VIDEO_HOSTS.test(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    await page.goto('/election');
    await page.getByRole('link', { name: 'Candidate Interviews' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#interviews')).toBeFocused();
    await page.keyboard.press('Tab'); // the thank-you button comes first
    await page.keyboard.press('Tab');
    const play = page
      .locator('#interviews')
      .getByRole('button', { name: /^Play: / })
      .first();
    await expect(play).toBeFocused();
    // The facade is an island hydrated when visible; on a busy machine that can lag the focus.
    await expect(play.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
    await page.keyboard.press('Enter');
    await expect(page.locator('#interviews iframe').first()).toBeVisible();
  });

  test('every control is at least 24 by 24 px', async ({ page }) => {
    await page.goto('/election');
    for (let y = 0; y < 30; y++) await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main button, main [role="tab"], main input')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ html: el.outerHTML.slice(0, 80), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ html }) => html),
    );
    expect(small).toEqual([]);
  });
});

// The hub in every language stays within the same budget (its messages are in the HTML, not in scripts).
for (const hub of ['/election', '/es/election', '/zh-hans/election', '/ko/election', '/hi/election']) {
  test(`${hub} ships at most 80 KB of JavaScript (gzip) before the visitor interacts`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
    const measured: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      measured.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          scripts.push({
            url: request.url(),
            encoding: response?.headers()['content-encoding'],
            bytes: sizes.responseBodySize,
          });
        })(),
      );
    });
    await page.goto(hub);
    await page.waitForLoadState('networkidle');
    // Every script that arrived has been measured.
    await Promise.all(measured);
    const origin = new URL(baseURL!).origin;
    expect(scripts.every((s) => s.url.startsWith(origin))).toBe(true);
    // The React islands (video facades, question explorer) hydrate only when scrolled into view.
    const loaded = await Promise.all(scripts.map(async (s) => (await page.request.get(s.url)).text()));
    for (const source of loaded) expect(source).not.toMatch(/react-dom|__reactFiber|createRoot/);
    // Files too small to gain from compression are sent as they are; the rest must come gzipped.
    for (const s of scripts) expect([undefined, 'gzip'], s.url).toContain(s.encoding);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].reduce((n, s) => n + s.textContent.length, 0),
    );
    const total = scripts.reduce((n, s) => n + s.bytes, 0) + inline; // inline code counted uncompressed (an upper bound)
    console.log(
      `JavaScript before interaction: ${(total / 1024).toFixed(1)} KiB (${scripts.length} files, gzip; inline ${inline} B)`,
    );
    expect(total).toBeLessThanOrEqual(80 * 1024);
    await context.close();
  });
}
