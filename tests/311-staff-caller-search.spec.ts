/**
 * Staff find a request by its caller (docs/product.md#311-staff-portal): a worker searching the
 * caller's surname or phone number, typed in any format, gets the caller's request and not a
 * newer one by someone else; each result passes axe. Other tests add requests meanwhile, so a
 * search's result is told apart by the decoy, submitted last, leaving the list.
 */
import type { APIRequestContext, Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { createStaff, type TestStaff } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Ana Becker's request and a newer decoy by another caller, on one street; a worker to search. */
async function callerAndDecoy(request: APIRequestContext) {
  const street = `${tag()} Caller Court`;
  const digits = String(1000 + Math.floor(Math.random() * 9000));
  const caller = await submitTestRequest(request, {
    name: 'Ana Becker',
    email: `ana.becker.${tag()}@example.org`,
    phone: `(609) 555-${digits}`,
    issueAddress: street,
  });
  const decoy = await submitTestRequest(request, { name: 'Dora Decoy', phone: '(732) 555-0100', issueAddress: street });
  const worker: TestStaff = await createStaff(request, 'worker', `Wren Worker ${tag()}`);
  return { caller, decoy, digits, worker };
}

const row = (page: Page, id: string) => page.locator(`[data-request-id="${id}"]`).filter({ visible: true });

/** Types a search and waits for its result: the decoy gone, the caller's request shown. */
async function searchFinds(page: Page, typed: string, caller: string, decoy: string) {
  const box = page.getByLabel('Filter requests');
  await box.fill('');
  await expect(row(page, decoy)).toBeVisible();
  await box.fill(typed);
  await expect(row(page, decoy)).toHaveCount(0);
  await expect(row(page, caller)).toBeVisible();
}

test('a worker finds a caller by surname', async ({ page, request, signInAs }) => {
  test.setTimeout(120_000); // a new account, two searches and an axe scan, slow on a busy two-core machine
  const { caller, decoy, worker } = await callerAndDecoy(request);
  await signInAs(worker);
  await page.goto('/311/staff/requests');
  await expect(page.getByLabel('Filter requests')).toHaveAccessibleDescription(
    /the caller's name, e-mail and phone \(any format\)/,
  );
  await searchFinds(page, 'Becker', caller, decoy);
  await expect(page).toHaveURL(/[?&]q=Becker/);
  await expectNoViolations(page, "the list found by the caller's surname");
});

test('a worker finds a caller by phone digits in any format', async ({ page, request, signInAs }) => {
  test.setTimeout(150_000); // three searches and an axe scan, slow on a busy two-core machine
  const { caller, decoy, digits, worker } = await callerAndDecoy(request);
  await signInAs(worker);
  await page.goto('/311/staff/requests');
  for (const typed of [`555${digits}`, `(609) 555 ${digits}`, `+1609555${digits}`]) {
    await searchFinds(page, typed, caller, decoy);
    await expect(page.getByTestId('request-count')).toHaveText('1 request');
  }
  await expectNoViolations(page, "the list found by the caller's phone");
});
