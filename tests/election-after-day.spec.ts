/**
 * The Election Hub on either side of Election Day, from the same build (made before the day:
 * TEST_BUILD_NOW). With JavaScript the page follows the browser's clock (fixed here); without it the
 * server serves the page as it reads today, after the sample election.
 */
import { expect, test, type Page } from './support/test.ts';
import ICAL from 'ical.js';
import { expectNoViolations } from './support/axe.ts';

const BEFORE = new Date('2025-11-01T12:00:00-04:00').getTime();
const CLOSE = new Date('2025-11-04T20:00:00-05:00').getTime();
const AFTER = new Date('2025-12-01T12:00:00-05:00').getTime();
const HELD = 'This election was held on Tuesday, November 4, 2025.';

async function openAt(page: Page, path: string, time: number) {
  await page.clock.install({ time });
  await page.goto(path);
}

const header = (page: Page) => page.locator('section[aria-labelledby="hub-heading"]');
const keyDates = (page: Page) => page.getByRole('region', { name: 'Key Dates' });
const description = (page: Page) => page.locator('meta[name="description"]');
const explorer = (page: Page) => page.locator('astro-island:has(input[placeholder="Search questions..."])');

/** Opens a topic of the question explorer once it has hydrated. */
async function openTopic(page: Page, title: string) {
  await explorer(page).getByRole('searchbox').scrollIntoViewIfNeeded();
  await expect(explorer(page)).not.toHaveAttribute('ssr');
  await explorer(page)
    .getByRole('button', { name: new RegExp(`^${title} \\(\\d+ questions?\\)$`) })
    .click();
}

test.describe('before Election Day', () => {
  test('the hub counts down and speaks of what is ahead; no results yet', async ({ page }) => {
    await openAt(page, '/election', BEFORE);
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(header(page).getByText('Seats Up for Election')).toBeVisible();
    await expect(header(page).getByText('Seats Filled')).toBeHidden();
    await expect(page.getByText(HELD)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Election Results' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Jump to section' }).getByRole('link', { name: 'Results' }),
    ).toBeHidden();
    await expect(page.getByText(/^Two slates are running/)).toBeVisible();
    await expect(page.getByText(/^Two slates ran/)).toBeHidden();
    await expect(page.getByText(/^Elected ·/)).toHaveCount(3);
    await expect(page.getByText(/^Elected ·/).first()).toBeHidden();
    await expect(description(page)).toHaveAttribute('content', /^Non-partisan guide to the 2025 municipal election/);
    await expect(keyDates(page).getByText('Oct 14', { exact: true })).toBeVisible();
    await expect(keyDates(page).getByText('Oct 14, 2025')).toBeHidden();
    // On Nov 1 the registration deadline and the mail-in application date are past; the rest are not.
    await expect(keyDates(page).getByText('Past', { exact: true }).locator('visible=true')).toHaveCount(2);
    await expect(page.getByText(/^This election is over/)).toBeHidden();
    await expect(page.getByRole('tabpanel')).toContainText('Apply for a mail-in ballot by Oct. 28.', {
      useInnerText: true,
    });
    await openTopic(page, 'Warehouses and Truck Traffic');
    await expect(explorer(page).getByText('Response pending or clip unavailable.')).toBeVisible();
    await expectNoViolations(page, 'hub before Election Day');
  });

  test('the home card and the projects card speak of the election ahead', async ({ page }) => {
    await openAt(page, '/', BEFORE);
    await expect(page.getByText(/^Everything you need for the 2025 municipal election/)).toBeVisible();
    await expect(page.getByText('Key dates and a voter toolkit')).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByText(/lives on as the 2025 Election Hub, with interviews/)).toBeVisible();
  });
});

