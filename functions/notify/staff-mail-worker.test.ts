import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logger.ts';
import type { StaffMailPassDeps } from '../services/staff-mail-sweeps.ts';
import { startStaffMailWorker } from './staff-mail-worker.ts';

describe('startStaffMailWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass on each tick until stopped', async () => {
    vi.useFakeTimers();
    const cursor = vi.fn(() => Promise.resolve(null));
    // The sweep finds nothing, and before 7:00 in the township the digests do nothing.
    const deps = {
      clock: () => new Date('2026-11-21T04:00:00Z'),
      logger: silentLogger,
      stores: {
        staffMail: { overdueCursor: cursor, moveOverdueCursor: () => Promise.resolve(true) },
        requests: { page: () => Promise.resolve([]) },
      },
    } as unknown as StaffMailPassDeps;
    const stop = startStaffMailWorker(deps, 7, 1000);
    await vi.advanceTimersByTimeAsync(2500);
    expect(cursor).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cursor).toHaveBeenCalledTimes(2);
  });
});
