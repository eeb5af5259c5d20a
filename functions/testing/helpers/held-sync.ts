/** What the group-commit tests share: a sync finished by hand, and a request with its submitter. */
import { newRequest } from '#domain/requests/history.ts';
import { newRequestId } from '#domain/requests/request-id.ts';

/** A sync the test finishes by hand: each call waits until `release` or `fail`. */
export function heldSync() {
  const calls: { path: string; release: () => void; fail: (error: Error) => void }[] = [];
  const sync = (path = '') =>
    new Promise<void>((resolve, reject) => {
      calls.push({ path, release: resolve, fail: reject });
    });
  return { calls, sync };
}

export const request = () =>
  newRequest(
    {
      id: newRequestId(),
      category: 'Graffiti',
      description: 'Tag on the underpass',
      address: '1 Main St',
      location: null,
      dueAt: '2026-12-10T15:00:00.000Z',
    },
    new Date('2026-12-03T15:00:00.000Z'),
  );

export const info = { name: 'Ada Resident', email: 'ada@example.org', phone: '', address: '', wantsTextAlerts: false };
