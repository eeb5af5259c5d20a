import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test.ts';
import { FAKE_PROVIDER_ENDPOINT } from './support/browser-env.ts';
import type { RecordedSubmission } from './support/fake-form-provider.ts';

const { site } = JSON.parse(readFileSync(new URL('../content/site.json', import.meta.url), 'utf8')) as {
  site: {
    organisation: string;
    email: string;
    social: { facebook: string; instagram: string; twitter: string };
    contactForm: { accessKey: string };
  };
};

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const REQUIRED = 'Please fill in all required fields.';
const BAD_EMAIL = 'Please enter a valid email address.';
const FALLBACK = 'An error occurred. Please try again.';
const FAILURE = 'An error occurred while submitting the form. Please try again later.';

/** A sender name no other test uses; the keyword picks the fake provider's behaviour. */
function senderName(keyword: string, info: TestInfo): string {
  return `${keyword} Tester ${info.project.name} ${info.workerIndex}-${info.repeatEachIndex}-${Date.now().toString(36)}`;
}

/** Lets the fake provider answer the held "Slow" submission; resolves to how many replies it let go. */
async function releaseReply(request: APIRequestContext, name: string): Promise<number> {
  const url = new URL('/release', FAKE_PROVIDER_ENDPOINT);
  url.searchParams.set('name', name);
  return ((await (await request.post(url.href)).json()) as { released: number }).released;
}

async function receivedBy(request: APIRequestContext, name: string): Promise<RecordedSubmission[]> {
  const url = new URL('/submissions', FAKE_PROVIDER_ENDPOINT);
  url.searchParams.set('name', name);
  return (await (await request.get(url.href)).json()) as RecordedSubmission[];
}

/** Opens the page and waits for the island to hydrate (its submit button is disabled until then). */
async function openForm(page: Page) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const parts = {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button'),
    status: form.getByRole('status'),
    alert: form.getByRole('alert'),
  };
  await expect(parts.submit).toBeEnabled();
  return parts;
}

type FormParts = Awaited<ReturnType<typeof openForm>>;

async function fillAndSend(
  parts: FormParts,
  name: string,
  email = 'resident@example.org',
  message = 'Hello from a resident',
) {
  await parts.name.fill(name);
  await parts.email.fill(email);
  await parts.message.fill(message);
  await parts.submit.click();
}

