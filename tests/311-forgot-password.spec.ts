/**
 * "Forgot your password?" in a real browser (docs/product.md#311-forgot-your-password): a member
 * asks from the login screen by keyboard, reads the e-mail in the test mailbox, sets a new password
 * through its link (which signs out the session they had elsewhere) and signs in with it. An
 * unknown address gets the same confirmation and no e-mail; too many requests are refused. axe
 * scans every new state.
 */
import type { Page } from './support/test.ts';
import { FORGOT_PASSWORD_MESSAGES } from '#domain/requests/forgot-password.ts';
import { expectNoViolations } from './support/axe.ts';
import { messagesTo, nthMessageTo } from './support/mailbox.ts';
import { createStaff } from './support/staff-accounts.ts';
import { expect, signInThroughApi, test } from './support/staff-session.ts';

const NEW_PASSWORD = 'a long river stone';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** From the login screen to the forgot-password form, by keyboard. */
async function openForgotPassword(page: Page): Promise<void> {
  await page.goto('/311/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
}

/** Types an address into the form and sends it with Enter. */
async function askFor(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
}

test('the e-mailed link sets a new password, ends the other session, and the member signs in with it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const member = await createStaff(request, 'worker', `Fern Forgot ${tag()}`);
  const elsewhere = await browser.newContext({ baseURL });
  await signInThroughApi(elsewhere.request, member);
  const elsewherePage = await elsewhere.newPage();
  await elsewherePage.goto('/311/staff');
  await expect(elsewherePage.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  await openForgotPassword(page);
  await expectNoViolations(page, 'forgot-password form');
  await askFor(page, 'not an address');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'forgot-password malformed address');

  await askFor(page, member.email.toUpperCase());
  const confirmation = page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_MESSAGES.sent });
  await expect(confirmation).toBeVisible();
  await expect(page.getByText(FORGOT_PASSWORD_MESSAGES.sent)).toBeFocused();
  await expectNoViolations(page, 'forgot-password sent');

  const mail = await nthMessageTo(member.email, 1);
  expect(mail.subject).toMatch(/^Set a new password for .+ 311$/);
  expect(mail.body).toContain('If you did not ask for this, ignore this email');
  const link = /https?:\/\/\S+\/staff\/reset\/[\w-]{43}/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  // Asking signed nobody out.
  await elsewherePage.reload();
  await expect(elsewherePage.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  await page.goto(link!);
  await expect(page.getByText(`For ${member.email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been set.' })).toBeVisible();

  await elsewherePage.reload();
  await expect(elsewherePage.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await elsewhere.close();

  // Used once, the link is dead and offers a new one.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText(/This reset link has expired or has already been used\./);
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  await expectNoViolations(page, 'used e-mailed link');

  await page.goto('/311/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
});

test('an unknown address gets the same confirmation and no e-mail; a fourth request for it is refused', async ({
  page,
}) => {
  const nobody = `nobody.${tag()}@township.example`;
  for (let n = 0; n < 3; n += 1) {
    await openForgotPassword(page);
    await askFor(page, nobody);
    await expect(page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_MESSAGES.sent })).toBeVisible();
  }
  await openForgotPassword(page);
  await askFor(page, nobody);
  await expect(page.getByRole('alert')).toHaveText(FORGOT_PASSWORD_MESSAGES.tooMany);
  await expect(page.getByLabel('Email')).toHaveValue(nobody);
  await expectNoViolations(page, 'forgot-password refused');
  expect(messagesTo(nobody)).toEqual([]);
});
