/**
 * The Node server's timer for staff mail (services/staff-mail-sweeps.ts): one pass every
 * STAFF_MAIL.sweepEveryMs, never two at once. On Firebase a scheduled function runs the same pass
 * (firebase-instance.ts), as Cloud Functions throttles the CPU between requests.
 */
import { STAFF_MAIL } from '#domain/requests/staff-mail.ts';
import { staffMailPass, type StaffMailPassDeps } from '../services/staff-mail-sweeps.ts';

/**
 * Starts the passes; the answer stops them and waits for one in progress.
 * @example const stop = startStaffMailWorker(services, 7); await stop();
 */
export function startStaffMailWorker(
  deps: StaffMailPassDeps,
  digestHour: number,
  everyMs: number = STAFF_MAIL.sweepEveryMs,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= staffMailPass(deps, digestHour).finally(() => {
      running = null;
    });
  }, everyMs);
  // A pending pass must not keep the process alive at shutdown.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