test.describe('Contact page content', () => {
  test('shows the hero, Let’s Connect panel, form section and call to action', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact ${site.organisation}`);

    const connect = page.getByRole('region', { name: "Let's Connect" });
    await expect(connect.getByRole('heading', { name: "Let's Connect" })).toBeVisible();
    await expect(connect.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(connect.getByRole('heading', { name: 'Get Involved' })).toBeVisible();
    await expect(connect.getByText('We typically respond within 24-48 hours')).toBeVisible();
    for (const [label, href] of [
      ['Facebook', site.social.facebook],
      ['Instagram', site.social.instagram],
      ['Twitter/X', site.social.twitter],
    ] as const) {
      const link = connect.getByRole('link', { name: `${label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    const send = page.getByRole('region', { name: 'Send Message' });
    await expect(send.getByText('Secure & Private')).toBeVisible();
    await expect(send.getByText(/form-forwarding provider/)).toBeVisible();
    await expect(send.getByLabel('Message')).toHaveAttribute('rows', '5');

    const facebook = page.getByRole('link', { name: /^Follow on Facebook/ });
    await expect(facebook).toHaveAttribute('href', site.social.facebook);
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'Volunteer With Us' })).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=Volunteer%20Interest`,
    );
  });

  test('has both live regions in the server HTML, before React runs', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<div role="status" aria-live="polite"[^>]*><\/div>/);
    expect(html).toMatch(/<div role="alert" aria-live="assertive"[^>]*><\/div>/);
  });
});

test.describe('Contact form against the provider', () => {
  test('sends multipart data, clears the form and announces success', async ({ page, request }, info) => {
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    const parts = await openForm(page);
    const name = senderName('Success', info);
    await fillAndSend(parts, name, 'ada@example.org', 'Please add me to the newsletter.');

    await expect(parts.status).toHaveText(SUCCESS);
    await expect(parts.status).toHaveAttribute('data-tone', 'success');
    await expect(parts.alert).toBeEmpty();
    await expect(parts.name).toHaveValue('');
    await expect(parts.email).toHaveValue('');
    await expect(parts.message).toHaveValue('');

    const received = await receivedBy(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.multipart).toBe(true);
    expect(received[0]!.fields).toEqual({
      access_key: site.contactForm.accessKey,
      name,
      email: 'ada@example.org',
      message: 'Please add me to the newsletter.',
      subject: `New Contact from ${name}`,
    });
    expect(cspViolations).toEqual([]);
  });

  test('shows the provider’s message when it answers success false', async ({ page }, info) => {
    const parts = await openForm(page);
    const name = senderName('Reject', info);
    await fillAndSend(parts, name);
    await expect(parts.alert.locator('p').first()).toHaveText('Invalid access key');
    await expect(parts.alert).toHaveAttribute('data-tone', 'error');
    await expect(parts.status).toBeEmpty();
    await expect(parts.name).toHaveValue(name);
  });

  test('falls back to a generic message when success false has no message', async ({ page }, info) => {
    const parts = await openForm(page);
    await fillAndSend(parts, senderName('NoMessage', info));
    await expect(parts.alert.locator('p').first()).toHaveText(FALLBACK);
  });

  test('reports a network failure', async ({ page }, info) => {
    const parts = await openForm(page);
    await fillAndSend(parts, senderName('Network', info));
    await expect(parts.alert.locator('p').first()).toHaveText(FAILURE);
    // A failed send offers the other way to reach the coalition.
    await expect(parts.alert.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(parts.submit).toBeEnabled();
  });

  test('reports a reply that is not JSON like a network failure', async ({ page }, info) => {
    const parts = await openForm(page);
    await fillAndSend(parts, senderName('NonJson', info));
    await expect(parts.alert.locator('p').first()).toHaveText(FAILURE);
  });

  test('stays in the sending state through a slow reply, then succeeds once', async ({ page, request }, info) => {
    const parts = await openForm(page);
    const name = senderName('Slow', info);
    await fillAndSend(parts, name);

    await expect(parts.submit).toBeDisabled();
    await expect(parts.submit).toHaveText('Sending Message...');
    await expect(parts.status).toHaveText('Sending....');
    await expect(parts.status).toHaveAttribute('data-tone', 'sending');
    // A scripted resubmit gets past a disabled button, so it must be stopped by the form itself.
    // The provider holds its reply until the test lets it go.
    const resubmitted = await parts.form.evaluate((form: HTMLFormElement) => {
      if (!form.querySelector('button')?.disabled) return false;
      form.requestSubmit();
      form.requestSubmit();
      return true;
    });
    expect(resubmitted).toBe(true);
    // Only the first send reached the provider; the scripted resubmits were stopped in the page.
    await expect.poll(async () => (await receivedBy(request, name)).length).toBe(1);
    expect(await releaseReply(request, name)).toBe(1);

    await expect(parts.status).toHaveText(SUCCESS);
    await expect(parts.submit).toBeEnabled();
    await expect(parts.submit).toHaveText('Send Message');
    expect(await receivedBy(request, name)).toHaveLength(1);
  });

  test('drops a submission with the honeypot ticked without calling the provider', async ({ page, request }, info) => {
    const parts = await openForm(page);
    const name = senderName('Honeypot', info);
    // What a bot does: tick every box, including one that is off-screen and out of the tab order.
    const honeypot = parts.form.locator('input[name="botcheck"]');
    await honeypot.evaluate((box: HTMLInputElement) => {
      box.click();
    });
    await expect(honeypot).toBeChecked();
    await fillAndSend(parts, name);
    await expect(parts.status).toHaveText(SUCCESS);
    expect(await receivedBy(request, name)).toEqual([]);
  });

  test('can be filled in and sent with the keyboard alone', async ({ page, request }, info) => {
    const parts = await openForm(page);
    const name = senderName('Keyboard', info);
    for (let i = 0; i < 40 && !(await parts.name.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(parts.name).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(parts.email).toBeFocused();
    await page.keyboard.type('keys@example.org');
    await page.keyboard.press('Tab');
    await expect(parts.message).toBeFocused();
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    // The honeypot is skipped.
    await expect(parts.submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(parts.status).toHaveText(SUCCESS);
    const received = await receivedBy(request, name);
    expect(received[0]?.fields.message).toBe('Sent without a mouse.');
  });
});

/**
 * Opens the form on a fake clock that is paused once the island has hydrated, so each timer
 * check runs the page's clock by exact amounts however busy the machine is.
 */
async function openFormOnPausedClock(page: Page) {
  await page.clock.install();
  const parts = await openForm(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  return parts;
}

test.describe('Contact form messages and their timers', () => {
  test('asks for missing fields, marks and focuses them, and clears after 6 s', async ({ page, request }, info) => {
    const parts = await openFormOnPausedClock(page);
    await parts.submit.click();

    await expect(parts.alert.locator('p').first()).toHaveText(REQUIRED);
    await expect(parts.alert).toHaveAttribute('data-tone', 'error');
    await expect(parts.name).toBeFocused();
    for (const field of [parts.name, parts.email, parts.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(parts.form.getByText('Enter your name.')).toBeVisible();

    await page.clock.runFor(5_999);
    await expect(parts.alert.locator('p').first()).toHaveText(REQUIRED);
    await page.clock.runFor(1);
    await expect(parts.alert).toBeEmpty();
    expect(await receivedBy(request, senderName('Nobody', info))).toEqual([]);
  });

  test('rejects a badly shaped email and clears after 6 s', async ({ page }, info) => {
    const parts = await openFormOnPausedClock(page);
    await fillAndSend(parts, senderName('BadEmail', info), 'resident@example');

    await expect(parts.alert.locator('p').first()).toHaveText(BAD_EMAIL);
    await expect(parts.email).toBeFocused();
    await expect(parts.email).toHaveAttribute('aria-invalid', 'true');
    await expect(parts.name).not.toHaveAttribute('aria-invalid', 'true');

    await page.clock.runFor(5_999);
    await expect(parts.alert.locator('p').first()).toHaveText(BAD_EMAIL);
    await page.clock.runFor(1);
    await expect(parts.alert).toBeEmpty();
  });

  test('clears the success message 8 s after the reply', async ({ page }, info) => {
    const parts = await openFormOnPausedClock(page);
    await fillAndSend(parts, senderName('Timed', info));
    await expect(parts.status).toHaveText(SUCCESS);

    await page.clock.runFor(7_999);
    await expect(parts.status).toHaveText(SUCCESS);
    await page.clock.runFor(1);
    await expect(parts.status).toBeEmpty();
  });

  test('clears an error result 8 s after the reply', async ({ page }, info) => {
    const parts = await openFormOnPausedClock(page);
    await fillAndSend(parts, senderName('Reject', info));
    await expect(parts.alert.locator('p').first()).toHaveText('Invalid access key');

    await page.clock.runFor(7_999);
    await expect(parts.alert.locator('p').first()).toHaveText('Invalid access key');
    await page.clock.runFor(1);
    await expect(parts.alert).toBeEmpty();
  });
});
