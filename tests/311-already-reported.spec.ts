/**
 * "Already reported?" as a resident meets it (docs/product.md#311-already-reported): a request
 * submitted at a point, then the wizard with the same category and a point about 11 m away lists
 * it with its reference and status; "I have this problem too" counts the resident and follows it
 * by e-mail (confirmed from the link in the e-mail), and its track page says so. A category no
 * other spec uses, so the list holds only this test's request. axe in each new state.
 */
import { expect, test } from './support/test.ts';
import { formatMessage } from '#domain/i18n/message-format.ts';
import { pseudoMessage } from '#domain/i18n/pseudo.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectPseudoLocalized } from './support/pseudo-locale.ts';
import { linkIn, nthMessageTo } from './support/mailbox.ts';
import { shownReference, submitTestRequest } from './support/resident-requests.ts';
import { fillDetails, fillYourInfo } from './support/wizard.ts';

const CATEGORY = 'Drainage Problem';
/** Where the first report was filed, and where the second resident stands: about 11 m north. */
const FILED = { lat: 40.2835, lng: -74.5935 };
const HERE = { latitude: FILED.lat + 0.0001, longitude: FILED.lng };

test.use({ geolocation: HERE, permissions: ['geolocation'] });

test('a resident sees the nearby report and follows it instead', async ({ page, request, context }) => {
  const tag = `${String(process.pid)}-${Date.now().toString(36)}`;
  const follower = `also.${tag}@example.org`;
  const id = await submitTestRequest(request, {
    category: CATEGORY,
    description: `Water pooling over the drain (${tag})`,
    lat: String(FILED.lat),
    lng: String(FILED.lng),
  });
  const reference = await shownReference(request, id);

  await page.goto('/311');
  await fillYourInfo(page, { name: 'Nia Neighbour', email: `nia.${tag}@example.org` });
  await fillDetails(page, { category: CATEGORY, description: 'The drain is blocked again.' });
  await page.getByLabel(/^Address of the issue/).fill('20 Main St');
  await page.getByRole('button', { name: 'Use my current location' }).click();

  const panel = page.getByRole('region', { name: 'Already reported?' });
  await expect(panel).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText(`${reference} · New`);
  await expect(row).toContainText('About 11 m away');
  await expectNoViolations(page, 'nearby list');

  await row.getByRole('button', { name: `I have this problem too: ${reference}` }).click();
  await expect(page.getByText(`Thanks. You are counted on ${reference}.`)).toBeAttached();
  const follow = panel.getByRole('group', { name: `Get updates about ${reference} by e-mail` });
  await expect(follow).toBeVisible();
  await expectNoViolations(page, 'counted, follow offered');

  await follow.getByRole('textbox', { name: 'Email' }).fill(follower);
  await follow.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(page.getByTestId('nearby-follow-sent')).toHaveText(FOLLOW_MESSAGES.sent);
  // Enter asked to follow: the wizard stayed on its step.
  await expect(page.getByRole('heading', { level: 2, name: 'Location', exact: true })).toBeVisible();
  await expectNoViolations(page, 'follow asked');

  // The e-mail's link and the track page in a tab of their own: the wizard keeps its entries.
  const other = await context.newPage();
  await other.goto(linkIn(await nthMessageTo(follower, 1), 'confirm'));
  await other.getByRole('button', { name: 'Confirm updates' }).click();
  await expect(other.getByTestId('follow-result')).toHaveText(FOLLOW_MESSAGES.confirmed);

  await other.goto(`/311/track/${id}`);
  await expect(other.getByTestId('also-reported')).toHaveText('1 resident has reported this too');
  await expectNoViolations(other, 'track card with the count');

  await page.getByRole('button', { name: 'Report it anyway' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Location', exact: true })).toBeFocused();
});

/** An English message as the pseudo-locale shows it. */
const p = (english: string, values: Record<string, string> = {}) => formatMessage(pseudoMessage(english), values, 'en');
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The sweep's place of its own, some 110 m from the other test's, so each sees only its own request. */
const SWEEP_FILED = { lat: FILED.lat + 0.001, lng: FILED.lng };

test.describe(() => {
  // Set as an option, not changed during the test: a context shared by later tests keeps it.
  test.use({ geolocation: { latitude: SWEEP_FILED.lat + 0.0001, longitude: SWEEP_FILED.lng } });

  test('the list, the count and the track card pass the pseudo-locale sweep', async ({ page, request, context }) => {
    const tag = `${String(process.pid)}-${Date.now().toString(36)}-xa`;
    const filed = SWEEP_FILED;
    const id = await submitTestRequest(request, {
      category: CATEGORY,
      description: `Drain blocked by leaves (${tag})`,
      lat: String(filed.lat),
      lng: String(filed.lng),
    });
    const reference = await shownReference(request, id);

    await page.goto('/311/en-xa/');
    await page.getByLabel(startingWith(p('Name'))).fill('Xa Resident');
    await page.getByLabel(startingWith(p('Email'))).fill(`xa.${tag}@example.org`);
    await page.getByRole('button', { name: p('Next'), exact: true }).click();
    await page.getByLabel(startingWith(p('Category'))).selectOption(CATEGORY);
    await page.getByLabel(startingWith(p('Description'))).fill('The drain is blocked again.');
    await page.getByRole('button', { name: p('Next'), exact: true }).click();
    await page.getByRole('button', { name: p('Use my current location') }).click();

    const panel = page.getByRole('region', { name: p('Already reported?') });
    await expect(panel.getByText(reference)).toBeVisible();
    const sweepPanel = (what: string) =>
      expectPseudoLocalized(page, what, { root: 'section[aria-labelledby="nearby-title"]' });
    await sweepPanel('nearby list');
    await panel.getByRole('button', { name: p('I have this problem too: {reference}', { reference }) }).click();
    await expect(
      panel.getByRole('group', { name: p('Get updates about {reference} by e-mail', { reference }) }),
    ).toBeVisible();
    await sweepPanel('counted, follow offered');

    const other = await context.newPage();
    await other.goto(`/311/en-xa/track/${id}`);
    await expect(other.getByTestId('also-reported')).toBeVisible();
    await expectPseudoLocalized(other, 'track card count', { root: '[data-testid="also-reported"]' });
  });
});
