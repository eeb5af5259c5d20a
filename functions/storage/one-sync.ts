/** Stores.oneSync where the stores have it (SQLite's group commit); elsewhere the work as it is. */
import type { Stores } from './ports.ts';

/**
 * @example const saved = await inOneSync(deps.stores, async () => { ...several store calls...; return saved; });
 */
export function inOneSync<V>(stores: Pick<Stores, 'oneSync'>, work: () => Promise<V>): Promise<V> {
  return stores.oneSync ? stores.oneSync(work) : work();
}
