/**
 * Reporting without JavaScript (docs/311-without-javascript.md): the /311 page's plain form, posted
 * to the server, on the phone and desktop projects. A resident sees each validation message beside
 * its field, is refused on a county road, places the point by clicking the map (which zooms in),
 * picks a place an ambiguous address may mean, keeps a photo across a problem, and is sent to the
 * request's track page. Axe scans each state with JavaScript on and the app's script held back.
 */
import type { Page } from './support/test.ts';
import { expect, test } from './support/test.ts';
import { STEP_MESSAGES } from '#domain/requests/submit-limits.ts';
import { expectNoViolations } from './support/axe.ts';
import { PIXEL_PNG } from './support/resident-requests.ts';

const COUNTY_ROAD = 'This appears to be a COUNTY road. Please submit your request directly to the correct agency.';
const POINT_SET = 'The point is placed on the map. Click the map again to move it.';

const send = (page: Page) => page.getByRole('button', { name: 'Submit Request' }).click();
const summary = (page: Page) => page.locator('#submit-alert');
const field = (page: Page, label: RegExp) => page.getByLabel(label);
/** A square of the map near its middle. */
const mapSquare = (page: Page) => page.locator('#submit-location input[type="image"]').nth(4);

/** The form's first screen and its three step messages, after sending it empty. */
async function sendEmpty(page: Page) {
  await page.goto('/311');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Request' })).toBeVisible();
  await send(page);
  await expect(summary(page)).toBeVisible();
  for (const message of Object.values(STEP_MESSAGES)) {
    await expect(summary(page).getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page.locator('#submit-email-error')).toHaveText(STEP_MESSAGES.yourInfo);
  await expect(field(page, /^Name/)).toHaveAttribute('aria-invalid', 'true');
}

/** Fills the form up to the address, for a pothole on a county road, and places the point on the map. */
async function potholeOnCountyRoad(page: Page) {
  await field(page, /^Name/).fill('Nora Noscript');
  await field(page, /^Email/).fill('nora@example.org');
  await field(page, /^Category/).selectOption('Pothole/Road Damage');
  await field(page, /^Description/).fill('A deep pothole in the right lane');
  await field(page, /^Address of the issue/).fill('12 Clarksville Rd');
  // The map is a button until asked for: the first paint loads no map images.
  await expect(page.locator('#submit-location input[type="image"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(field(page, /^Name/)).toHaveValue('Nora Noscript');
  await mapSquare(page).click({ position: { x: 128, y: 128 } });
  await expect(page.getByText(POINT_SET)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the whole township' })).toBeVisible();
  // What was typed is still there.
  await expect(field(page, /^Name/)).toHaveValue('Nora Noscript');
  await expect(field(page, /^Description/)).toHaveValue('A deep pothole in the right lane');
  await send(page);
  await expect(summary(page)).toContainText(COUNTY_ROAD);
  await expect(
    summary(page).getByRole('link', { name: 'Report it to the Mercer County Highway Division' }),
  ).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a resident reports a problem: messages, the county road, the map, the photo kept, then the reference', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await sendEmpty(page);
    await potholeOnCountyRoad(page);

    // Not a road matter: graffiti, with a photo, but the description left out.
    await field(page, /^Category/).selectOption('Graffiti');
    await field(page, /^Description/).fill('');
    await field(page, /^Photo/).setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await send(page);
    await expect(page.locator('#submit-description-error')).toHaveText(STEP_MESSAGES.details);
    await expect(page.getByText('Your photo wall.png is kept with this form.')).toBeVisible();
    await expect(page.getByText(POINT_SET)).toBeVisible();

    await field(page, /^Description/).fill('Paint on the underpass wall');
    await send(page);
    await expect(page).toHaveURL(/\/311\/track\?id=[A-Za-z0-9_-]{20}&sent=1$/);
    await expect(page.getByText(/^Success! Your Request ID is [A-Za-z0-9_-]{20}\.$/)).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id')!;
    const filed = (await (await request.get(`/api/requests/${id}`)).json()) as Record<string, unknown>;
    expect(filed).toMatchObject({
      category: 'Graffiti',
      address: '12 Clarksville Rd',
      description: 'Paint on the underpass wall',
    });
    expect(filed.imageUrl).toMatch(/^\/api\/uploads\//);
  });

  test('an ambiguous address offers the places it may mean; picking one places the point', async ({ page }) => {
    await page.goto('/311');
    await field(page, /^Address of the issue/).fill('West Windsor');
    await page.getByRole('button', { name: 'Find this address' }).click();
    await expect(page.getByText('Did you mean one of these places?')).toBeVisible();
    const choice = page.getByRole('button', { name: '20 Main St, West Windsor, NJ 08550, USA' });
    await choice.click();
    await expect(field(page, /^Address of the issue/)).toHaveValue('20 Main St, West Windsor, NJ 08550, USA');
    await expect(page.getByText(POINT_SET)).toBeVisible();
    await expect(page.locator('#submit-location svg circle').first()).toBeVisible();
  });
});

test('the plain form in each state has no WCAG 2.2 AA violations (JavaScript on, the app held back)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.route(/\/_astro\/PortalApp\.[^/]*\.js/, (route) => route.abort());
  await sendEmpty(page);
  await expectNoViolations(page, 'the form with every step message');
  await potholeOnCountyRoad(page);
  await expectNoViolations(page, 'the county road refused, the map zoomed in with its point');
  await page.getByRole('button', { name: 'Show the whole township' }).click();
  await field(page, /^Address of the issue/).fill('West Windsor');
  await page.getByRole('button', { name: 'Find this address' }).click();
  await expect(page.getByText('Did you mean one of these places?')).toBeVisible();
  await field(page, /^Photo/).setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await page.getByRole('button', { name: '20 Main St, West Windsor, NJ 08550, USA' }).click();
  await expect(page.getByText('Your photo wall.png is kept with this form.')).toBeVisible();
  await expectNoViolations(page, 'a place chosen and a photo kept');
});
