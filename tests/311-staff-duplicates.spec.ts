/**
 * "Already reported?" for staff (docs/product.md#311-already-reported): a request's detail lists
 * its likely duplicates, linked; phone intake lists the open requests of the category near the
 * place chosen, and "Add caller to this request" counts the caller, or "File anyway" closes the
 * list. A category no other spec uses, at a place of its own. axe in each new state.
 */
import { expect, test } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { shownReference, submitTestRequest } from './support/resident-requests.ts';
import { createStaff } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';

const CATEGORY = 'Animal Control';
/** The place the test geocoder finds for "4 Elm Ct", and a report about 11 m north of it. */
const ELM = { lat: 40.3179, lng: -74.6228 };

test('staff see likely duplicates on the detail, and nearby requests while taking a call', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${String(process.pid)}-${Date.now().toString(36)}`;
  const file = (lat: number) =>
    submitTestRequest(request, {
      category: CATEGORY,
      description: `A loose dog by the school (${tag})`,
      issueAddress: '4 Elm Ct',
      lat: String(lat),
      lng: String(ELM.lng),
    });
  const first = await file(ELM.lat + 0.0001);
  const second = await file(ELM.lat);
  const secondReference = await shownReference(request, second);
  const firstReference = await shownReference(request, first);
  const worker = await createStaff(request, 'worker', `Wes Worker ${tag}`);
  await signInThroughApi(page.context().request, worker);

  await page.goto(`/311/staff/requests/${first}`);
  const panel = page.getByRole('region', { name: 'Likely duplicates' });
  const link = panel.getByRole('link', { name: secondReference });
  await expect(link).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: secondReference })).toContainText('New · 11 m away');
  await expectNoViolations(page, 'likely duplicates');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/311/staff/requests/${second}$`));
  await expect(
    page.getByRole('region', { name: 'Likely duplicates' }).getByRole('link', { name: firstReference }),
  ).toBeVisible();

  await page.goto('/311/staff/new-request');
  await page.getByLabel(/^Category/).selectOption(CATEGORY);
  await page.getByLabel(/^Address of the issue/).fill('4 Elm Ct');
  await page.getByLabel(/^Address of the issue/).press('Enter');
  await page.getByRole('button', { name: /^4 Elm Ct/ }).click();
  await expect(page.getByText('Location set: 40.31790, -74.62280')).toBeVisible();
  const nearby = page.getByRole('region', { name: 'Already reported nearby' });
  await expect(nearby.getByText(secondReference)).toBeVisible();
  await expect(nearby.getByText(firstReference)).toBeVisible();
  await expectNoViolations(page, 'phone intake, nearby requests');

  await nearby.getByRole('button', { name: `Add caller to this request: ${secondReference}` }).click();
  await expect(page.getByTestId('caller-nearby-status')).toHaveText(
    `Caller added to ${secondReference}: 1 resident now. No e-mail given: read the reference to the caller.`,
  );
  await nearby.getByRole('button', { name: 'File anyway' }).click();
  await expect(nearby).toBeHidden();
  await expect(page.getByTestId('caller-nearby-status')).toBeFocused();
  await expectNoViolations(page, 'phone intake, filing anyway');

  await page.goto(`/311/staff/requests/${second}`);
  await expect(page.getByTestId('staff-also-reported')).toHaveText('1 resident has reported this too');
});
