/**
 * Saved views for the export/import round trips (data-transfer-test-data.ts): a manager's view
 * shared with the department, their private default view, a worker's view, saved as the API
 * saves them (names and addresses through the domain's schema).
 */
import { MAX_SAVED_VIEWS, savedViewInputSchema } from '#domain/requests/saved-views.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';

/** How many views fillSavedViews saves. */
export const FILLED_VIEWS = 3;

/**
 * Saves the views; `manager` and `worker` are staff of the store.
 * @example await fillSavedViews(stores, { id: managerId, name: 'Y manager' }, { id: workerId, name: 'Z worker' });
 */
export async function fillSavedViews(
  stores: TransferStores,
  manager: { id: string; name: string },
  worker: { id: string; name: string },
): Promise<void> {
  const save = async (owner: { id: string; name: string }, input: Record<string, unknown>) => {
    const { name, view, shared } = savedViewInputSchema.parse(input);
    const write = await stores.savedViews.create(
      { name, view, shared, department: 'Public Works', owner },
      MAX_SAVED_VIEWS,
    );
    if (!write.ok) throw new Error(`saving the view ${name} was refused: ${write.reason}`);
    return write.view;
  };
  const shared = await save(manager, { name: 'Overdue «Straße» 🚧', view: '?status=New&overdue=1&sort=due&hide=id' });
  await save(manager, { name: 'Everything', view: '' });
  await save(worker, { name: 'Mine', view: '?assignee=me&after=abc' });
  // Shared later: its updatedAt is not its createdAt.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await stores.savedViews.update(shared.id, { shared: true });
}

/**
 * Every view the store keeps, by id.
 * @example expect(await snapshotSavedViews(target)).toStrictEqual(await snapshotSavedViews(source));
 */
export const snapshotSavedViews = (stores: TransferStores) => stores.savedViews.pageViews(null, 100);
