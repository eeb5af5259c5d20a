import { defineConfig, devices } from '@playwright/test';
import {
  BROWSER_TEST_PORT,
  FAKE_GEOCODER_URL,
  TEST_DATA_DIR,
  TEST_STATIC_DIR,
  chromiumLaunchOptions,
} from './tests/support/browser-env.ts';

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
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
      // Starts a second, Firebase-mode server; its screens are the desktop ones already swept.
      testIgnore: '**/311-firebase.spec.ts',
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
