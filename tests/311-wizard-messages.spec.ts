/**
 * The wizard's messages on the real server with the local tiles and geocoder
 * (docs/product.md#311-submitting-a-request, #311-location-and-maps): a pin whose place has no
 * address keeps the address field empty, with the lookup's words as its message and a prompt to
 * describe the spot, and files with the resident's description; a failed search says what to do
 * next; the description counts its characters near its limit and takes no more. axe in each state.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { fillDetails, fillYourInfo, next, stepHeading, submitReviewed } from './support/wizard.ts';

const openMap = (page: Page) => page.getByRole('application', { name: /^Map of the township/ });
const alertOf = (page: Page) => page.locator('#submit-alert');
const addressField = (page: Page) => page.getByLabel(/^Address of the issue/);
const SPOT = 'North end of the field, by the farm gate';

async function toDetails(page: Page): Promise<void> {
  await page.goto('/311');
  await fillYourInfo(page, { name: 'Riley Resident', email: 'riley@example.org' });
}

async function toLocation(page: Page, description: string): Promise<void> {
  await toDetails(page);
  await fillDetails(page, { category: 'Illegal Dumping', description });
  await expect(openMap(page).locator('.leaflet-tile-loaded').first()).toBeVisible();
}

test('a tap where the map finds no address: the field stays empty with a prompt, the pin stays, the description is filed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const description = `Tyres dumped in the open field (${Date.now().toString(36)})`;
  await toLocation(page, description);
  // Well east and south of the township's centre, in open fields more than 300 m from any address.
  const box = (await openMap(page).boundingBox())!;
  await openMap(page).click({ position: { x: box.width / 2 + 100, y: box.height / 2 + 80 } });
  await expect(page.getByText(/^Location set: /)).toBeVisible();
  const message = page.locator('#submit-issueAddress-lookup');
  await expect(message).toContainText('Address not found');
  await expect(message).toContainText('north end of the park, by the tennis courts');
  await expect(addressField(page)).toHaveValue('');
  await expect(addressField(page)).toHaveAccessibleDescription(/Address not found/);
  await expectNoViolations(page, 'location step, a pin without an address');

  await next(page);
  await expect(alertOf(page)).toHaveText('Please select a location on the map.');
  await expect(stepHeading(page, 'Location')).toBeVisible();
  await addressField(page).fill(SPOT);
  // The message has gone with its cause: the spot is described.
  await expect(alertOf(page)).toBeEmpty();
  await expect(message).toBeEmpty();
  await expect(page.getByText(/^Location set: /)).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeFocused();
  await expect(page.getByText(SPOT)).toBeVisible();
  const id = await submitReviewed(page);
  const stored = await page.request.get(`/api/requests/${id}`);
  expect(stored.status()).toBe(200);
  expect(JSON.stringify(await stored.json())).toContain(SPOT);
});

test('the server refuses a lookup’s words as the address', async ({ page }) => {
  const form = {
    name: 'Riley Resident',
    email: 'riley@example.org',
    category: 'Graffiti',
    description: 'Tags on the fence',
    issueAddress: 'Address not found',
    lat: '40.27',
    lng: '-74.57',
  };
  const reply = await page.request.post('/api/requests', { multipart: form });
  expect(reply.status()).toBe(422);
  expect(JSON.stringify(await reply.json())).toContain('The address cannot be a map lookup’s message');
});

test('a search that finds nothing says what to do next, and the message goes with new words', async ({ page }) => {
  await toLocation(page, 'Bags of rubbish by the lane.');
  await addressField(page).fill('Nowhere Lane');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Address not found')).toBeVisible();
  await expect(page.getByText('Check the spelling and search again, or tap the map where the issue is.')).toBeVisible();
  await expectNoViolations(page, 'location step, a failed search with its advice');
  await addressField(page).press('End');
  await page.keyboard.type('s');
  await expect(page.getByText('Address not found')).toHaveCount(0);
});

test('the description counts its characters near the limit and takes no more than 2000', async ({ page }) => {
  await toDetails(page);
  const description = page.getByLabel(/^Description/);
  await description.fill('x'.repeat(1850));
  await expect(page.getByText('150 characters left')).toBeVisible();
  await expect(description).toHaveAccessibleDescription('150 characters left');
  await expectNoViolations(page, 'details step, the description near its limit');
  await description.press('End');
  await page.keyboard.type('abcdefghij'.repeat(20));
  await expect(page.getByText('No characters left: at most 2000.')).toBeVisible();
  expect((await description.inputValue()).length).toBe(2000);
  await expectNoViolations(page, 'details step, the description full');
});
