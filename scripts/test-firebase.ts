/**
 * `npm run test:firebase`: the tests with parts that need the Firebase Auth emulator, with one,
 * run before each release (docs/deploy-firebase.md). Installs the pinned firebase-tools into
 * .cache/firebase-tools on first use, starts its Auth emulator on AUTH_EMULATOR_PORT (9399; its
 * hub and logging ports are the two below), and runs FIREBASE_TEST_FILES with vitest, then a test
 * build whose CSP names the emulator and the Firebase-mode browser test. The last line is the
 * total as `N passed, N failed, N skipped`.
 */
import { ensureChromium } from './ensure-chromium.ts';
import { FIREBASE_TEST_FILES, ensureFirebaseTools, withAuthEmulator } from './firebase-emulator.ts';
import { testStages } from './test-stages.ts';

const stages = testStages();
stages.check('chromium', ensureChromium());
const tools = await ensureFirebaseTools();
console.log(`firebase-tools: ${tools.installed ? `installed in ${(tools.ms / 1000).toFixed(1)} s` : 'present'}`);
await withAuthEmulator((host) => {
  const emulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: host };
  stages.vitest('vitest-firebase', FIREBASE_TEST_FILES, emulatorEnv);
  // The build lets the browser reach the emulator: its CSP names the address.
  const built = stages.run('node', ['scripts/build-test.ts'], emulatorEnv);
  stages.check('test build', built);
  if (built) stages.playwright('pw-firebase', ['tests/311-firebase.spec.ts', '--project', 'desktop'], emulatorEnv);
  return Promise.resolve();
});
process.exit(stages.summary());
