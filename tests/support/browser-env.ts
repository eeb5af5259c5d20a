/**
 * Ports of the server under test and of the local fakes (contact-form provider, tiles, geocoder).
 * The test build (npm run build:test) is made against the fake provider's and the tiles' ports, so
 * they come from the environment with the same defaults here and in scripts/build-test.ts.
 */
export const BROWSER_TEST_PORT = Number(process.env.TEST_SERVER_PORT ?? 4317);
export const FAKE_PROVIDER_PORT = Number(process.env.FAKE_PROVIDER_PORT ?? 4599);
export const FAKE_PROVIDER_ENDPOINT = `http://127.0.0.1:${FAKE_PROVIDER_PORT}/submit`;
/** The local tile server the test build's open maps load their tiles from. */
export const FAKE_TILES_PORT = Number(process.env.FAKE_TILES_PORT ?? 4598);
export const FAKE_TILE_URL = `http://127.0.0.1:${FAKE_TILES_PORT}/tiles/{z}/{x}/{y}.png`;
/** The local Nominatim-format geocoder the test server's GEOCODER_URL points at. */
export const FAKE_GEOCODER_PORT = Number(process.env.FAKE_GEOCODER_PORT ?? 4597);
export const FAKE_GEOCODER_URL = `http://127.0.0.1:${FAKE_GEOCODER_PORT}`;
/** The folder holding the test build. */
export const TEST_STATIC_DIR = process.env.TEST_STATIC_DIR ?? '.test-dist';
/**
 * The second, fictional township (Lakemoor) that proves the product is adopted by content alone,
 * and the test build made with it (npm run build:test makes both builds).
 */
export const TOWNSHIP_B_DIR = 'functions/testing/fixtures/township-b';
export const TOWNSHIP_B_STATIC_DIR = `${TEST_STATIC_DIR}-township-b`;
/** The test server's data folder (playwright.config.ts gives the server the same one). */
export const TEST_DATA_DIR = process.env.TEST_DATA_DIR ?? '.test-data';
/** The file in it where the test server's SMTP sink writes every e-mail (start-test-server.ts, mailbox.ts). */
export const MAILBOX_FILE = 'mailbox.jsonl';

/**
 * The test build is made as of this moment, three days before the sample election's polls close
 * (SITE_NOW, src/site/lib/build-clock.ts): every browser test then reads a page built before
 * Election Day, which the server (without JavaScript) and the browser (with it) bring up to date.
 */
export const TEST_BUILD_NOW = '2025-11-01T12:00:00-04:00';

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