test.describe('key dates in a calendar', () => {
  /** The events of a served .ics file, read with ical.js (a maintained calendar library). */
  async function calendarEvents(page: Page, href: string) {
    const response = await page.request.get(href);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  }

  test('before the election every date, and each one still ahead, can be added with its time in the township zone', async ({
    page,
  }) => {
    await openAt(page, '/election', BEFORE);
    const all = keyDates(page).getByRole('link', { name: 'Add every key date to your calendar (.ics file)' });
    await expect(all).toBeVisible();
    const events = await calendarEvents(page, (await all.getAttribute('href'))!);
    expect(events.map((e) => e.summary)).toEqual([
      'Voter registration deadline',
      'Early in-person voting',
      'Mail-in ballot application deadline',
      'General Election (polls open 6 AM to 8 PM)',
    ]);
    // A deadline is a moment; early voting and Election Day run from their start to their end.
    const endOf = (e: (typeof events)[number]) =>
      e.component.hasProperty('dtend') ? e.endDate.toJSDate().toISOString() : null;
    expect(events.map((e) => [e.startDate.zone.tzid, e.startDate.toJSDate().toISOString(), endOf(e)])).toEqual([
      ['America/New_York', '2025-10-15T03:59:59.000Z', null],
      ['America/New_York', '2025-10-25T14:00:00.000Z', '2025-11-03T00:00:00.000Z'],
      ['America/New_York', '2025-10-29T03:59:59.000Z', null],
      ['America/New_York', '2025-11-04T11:00:00.000Z', '2025-11-05T01:00:00.000Z'],
    ]);
    // On Nov 1 the registration deadline is past: only the dates still ahead offer their own file.
    await expect(
      keyDates(page).getByRole('link', { name: 'Add to calendar: Voter registration deadline (.ics file)' }),
    ).toBeHidden();
    const day = keyDates(page).getByRole('link', {
      name: 'Add to calendar: General Election (polls open 6 AM to 8 PM) (.ics file)',
    });
    await expect(day).toBeVisible();
    const [election] = await calendarEvents(page, (await day.getAttribute('href'))!);
    // Polls open 6:00 AM and close 8:00 PM, township time.
    expect(election!.startDate.toJSDate().toISOString()).toBe('2025-11-04T11:00:00.000Z');
    expect(election!.endDate.toJSDate().toISOString()).toBe('2025-11-05T01:00:00.000Z');
  });

  test('after the election no calendar link is offered', async ({ page }) => {
    await openAt(page, '/election', AFTER);
    await expect(keyDates(page).getByRole('link').locator('visible=true')).toHaveCount(0);
  });
});

