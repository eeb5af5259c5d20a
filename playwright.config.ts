import { defineConfig, devices } from '@playwright/test';
import {
  BROWSER_TEST_PORT,
  FAKE_GEOCODER_URL,
  TEST_DATA_DIR,
  TEST_STATIC_DIR,
  chromiumLaunchOptions,
} from './tests/support/browser-env.ts';
import { ANY_WIDTH } from './tests/support/test.ts';

/**
 * Specs the phone project does not repeat, because what they check does not depend on the screen:
 * - staff journeys (staff work the queue at desks); every staff screen's fit, cards and axe scan at
 *   320 and 390 px are in narrow-screens.spec.ts, and the staff list's cards in 311-staff-list.spec.ts,
 *   which both run on the phone;
 * - requests a page makes and its CSP (privacy), the link crawl, dated content after Election Day
 *   and the contact form's sending and errors: the same code and requests at any width (the
 *   contact form's and every page's axe scans run on the phone in accessibility.spec.ts);
 * - the printed work order, laid out on the paper whatever the screen;
 * - the polled live feed (311-live-poll.spec.ts): the same requests on a timer at any width;
 * - narrow-screens.spec.ts sets its own phone widths, so the desktop project does not repeat it;
 * - the Firebase-mode spec and the second township's journey start servers of their own; their
 *   screens are the desktop ones already swept;
 * - the content editor at /admin: editors work at desks (its screens' axe scans too), and its
 *   journey ends in a site build with the saved files that is the same at any width.
 * Residents' and voters' journeys (site, hub, explorer, wizard, map, track, follow-up) run on both;
 * within them, a test tagged ANY_WIDTH (tests/support/test.ts) checks what is the same at any width
 * and runs at desktop width only.
 */
const DESKTOP_ONLY = [
  '**/311-accounts.spec.ts',
  '**/311-another-township.spec.ts',
  '**/311-api-keys.spec.ts',
  '**/311-bulk.spec.ts',
  '**/311-closing-comment.spec.ts',
  '**/311-firebase.spec.ts',
  '**/311-forgot-password.spec.ts',
  '**/311-loop.spec.ts',
  '**/311-live-poll.spec.ts',
  '**/311-machine-translation.spec.ts',
  '**/311-merge.spec.ts',
  '**/311-moderation.spec.ts',
  '**/311-phone-intake.spec.ts',
  '**/311-phone.spec.ts',
  '**/311-request-detail.spec.ts',
  '**/311-saved-views.spec.ts',
  '**/311-session-expiry.spec.ts',
  '**/311-staff-mail.spec.ts',
  '**/311-staff-workload.spec.ts',
  '**/311-staff-caller-search.spec.ts',
  '**/311-staff-duplicates.spec.ts',
  '**/311-templates.spec.ts',
  '**/311-users.spec.ts',
  '**/311-work-order.spec.ts',
  '**/admin-editor.spec.ts',
  '**/admin-editor-screens.spec.ts',
  '**/contact.spec.ts',
  '**/election-after-day.spec.ts',
  '**/links.spec.ts',
  '**/privacy.spec.ts',
];

/**
 * Browser tests against the real Node server serving the test build (.test-dist),
 * in Debian's Chromium. The test build sends contact messages to the local fake
 * provider that global setup starts.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A journey takes 10 to 20 s on a quiet two-core machine and over 30 s beside other work: the
  // budget fits a busy machine, and a hung test still ends within a minute and a half.
  timeout: 90_000,
  // Tests wait for states, never for time; this bounds one wait (a screen after a navigation, a
  // server round trip, a live update) on a busy machine, and decides nothing when the state comes.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  globalSetup: './tests/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${BROWSER_TEST_PORT}`,
    launchOptions: chromiumLaunchOptions,
    // The trace keeps actions, console and network; a screenshot shows the end state. DOM snapshots
    // and the screencast cost more than half again on every step of the large hub page
    // (docs/benchmarks.md, "Browser test time").
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between tests (cookies, storage of the origins visited,
    // IndexedDB, cache, service workers, routes, init scripts, the clock), and a new tab for each
    // test (tests/support/test.ts closes the last one, with its session storage, history and any
    // "leave this page?" question): docs/benchmarks.md, "one context per worker". Permissions,
    // geolocation and offline changed during a test are not reset, so a test sets them as options
    // (test.use, which gives it a context of its own) or opens its own context.
    reuseContext: true,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: '**/narrow-screens.spec.ts',
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
      testIgnore: DESKTOP_ONLY,
      // Single tests whose checks do not depend on the screen (tests/support/test.ts, ANY_WIDTH).
      grepInvert: new RegExp(ANY_WIDTH),
    },
  ],
  webServer: {
    // A fresh 311 store with the test admin, then the real server (tests/support/start-test-server.ts).
    command: 'node tests/support/start-test-server.ts',
    url: `http://127.0.0.1:${BROWSER_TEST_PORT}/api/health`,
    reuseExistingServer: false,
    env: {
      PORT: String(BROWSER_TEST_PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: TEST_STATIC_DIR,
      DATA_DIR: TEST_DATA_DIR,
      // Every browser test submits from 127.0.0.1; the per-address hourly limit is tested in the API tests.
      SUBMIT_RATE_LIMIT: '0',
      // Place search and addresses at the pin from the local Nominatim-format fake, without the
      // public service's one-request-a-second spacing.
      GEOCODER_URL: FAKE_GEOCODER_URL,
      GEOCODER_MIN_INTERVAL_MS: '0',
      // Every browser test looks up from 127.0.0.1; the per-address limit is tested in the API tests.
      GEOCODE_RATE_LIMIT: '0',
      // Links in e-mails lead to this server, and every test follows from 127.0.0.1.
      PUBLIC_311_URL: `http://127.0.0.1:${BROWSER_TEST_PORT}/311`,
      FOLLOW_RATE_LIMIT: '0',
    },
    timeout: 60_000,
  },
});
