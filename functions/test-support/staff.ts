/**
 * Kept only for functions/storage/contract/restore.contract.ts, which is edited elsewhere; the
 * fixtures live in functions/testing/fixtures/staff.ts. Remove once that import points there.
 */
export { cheapHash } from '../testing/fixtures/staff.ts';
