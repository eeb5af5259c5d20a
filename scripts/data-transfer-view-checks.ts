/**
 * The import's checks of saved views (data-transfer-import.ts), as the template groups are
 * checked: the file's views by owner, then each owner against the target. An owner must be a staff
 * member of the file or of the target; with the views the target keeps for them (those whose id
 * the file does not bring, so a second run of the same import counts nothing twice) they hold at
 * most MAX_SAVED_VIEWS, with names that differ whatever their case, as the stores allow.
 */
import { MAX_SAVED_VIEWS, savedViewConflict } from '#domain/requests/saved-views.ts';
import type { Stores } from '#server/storage/ports.ts';

/** A view of the file, for the checks of its owner. */
interface ViewEntry {
  id: string;
  name: string;
  line: number;
}

interface Owner {
  /** As the file's first view of theirs names them. */
  name: string;
  views: ViewEntry[];
}

const ownerName = (id: string, owner: Owner) => `${owner.name} (${id})`;

/**
 * The file's views, by owner. An owner with more than a store would hold is a problem at once, so
 * a file cannot make this hold more than MAX_SAVED_VIEWS + 1 per owner.
 * @example const owners = new SavedViewOwners(); const full = owners.add(view, 12);
 */
export class SavedViewOwners {
  readonly owners = new Map<string, Owner>();

  /** Adds one; a problem when its owner has too many in the file alone. */
  add(view: { id: string; name: string; owner: { id: string; name: string } }, line: number): string | null {
    const owner = this.owners.get(view.owner.id) ?? { name: view.owner.name, views: [] };
    if (owner.views.length >= MAX_SAVED_VIEWS) {
      return `more than ${MAX_SAVED_VIEWS} saved views of ${ownerName(view.owner.id, owner)}`;
    }
    owner.views.push({ id: view.id, name: view.name, line });
    this.owners.set(view.owner.id, owner);
    return null;
  }

  get ids(): Set<string> {
    return new Set([...this.owners.values()].flatMap((owner) => owner.views.map((view) => view.id)));
  }
}

/**
 * Checks each owner of the file's views against the target: who they are (a staff member of the
 * file, `staff`, or of the target), and their views' names and number there.
 * @example const problems = await checkSavedViewTarget(stores, owners, check.staff);
 */
export async function checkSavedViewTarget(
  stores: Stores,
  file: SavedViewOwners,
  staff: readonly { id: string }[],
): Promise<string[]> {
  const problems: string[] = [];
  const incoming = file.ids;
  const staffInFile = new Set(staff.map((one) => one.id));
  for (const [id, owner] of file.owners) {
    if (!staffInFile.has(id) && !(await stores.staff.getProfile(id))) {
      for (const view of owner.views) {
        problems.push(
          `line ${view.line}: the saved view "${view.name}" belongs to ${ownerName(id, owner)}, who is a staff member neither in the file nor here`,
        );
      }
      continue;
    }
    const kept: { id: string; name: string }[] = (await stores.savedViews.listOwned(id)).filter(
      (view) => !incoming.has(view.id),
    );
    for (const view of owner.views) {
      const conflict = savedViewConflict(kept, view, MAX_SAVED_VIEWS);
      if (conflict === 'duplicate') {
        problems.push(
          `line ${view.line}: the saved view "${view.name}" has the name of another saved view of ${ownerName(id, owner)} (here or in the file)`,
        );
      } else if (conflict === 'full') {
        problems.push(
          `line ${view.line}: the saved view "${view.name}" would give ${ownerName(id, owner)} more than ${MAX_SAVED_VIEWS} saved views here: delete some there first`,
        );
      }
      kept.push(view);
    }
  }
  return problems;
}
