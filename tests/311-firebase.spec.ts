/**
 * Township 311 with BACKEND=firebase in a real browser: Firestore (in-memory emulator), the
 * Firebase Auth emulator and the real Node server. Staff sign in through the Firebase Auth SDK,
 * which only the staff sign-in screen loads; a resident's request reaches the staff dashboard and
 * the staff member's change reaches the resident, all through the Firestore adapter.
 * Skipped (and reported so) when the test command could not start the Auth emulator.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { AUTH_EMULATOR_HOST, startFirebaseServer, type FirebaseTestServer } from './support/firebase-server.ts';
import { TEST_ADMIN } from './support/staff-accounts.ts';
import { endSessionOnServer } from './support/staff-session.ts';

test.skip(!AUTH_EMULATOR_HOST, 'needs the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)');
test.describe.configure({ mode: 'serial' });

let server: FirebaseTestServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The emulator, the first admin and the server's start, with 10 s left for stopping on failure.
  server = await startFirebaseServer(110_000);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The running server's address (beforeAll failed if there is none). */
const base = () => server!.baseURL;

/** Every script the page fetched, with its text, to see which code reached the browser. */
function recordScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  return scripts;
}

/** A string only the Firebase Auth SDK contains: the Identity Toolkit endpoint it calls. */
const loadsFirebaseAuth = (scripts: Map<string, string>) =>
  [...scripts.values()].some((text) => text.includes('identitytoolkit'));

/** Signs in on the login screen already open (through the Firebase Auth SDK), Enter in the password field. */
async function signInHere(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Password').press('Enter');
}

test('residents report and track without loading the Firebase SDK', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(`${base()}/311`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const res = await page.request.post(`${base()}/api/requests`, {
    form: {
      name: 'Rita Resident',
      email: 'rita@example.org',
      category: 'Graffiti',
      description: 'Paint on the bus shelter.',
      issueAddress: '12 Firebase Way',
      location: JSON.stringify({ lat: 40.28, lng: -74.59 }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`${base()}/311/track/${id}`);
  await expect(page.getByText('12 Firebase Way').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loadsFirebaseAuth(scripts)).toBe(false);
});

test('a wrong password is refused with the usual message', async ({ page }) => {
  await page.goto(`${base()}/311/login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(TEST_ADMIN.email);
  await expectNoViolations(page, 'firebase sign-in error');
});

test('staff sign in with Firebase Auth, see a new request live and change it for the resident', async ({
  page,
  browser,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`${base()}/311/login`);
  await expectNoViolations(page, 'firebase sign-in');
  await signInHere(page, TEST_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible();
  expect(loadsFirebaseAuth(scripts)).toBe(true);

  // The server session is the only one: the SDK kept its sign-in in memory, never in the
  // browser's storage (its heartbeat database holds only usage dates).
  const stored = await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    return [...databases.map((db) => db.name ?? ''), ...Object.keys(localStorage), ...Object.keys(sessionStorage)];
  });
  expect(stored.filter((name) => /firebaseLocalStorage|firebase:authUser/.test(name))).toEqual([]);

  await page.goto(`${base()}/311/staff/requests`);
  const address = `${Date.now().toString(36)} Snapshot Lane`;
  const res = await page.request.post(`${base()}/api/requests`, {
    form: {
      name: 'Rita Resident',
      email: 'rita@example.org',
      category: 'Streetlight Outage',
      description: 'Dark since Tuesday.',
      issueAddress: address,
      location: JSON.stringify({ lat: 40.28, lng: -74.59 }),
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // Arrives through the Firestore snapshot listener and the staff live feed, without a reload
  // (in the table; the phone's cards hold it too, hidden at this width).
  await expect(page.getByRole('cell', { name: address })).toBeVisible();

  const resident = await browser.newPage();
  await resident.goto(`${base()}/311/track/${id}`);
  await expect(resident.getByText(address).first()).toBeVisible();

  await page.goto(`${base()}/311/staff/requests/${id}`);
  const manage = page.getByRole('region', { name: 'Manage Request' });
  await manage.getByLabel('Change Status').selectOption('In Progress');
  await manage.getByRole('button', { name: 'Update Status' }).click();
  await expect(manage.getByRole('status')).toHaveText('Status updated to In Progress.');
  await expect(resident.getByText('In Progress').first()).toBeVisible();
  await resident.close();
});

test('a session ended mid-work signs in again in place through Firebase Auth, keeping the note', async ({
  page,
  playwright,
}) => {
  await page.goto(`${base()}/311/login`);
  await signInHere(page, TEST_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible();
  const res = await page.request.post(`${base()}/api/requests`, {
    form: {
      name: 'Rita Resident',
      email: 'rita@example.org',
      category: 'Graffiti',
      description: 'Tags on the underpass.',
      issueAddress: `${Date.now().toString(36)} Session Lane`,
      location: JSON.stringify({ lat: 40.28, lng: -74.59 }),
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`${base()}/311/staff/requests/${id}`);
  const notes = page.getByRole('region', { name: 'Internal Notes' });
  const note = `Checked with the county (${Date.now().toString(36)})`;
  await notes.getByLabel('New internal note').fill(note);

  // Another client holding the same cookie signs out: the session ends on the server.
  await endSessionOnServer(page, playwright);

  await notes.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(notes.getByLabel('New internal note')).toHaveValue(note);
  await page.keyboard.type(TEST_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(notes.getByRole('status')).toHaveText('Note added.');
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
  await expectNoViolations(page, 'firebase: signed in again in place');
});

test('a temporary password set by an admin is changed at first sign-in, through Firebase Auth', async ({
  page,
  browser,
}) => {
  // The admin creates the member with a temporary password, over the API.
  await page.goto(`${base()}/311/login`);
  await signInHere(page, TEST_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible();
  const csrf = await page.evaluate(async () => {
    const me = (await (await fetch('/api/auth/me', { credentials: 'same-origin' })).json()) as { csrfToken: string };
    return me.csrfToken;
  });
  const email = `fay.${Date.now().toString(36)}@township.example`;
  const created = await page.request.post(`${base()}/api/admin/create-user`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { name: 'Fay Firebase', email, password: 'temp-pass', department: 'Health', role: 'worker' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(`${base()}/311/login`);
  await signInHere(member, { email, password: 'temp-pass' });
  await expect(member.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await member.getByLabel('Temporary password').fill('temp-pass');
  await member.getByLabel('New password', { exact: true }).fill('a long river stone');
  await member.getByLabel('Confirm new password').fill('a long river stone');
  await member.getByLabel('Confirm new password').press('Enter');
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome, Fay' })).toBeVisible();
  await expectNoViolations(member, 'firebase password changed');
  await memberContext.close();
});
