/**
 * Staff sessions set through the API, for tests about a portal screen rather than signing in.
 * `signInAsAdmin()`: the test admin's session, made once per worker, checked before each use and
 * remade when ended; a test using it must not sign out or in again (either ends the shared
 * session). `signInAs(staff)`: another member, through POST /api/auth/login on the context's own
 * request client. Sign-in and sign-out tests keep the login screen.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from './test.ts';
import { BROWSER_TEST_PORT } from './browser-env.ts';
import { TEST_ADMIN } from './staff-accounts.ts';

type Credentials = { email: string; password: string };
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The server replaces a session's token once it is five minutes old (a sixth of the 30 idle
 * minutes, functions/auth/session-policy.ts), and the old token then lives only 30 s more. The
 * shared session is made again once it is three minutes old, so no test, within its 90 s budget,
 * ever holds a token the server has replaced.
 */
const SHARED_SESSION_MAX_AGE_MS = 3 * 60_000;

/** Signs a request client in; a browser context's client (`context.request`) shares its cookies. */
export async function signInThroughApi(request: APIRequestContext, staff: Credentials): Promise<void> {
  const res = await request.post('/api/auth/login', { data: { email: staff.email, password: staff.password } });
  if (!res.ok()) throw new Error(`sign-in of ${staff.email} answered ${res.status()}: ${await res.text()}`);
}

/**
 * Signs in through the login screen, as the tests of signing in and out must, and waits for the
 * dashboard's welcome.
 * @example await signInThroughLogin(page, manager.email, manager.password, 'Morgan');
 */
export async function signInThroughLogin(page: Page, email: string, password: string, firstName: string) {
  await page.goto('/311/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // Enter in the password field submits, as a keyboard user expects.
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
}

/**
 * Ends the page's session on the server, as another client holding its cookie signing out would
 * (the page keeps its cookie, as after an idle expiry), for tests of signing in again in place.
 * @example await endSessionOnServer(page, playwright);
 */
export async function endSessionOnServer(page: Page, playwright: PlaywrightWorkerArgs['playwright']): Promise<void> {
  const other = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
  });
  const me = await other.get('/api/auth/me');
  expect(me.status()).toBe(200);
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  expect((await other.post('/api/auth/logout', { headers: { 'X-CSRF-Token': csrfToken } })).status()).toBe(204);
  await other.dispose();
}

export const test = base.extend<
  { signInAsAdmin: () => Promise<void>; signInAs: (staff: Credentials) => Promise<void> },
  { adminCookies: () => Promise<Cookies> }
>({
  adminCookies: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${BROWSER_TEST_PORT}` });
      let madeAt = 0;
      await use(async () => {
        const fresh = Date.now() - madeAt < SHARED_SESSION_MAX_AGE_MS;
        if (!fresh || !(await api.get('/api/auth/me')).ok()) {
          await signInThroughApi(api, TEST_ADMIN);
          madeAt = Date.now();
        }
        return (await api.storageState()).cookies;
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  signInAsAdmin: async ({ context, adminCookies }, use) => {
    await use(async () => {
      await context.addCookies(await adminCookies());
    });
  },
  signInAs: async ({ context }, use) => {
    await use((staff) => signInThroughApi(context.request, staff));
  },
});

export { expect };
