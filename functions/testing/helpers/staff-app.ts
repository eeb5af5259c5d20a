/**
 * The API on clocked test deps with one staff member signed in: the set-up the staff route tests
 * share, written once as unstorage's testDriver writes a driver's.
 */
import type { Role } from '#domain/requests/constants.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { createApp } from '../../app.ts';
import type { ServiceDeps } from '../../deps.ts';
import type { StaffApiOptions } from '../../routes/staff-api.ts';
import { silentLogger } from '../../logger.ts';
import { outboxOnlyNotifier } from '../fakes/outbox-only-notifier.ts';
import { addStaff, createClockedDeps, signIn, type SignedIn } from '../fixtures/staff.ts';
import type { TestDeps } from './test-deps.ts';

export interface StaffApp {
  deps: TestDeps;
  app: ReturnType<typeof createApp>;
  /** The member added, of the role asked for. */
  staff: StaffProfile;
  /** That member's session. */
  session: SignedIn;
}

export interface StaffAppOptions {
  /** The member's name and department (addStaff's defaults otherwise). */
  member?: Partial<{ name: string; department: string }>;
  /** The services the app serves, built from the test deps (the deps themselves otherwise). */
  services?: (deps: TestDeps) => ServiceDeps;
  /** Staff session and feed settings. */
  staff?: StaffApiOptions;
}

/**
 * Opens test deps on `clock`, builds the app on them, adds a member of `role` and signs them in.
 * The caller cleans up with `deps.cleanup()`.
 * @example ({ deps, app, staff: admin, session } = await openStaffApp(() => clock, 'admin', { member: { name: 'Ada Admin' } }));
 */
export async function openStaffApp(clock: () => Date, role: Role, options: StaffAppOptions = {}): Promise<StaffApp> {
  const deps = await createClockedDeps(clock);
  const services = options.services?.(deps) ?? deps;
  const app = createApp({ version: 'test', services, ...(options.staff && { staff: options.staff }) });
  const staff = await addStaff(deps.stores, role, options.member);
  return { deps, app, staff, session: await signIn(app, staff.email) };
}

/**
 * The test deps with notifications going to the outbox, as in the embedded default, so tests read
 * what was queued.
 * @example await openStaffApp(() => new Date(), 'manager', { services: outboxServices })
 */
export const outboxServices = (opened: TestDeps): ServiceDeps => ({
  ...opened,
  providers: { ...opened.providers, notifier: outboxOnlyNotifier(opened.stores, silentLogger) },
});
