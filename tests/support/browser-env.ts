/** Port of the server under test and of the fake contact-form provider; the test build is made against the latter. */
export const BROWSER_TEST_PORT = 4317;
export const FAKE_PROVIDER_PORT = 4599;
export const FAKE_PROVIDER_ENDPOINT = `http://127.0.0.1:${FAKE_PROVIDER_PORT}/submit`;

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
