/**
 * The build the browser tests run against: the same site, with the contact form pointed at the
 * local fake provider and the open maps at the local tile server that the browser tests start, built
 * as of a day before the sample election (TEST_BUILD_NOW).
 */
import { spawnSync } from 'node:child_process';
import {
  FAKE_PROVIDER_ENDPOINT,
  FAKE_TILE_URL,
  TEST_BUILD_NOW,
  TEST_STATIC_DIR,
} from '../tests/support/browser-env.ts';

const result = spawnSync('astro', ['build', '--outDir', TEST_STATIC_DIR], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CONTACT_FORM_ENDPOINT: FAKE_PROVIDER_ENDPOINT,
    MAP_TILE_URL: FAKE_TILE_URL,
    SITE_NOW: TEST_BUILD_NOW,
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});
process.exit(result.status ?? 1);
