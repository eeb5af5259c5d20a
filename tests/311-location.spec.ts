/**
 * Every resident can say where, on the real server with a local tile server and a local
 * Nominatim-format geocoder, without a Google key and without location permission: the place by
 * tapping the open map, by search, by the photo's position, and by keyboard alone; a point outside
 * the township refused; staff see the pin on the detail and the request on the staff map; the
 * public map shows the public rows and no private field. axe on every state.
 */
import sharp from 'sharp';
import { expect, test } from './support/staff-session.ts';
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { fillDetails, fillYourInfo, next, stepHeading, submitReviewed } from './support/wizard.ts';

const CENTRE_ADDRESS = '20 Main St, West Windsor, NJ 08550, USA';
const PARK = 'Duck Pond Park, 1 Pond Loop, West Windsor, NJ 08550, USA';
const OUTSIDE =
  'This location is outside West Windsor Township. Please choose a place inside the township, or contact the agency that serves it.';

const openMap = (page: Page) => page.getByRole('application', { name: /^Map of the township/ });
const locationSet = (page: Page) => page.getByText(/^Location set: /);

/** A JPEG whose EXIF holds a GPS position, as a phone camera writes it (degrees, minutes, seconds). */
async function photoTakenAt(lat: [number, number, number], lng: [number, number, number]): Promise<Buffer> {
  const dms = ([d, m, s]: [number, number, number]) => `${d}/1 ${m}/1 ${Math.round(s * 100)}/100`;
  return sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .jpeg()
    .withExifMerge({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: dms(lat), GPSLongitudeRef: 'W', GPSLongitude: dms(lng) },
    })
    .toBuffer();
}

/** Steps 1 and 2, then the location step with its open map drawn. */
async function toLocationStep(
  page: Page,
  details: { category: string; description: string; photo?: Buffer },
): Promise<void> {
  await page.goto('/311');
  await fillYourInfo(page, { name: 'Morgan Resident', email: 'morgan@example.org' });
  const { category, description, photo } = details;
  await fillDetails(page, {
    category,
    description,
    ...(photo && { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } }),
  });
  await expect(openMap(page)).toBeVisible();
  await expect(openMap(page).locator('.leaflet-tile-loaded').first()).toBeVisible();
}

/** Next, Review, Submit; the request's id from the success message. */
async function submit(page: Page): Promise<string> {
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeFocused();
  // The review is its own chunk: once it is drawn the page stops moving under the pointer.
  await expect(page.getByRole('button', { name: 'Edit Location' })).toBeVisible();
  return submitReviewed(page);
}

test('no permission, no Google key: a tap on the map drops the pin, the address follows, and it submits', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await toLocationStep(page, { category: 'Graffiti', description: 'Tags on the fence by the pond.' });
  await expect(page.getByText('Google Maps API Key is missing. Map functionality is disabled.')).toHaveCount(0);
  // The map's credit, as the tile provider requires.
  await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  await expectNoViolations(page, 'location step, open map');

  await next(page);
  await expect(page.locator('#submit-alert')).toHaveText('Please select a location on the map.');

  // The map opens on the township's centre, a few steps from 20 Main St.
  await openMap(page).click();
  await expect(locationSet(page)).toBeVisible();
  await expect(openMap(page).locator('.open-map-pin')).toBeVisible();
  await expect(page.getByLabel(/^Address of the issue/)).toHaveValue(CENTRE_ADDRESS);
  await expectNoViolations(page, 'location step, pin placed');
  await submit(page);
});

test('search finds a place in the township and drops the pin there', async ({ page }) => {
  await toLocationStep(page, { category: 'Illegal Dumping', description: 'Mattresses by the park gate.' });
  const address = page.getByLabel(/^Address of the issue/);
  await address.fill('pond loop');
  await address.press('Enter');
  await expect(page.getByText('1 place found.')).toBeVisible();
  await expectNoViolations(page, 'location step, search results');
  await page.getByRole('button', { name: PARK }).click();
  await expect(address).toHaveValue(PARK);
  await expect(page.getByText('Location set: 40.27410, -74.60440')).toBeVisible();

  await address.fill('Nowhere Lane');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Address not found')).toBeVisible();
  // A failed search keeps what was typed and never blocks: the pin already placed still counts.
  await expect(address).toHaveValue('Nowhere Lane');
  await submit(page);
});

