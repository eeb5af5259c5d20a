/**
 * What `npm start` says when the store has no staff account yet: a new install has no default
 * login, and without this line nothing on screen says how to get the first one.
 */
import type { StaffStore } from '../storage/ports.ts';

export const FIRST_ADMIN_HINT =
  'No staff account exists yet. Create the first admin with the same DATA_DIR: ' +
  'npm run create-admin -- --email you@example.org --name "Your Name" (docs/configuration.md, "Creating the first admin").';

/**
 * The hint when there is no staff account, else null. Staff accounts are a handful (User
 * Management lists them all), so reading their profiles once at start-up is cheap.
 * @example await firstAdminHint(stores.staff) // FIRST_ADMIN_HINT on a new install
 */
export async function firstAdminHint(staff: Pick<StaffStore, 'listProfiles'>): Promise<string | null> {
  return (await staff.listProfiles()).length === 0 ? FIRST_ADMIN_HINT : null;
}
