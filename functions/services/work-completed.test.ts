/**
 * The work completion service (docs/product.md#311-work-completed-and-review): the managers hear
 * of a stored report once, never of a refused one, and a report that
 * loses to another change meanwhile keeps no photo that nothing names.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import { WORK_MESSAGES } from '#domain/requests/work-completed.ts';
import { addStaff, seedRequest } from '../testing/fixtures/staff.ts';
import { tinyImage } from '../testing/fixtures/submit-form.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { recordWorkCompleted, WorkRefusedError, type WorkDeps } from './work-completed.ts';

let deps: TestDeps;
let worker: StaffProfile;
let manager: StaffProfile;
const workDeps = (overrides: Partial<WorkDeps['stores']> = {}): WorkDeps => ({
  ...deps,
  logger: { error: vi.fn(), info: vi.fn(), debug: vi.fn() },
  stores: { ...deps.stores, ...overrides },
});
const managerMail = () => deps.providers.notifier.emails.filter((mail) => mail.to === manager.email);
const photo = async () => new File([new Uint8Array(await tinyImage('png'))], 'work.png', { type: 'image/png' });

beforeEach(async () => {
  deps = await createTestDeps();
  worker = await addStaff(deps.stores, 'worker', { name: 'Wes Worker' });
  manager = await addStaff(deps.stores, 'manager', { name: 'Morgan Manager', email: 'morgan@township.test' });
});

afterEach(async () => {
  await deps.cleanup();
});

describe('recordWorkCompleted', () => {
  it("tells the department's managers once that the stored report awaits their review", async () => {
    const { request } = await seedRequest(deps.stores, {
      assignedTo: worker.id,
      assignedDepartment: manager.department,
    });
    const stored = await recordWorkCompleted(workDeps(), request.id, 'Done', undefined, worker);
    expect(stored?.reviewPending).toBe(true);
    expect(managerMail().map((mail) => mail.subject)).toEqual([
      expect.stringContaining('work completed, awaiting review'),
    ]);
  });

  it('decodes no photo and calls no hook for a member who may not record it', async () => {
    const { request } = await seedRequest(deps.stores, { assignedTo: 'someone-else' });
    const put = vi.spyOn(deps.stores.photos, 'put');
    await expect(recordWorkCompleted(workDeps(), request.id, 'Done', await photo(), worker)).rejects.toEqual(
      new WorkRefusedError(403, WORK_MESSAGES.notAssignee),
    );
    expect(put).not.toHaveBeenCalled();
    expect(managerMail()).toEqual([]);
  });

  it('deletes its photo when another report was stored meanwhile', async () => {
    const { request } = await seedRequest(deps.stores, { assignedTo: worker.id, reviewPending: true });
    // Read before the other report landed: the checks pass, the write's own condition does not.
    const stale = {
      ...deps.stores.requests,
      get: (): Promise<ServiceRequest> => Promise.resolve({ ...request, reviewPending: false }),
    };
    const put = vi.spyOn(deps.stores.photos, 'put');
    await expect(
      recordWorkCompleted(workDeps({ requests: stale }), request.id, 'Done', await photo(), worker),
    ).rejects.toEqual(new WorkRefusedError(409, WORK_MESSAGES.alreadyPending));
    const fileName = put.mock.calls[0]?.[1];
    expect(fileName).toEqual(expect.stringMatching(/\.png$/));
    expect(await deps.stores.photos.get(request.id, fileName!)).toBeNull();
    expect(managerMail()).toEqual([]);
  });
});
