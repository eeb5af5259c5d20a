/**
 * The API on test deps for the tests of a file, opened and cleaned up by hooks that the file
 * registers with one call, as unstorage's testDriver opens a driver: the object returned is filled in
 * by the time a test runs.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import { createApp } from '../../app.ts';
import { openStaffApp, type StaffApp, type StaffAppOptions } from './staff-app.ts';
import { createTestDeps, type TestDeps } from './test-deps.ts';

export interface TestApp {
  deps: TestDeps;
  app: ReturnType<typeof createApp>;
}

/**
 * Test deps and the API on them, opened before the file's tests and cleaned up after them.
 * @example const api = useTestApp(); // in a test: await api.app.request('/api/requests')
 */
export function useTestApp(): TestApp {
  const opened = {} as TestApp;
  beforeAll(async () => {
    opened.deps = await createTestDeps();
    opened.app = createApp({ version: 'test', services: opened.deps });
  });
  afterAll(() => opened.deps.cleanup());
  return opened;
}

/**
 * openStaffApp before the file's tests (before each test with `perTest`), cleaned up after.
 * @example const admin = useStaffApp(() => clock, 'admin', { perTest: true }); // admin.app, admin.session
 */
export function useStaffApp(
  clock: () => Date,
  role: Role,
  options: StaffAppOptions & { perTest?: boolean } = {},
): StaffApp {
  const opened = {} as StaffApp;
  const [before, after] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    Object.assign(opened, await openStaffApp(clock, role, options));
  });
  after(() => opened.deps.cleanup());
  return opened;
}