test('the photo position is offered and used; staff see the pin on the detail and the request on the map', async ({
  page,
  signInAsAdmin,
}) => {
  test.setTimeout(180_000);
  // The staff map filtered by this category holds no other request at this spot (311-danger.spec.ts
  // files its Tree Issue by Duck Pond Park).
  const description = 'Fallen branch across the path, photo taken beside it.';
  await toLocationStep(page, {
    category: 'Tree Issue',
    description,
    photo: await photoTakenAt([40, 16, 51], [74, 35, 28]),
  });
  await expect(page.getByText('Your photo was taken at 40.28083, -74.59111.')).toBeVisible();
  await page.getByRole('button', { name: 'Use the photo’s location' }).click();
  await expect(page.getByText('Location set: 40.28083, -74.59111')).toBeVisible();
  await expect(page.getByLabel(/^Address of the issue/)).toHaveValue(CENTRE_ADDRESS);
  const id = await submit(page);

  await signInAsAdmin();
  await page.goto(`/311/staff/requests/${id}`);
  const place = page.getByRole('region', { name: 'Location' });
  await expect(place.getByText('40.28083, -74.59111')).toBeVisible();
  await expect(place.locator('.open-map-pin')).toBeVisible();
  await expect(place.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=40.28083&mlon=-74.59111#map=18/40.28083/-74.59111',
  );
  await expectNoViolations(page, 'staff request detail with its map');

  await page.goto('/311/staff/map?category=Tree%20Issue');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests Map' })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('Tree Issue');
  const marker = page
    .getByRole('button', {
      name: new RegExp(`^Tree Issue, New, \\w+ priority, ${CENTRE_ADDRESS}\\. Opens the request\\.$`),
    })
    .first();
  // The desktop and mobile runs each file one at the same place: then they start as one cluster.
  const cluster = page.getByRole('button', { name: /^\d+ requests here\. Zooms in\.$/ }).first();
  await expect(marker.or(cluster)).toBeVisible();
  await expectNoViolations(page, 'staff map');
  if (!(await marker.isVisible())) await cluster.click();
  await expect(marker).toBeVisible();
  await page.getByLabel('Status').selectOption('Closed');
  await expect(page).toHaveURL(/status=Closed/);
  await expect(page.getByText(/^0 requests on the map/)).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await marker.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tree Issue' })).toBeVisible();
  // The printed work order holds the description too, hidden on screen.
  await expect(page.getByText(description).filter({ visible: true })).toBeVisible();
});

test('keyboard alone: the pin placed at the map centre, moved by keys, the place read out, and submitted', async ({
  page,
}) => {
  await toLocationStep(page, { category: 'Graffiti', description: 'Paint on the signal box.' });
  const press = (key: string) => page.keyboard.press(key);
  const centre = page.getByRole('button', { name: 'Put the pin at the centre of the map' });
  await page.getByLabel(/^Address of the issue/).focus();
  for (let i = 0; i < 12 && !(await centre.evaluate((el) => el === document.activeElement)); i += 1) await press('Tab');
  await expect(centre).toBeFocused();
  await press('Enter');
  await expect(locationSet(page)).toBeVisible();
  const first = await locationSet(page).textContent();

  await press('Tab');
  await expect(page.getByRole('button', { name: 'Move the pin north' })).toBeFocused();
  await press('Enter');
  await expect(locationSet(page)).not.toHaveText(first!);
  const second = await locationSet(page).textContent();

  // The pin itself: focused, it moves with the arrow keys.
  const pin = openMap(page).getByRole('button', { name: /^Pin of the chosen place/ });
  await pin.focus();
  await press('ArrowRight');
  await expect(locationSet(page)).not.toHaveText(second!);
  await expect(page.getByLabel(/^Address of the issue/)).toHaveValue(CENTRE_ADDRESS);

  await page.getByRole('button', { name: 'Next', exact: true }).focus();
  await press('Enter');
  await expect(stepHeading(page, 'Review')).toBeFocused();
});

test('a point outside the township is refused on Next, naming the township', async ({ page }) => {
  // Trenton, outside West Windsor.
  await toLocationStep(page, {
    category: 'Graffiti',
    description: 'Tags on a wall in town.',
    photo: await photoTakenAt([40, 13, 2], [74, 44, 34]),
  });
  await page.getByLabel(/^Address of the issue/).fill('1 State St, Trenton');
  await page.getByRole('button', { name: 'Use the photo’s location' }).click();
  await expect(locationSet(page)).toBeVisible();
  await next(page);
  await expect(page.locator('#submit-alert')).toHaveText(OUTSIDE);
  await expect(stepHeading(page, 'Location')).toBeVisible();
});

test('the public list as a map: the same public rows, no private field', async ({ page }) => {
  const description = 'PRIVATE-LOOKING description that the map must not show.';
  await toLocationStep(page, { category: 'Sidewalk Repair', description });
  await openMap(page).click();
  await expect(page.getByLabel(/^Address of the issue/)).toHaveValue(CENTRE_ADDRESS);
  await submit(page);

  await page.goto('/311/track');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const publicMap = page.getByRole('application', { name: /^Map of public requests/ });
  await expect(publicMap).toBeVisible();
  await expect(publicMap.getByRole('button', { name: /(Opens the request|Zooms in)\.$/ }).first()).toBeVisible();
  await expect(page.getByText(description)).toHaveCount(0);
  await expect(page.getByText('morgan@example.org')).toHaveCount(0);
  await expectNoViolations(page, 'public map');
});