test.describe('after Election Day', () => {
  test('the hub says when the election was held and shows the sample results, in the slate columns too', async ({
    page,
  }) => {
    await openAt(page, '/election', AFTER);
    await expect(page.getByText(HELD)).toBeVisible();
    await expect(page.getByRole('timer')).toBeHidden();
    await expect(header(page).getByText('Seats Filled')).toBeVisible();
    const summary = header(page).getByRole('heading', { name: 'Results' }).locator('..');
    await expect(summary).toContainText('Marcus Bell (52.0%)');
    await expect(summary).toContainText('Sofia Alvarez-Reed (26.0%), Denise Kowalski (25.2%)');
    await expect(summary).toContainText('43.0%');
    await expect(description(page)).toHaveAttribute('content', /^Non-partisan record of the 2025 municipal election/);

    const results = page.locator('#results');
    await expect(results.getByRole('heading', { name: 'Election Results' })).toBeVisible();
    await expect(results.getByText('Sample data: these candidates and vote counts are fictional.')).toBeVisible();
    await expect(results).toContainText('Certified by the county on November 24, 2025.');
    await expect(results).toContainText('9,412 ballots cast of 21,863 registered voters (43.0%)');
    const mayor = results.getByRole('table', { name: /^Mayor/ });
    await expect(mayor.getByRole('row')).toHaveCount(4);
    await expect(mayor.getByRole('row').nth(1)).toContainText('Marcus Bell');
    await expect(mayor.getByRole('row').nth(1)).toContainText('Elected');
    await expect(mayor.getByRole('row').nth(1)).toContainText('4,871');
    await expect(mayor.getByRole('row').nth(2)).not.toContainText('Elected');
    const council = results.getByRole('table', { name: /^Township Council/ });
    await expect(council.getByRole('rowheader').filter({ hasText: 'Elected' })).toHaveCount(2);
    await expect(results.getByRole('link', { name: /Official results from the county clerk/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const together = page.getByRole('region', { name: 'West Windsor Together' });
    await expect(together.getByText('Elected · 4,871 votes (52.0%)')).toBeVisible();
    await expect(together.getByText('4,498 votes (24.8%)')).toBeVisible();
    await expect(page.getByText(/^Two slates ran/)).toBeVisible();
    await expect(page.getByText(/^Two slates are running/)).toBeHidden();

    await page.getByRole('navigation', { name: 'Jump to section' }).getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/#results$/);
    await expectNoViolations(page, 'hub after Election Day');
  });

  test('key dates carry their year and are past; the ways to vote say the election is over', async ({ page }) => {
    await openAt(page, '/election', AFTER);
    for (const date of ['Oct 14, 2025', 'Oct 25\u2009–\u2009Nov 2, 2025', 'Oct 28, 2025', 'Nov 4, 2025']) {
      await expect(keyDates(page).getByText(date, { exact: true })).toBeVisible();
    }
    await expect(keyDates(page).getByText('Oct 14', { exact: true })).toBeHidden();
    await expect(keyDates(page).getByText('Past', { exact: true }).locator('visible=true')).toHaveCount(4);
    const over = page.getByText(`This election is over: it was held on Tuesday, November 4, 2025.`);
    await expect(over).toBeVisible();
    await expect(over.getByRole('link', { name: /state's voter information/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.nj\.gov\//,
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('had to be applied for by Oct. 28, 2025', { useInnerText: true });
    await expect(panel).not.toContainText('Apply for a mail-in ballot', { useInnerText: true });
    await openTopic(page, 'Warehouses and Truck Traffic');
    await expect(explorer(page).getByText('No answer was recorded.')).toBeVisible();
    await expect(explorer(page).getByText('Response pending or clip unavailable.')).toHaveCount(0);
  });

  test('the home card and the projects card speak of the election held', async ({ page }) => {
    await openAt(page, '/', AFTER);
    await expect(page.getByText(/^The 2025 municipal election was held on November 4, 2025/)).toBeVisible();
    await expect(page.getByText('Results, candidate bios and recorded interviews')).toBeVisible();
    await expect(page.getByText(/^Everything you need/)).toBeHidden();
    await page.goto('/projects');
    await expect(page.getByText(/now keeps the results, interviews and finance summaries/)).toBeVisible();
  });
});

test('a page open when the polls close turns to the results at that instant, without a reload', async ({ page }) => {
  await page.clock.install({ time: CLOSE - 60_000 });
  await page.goto('/election');
  await page.clock.pauseAt(CLOSE - 1000);
  await expect(page.getByRole('timer').locator('[data-unit]')).toHaveText(['0', '00', '00', '01']);
  await expect(page.getByText(HELD)).toBeHidden();
  await page.clock.runFor(1000);
  await expect(page.getByText(HELD)).toBeVisible();
  await expect(page.getByRole('timer')).toBeHidden();
  await expect(page.locator('#results')).toBeVisible();
  await expect(description(page)).toHaveAttribute('content', /^Non-partisan record/);
});

test('without JavaScript the server serves the page built before the day as it reads today', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/election');
  await expect(page.getByText(HELD)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Election Results' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeHidden();
  await expect(description(page)).toHaveAttribute('content', /^Non-partisan record/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /^Non-partisan record/);
  await page.goto('/');
  await expect(page.getByText(/^The 2025 municipal election was held/)).toBeVisible();
  await context.close();
});

test.describe('every cycle at its own address', () => {
  test('/elections/2025 is the same hub, and both name it as the canonical address', async ({ page }) => {
    await openAt(page, '/elections/2025', AFTER);
    await expect(page).toHaveTitle('2025 Election Hub');
    await expect(page.getByText(HELD)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/elections\/2025$/);
    await page.goto('/election');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/elections\/2025$/);
    await page.getByRole('link', { name: 'All elections' }).click();
    await expect(page).toHaveURL(/\/elections$/);
  });

  test('the archive lists each cycle with its day and, once held, who won', async ({ page }) => {
    await openAt(page, '/elections', AFTER);
    const hub = page.getByRole('list', { name: 'Election hubs' }).getByRole('listitem').first();
    await expect(hub.getByRole('link', { name: '2025 Election Hub' })).toHaveAttribute('href', '/elections/2025');
    await expect(hub).toContainText('Held on Tuesday, November 4, 2025.', { useInnerText: true });
    await expect(hub).toContainText('Marcus Bell', { useInnerText: true });
    await expect(hub).toContainText('Sample figures, not real results.', { useInnerText: true });
    // The current cycle is named in words, not by a raw path.
    await expect(hub).toContainText("This is the current election: its hub is also the site's Election page.", {
      useInnerText: true,
    });
    await expect(hub.getByRole('link', { name: 'Election page' })).toHaveAttribute('href', '/election');
    await expect(hub).not.toContainText('/election', { useInnerText: true });
    await expectNoViolations(page, 'elections archive');
  });
});
