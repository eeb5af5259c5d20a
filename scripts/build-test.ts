/**
 * The build the browser tests run against: the same site, with the contact form pointed at
 * the local fake provider that the browser tests start.
 */
import { spawnSync } from 'node:child_process';
import { FAKE_PROVIDER_ENDPOINT, TEST_STATIC_DIR } from '../tests/support/browser-env.ts';

const result = spawnSync('astro', ['build', '--outDir', TEST_STATIC_DIR], {
  stdio: 'inherit',
  env: { ...process.env, CONTACT_FORM_ENDPOINT: FAKE_PROVIDER_ENDPOINT, ASTRO_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
