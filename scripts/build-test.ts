/**
 * The builds the browser tests run against: the same site, with the contact form pointed at the
 * local fake provider and the open maps at the local tile server that the browser tests start, built
 * as of a day before the sample election (TEST_BUILD_NOW). Made twice: with the sample township's
 * profile (TOWNSHIP_DIR, or content/township) and with the fictional second township's
 * (tests/311-another-township.spec.ts), which only its own server serves.
 */
import { spawnSync } from 'node:child_process';
import {
  FAKE_PROVIDER_ENDPOINT,
  FAKE_TILE_URL,
  TEST_BUILD_NOW,
  TEST_STATIC_DIR,
  TOWNSHIP_B_DIR,
  TOWNSHIP_B_STATIC_DIR,
} from '../tests/support/browser-env.ts';

function build(outDir: string, township: Record<string, string> = {}): number {
  const result = spawnSync('astro', ['build', '--outDir', outDir], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CONTACT_FORM_ENDPOINT: FAKE_PROVIDER_ENDPOINT,
      MAP_TILE_URL: FAKE_TILE_URL,
      SITE_NOW: TEST_BUILD_NOW,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...township,
    },
  });
  return result.status ?? 1;
}

const status = build(TEST_STATIC_DIR);
process.exit(status === 0 ? build(TOWNSHIP_B_STATIC_DIR, { TOWNSHIP_DIR: TOWNSHIP_B_DIR }) : status);
