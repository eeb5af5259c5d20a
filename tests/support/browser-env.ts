/**
 * Ports of the server under test and of the fake contact-form provider. The test build
 * (npm run build:test) is made against the fake provider's port, so both come from the
 * environment with the same defaults here and in scripts/build-test.ts.
 */
export const BROWSER_TEST_PORT = Number(process.env.TEST_SERVER_PORT ?? 4317);
export const FAKE_PROVIDER_PORT = Number(process.env.FAKE_PROVIDER_PORT ?? 4599);
export const FAKE_PROVIDER_ENDPOINT = `http://127.0.0.1:${FAKE_PROVIDER_PORT}/submit`;
/** The folder holding the test build. */
export const TEST_STATIC_DIR = process.env.TEST_STATIC_DIR ?? '.test-dist';

/** Debian's Chromium, started as the machines here need it (no network side traffic, no sandbox as root). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
