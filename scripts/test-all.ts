/**
 * `npm test`: every check, in order, on a fresh machine too: Debian Chromium (installed when
 * missing), lint, typecheck, unit and component tests, the test build, browser and accessibility
 * tests. Every stage runs even after a failure; the last line is `N passed, N failed, N skipped`.
 * Tests that need the Firebase Auth emulator (firebase-tools, 338 MB, not a dependency) are skipped
 * unless FIREBASE_AUTH_EMULATOR_HOST names one: `npm run test:firebase` runs them before each
 * release. The Firestore, Cloud Storage, Cloud Functions, bundle and Hosting tests run every time.
 */
import { ensureChromium } from './ensure-chromium.ts';
import { testStages } from './test-stages.ts';

const stages = testStages();
stages.check('chromium', ensureChromium());
// Generates the astro:content types that typed lint and the typecheck read (absent in a fresh clone).
stages.check('astro sync', stages.run('astro', ['sync']));
stages.check('eslint', stages.run('eslint', ['.']));
stages.check('import cycles', stages.run('npm', ['run', '--silent', 'lint:cycles']));
stages.check('prettier', stages.run('prettier', ['--check', '.']));
// Each program with its own settings (tsconfig.json): the .astro pages, then every TypeScript program.
stages.check('astro check', stages.run('astro', ['check', '--tsconfig', 'src/site/tsconfig.astro.json']));
stages.check('tsc -b', stages.run('tsc', ['-b']));
stages.vitest('vitest', []);
const built = stages.run('node', ['scripts/build-test.ts']);
stages.check('test build', built);
if (built) stages.playwright('playwright', []);
else console.log('Browser tests not run: the test build failed.');

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.log('\nThe Firebase Auth parts are skipped here: `npm run test:firebase` runs them with the Auth emulator.');
}
process.exit(stages.summary() || (built ? 0 : 1));
