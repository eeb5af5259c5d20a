/**
 * SavedViewStore on SQLite: table saved_views (migration 16), one row per view. Writes check the
 * owner's views inside one write transaction (BEGIN IMMEDIATE), so two tabs saving at once cannot
 * pass the bound or take one name twice.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { compareSavedViews, savedViewConflict, type SavedView } from '#domain/requests/saved-views.ts';
import type { SavedViewStore, SavedViewWrite } from '../ports.ts';
import type { SavedViewTransfer } from '../transfer-ports.ts';
import { transaction } from './database.ts';

interface SavedViewRow {
  id: string;
  name: string;
  view: string;
  shared: number;
  department: string;
  owner_id: string;
  owner_name: string;
  created_at: number;
  updated_at: number;
}

const COLUMNS = 'id, name, view, shared, department, owner_id, owner_name, created_at, updated_at';

function fromRow(row: SavedViewRow): SavedView {
  return {
    id: row.id,
    name: row.name,
    view: row.view,
    shared: row.shared === 1,
    department: row.department,
    owner: { id: row.owner_id, name: row.owner_name },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function createSqliteSavedViewStore(db: DatabaseSync, now: () => Date): SavedViewStore & SavedViewTransfer {
  const selectOwned = db.prepare(`SELECT ${COLUMNS} FROM saved_views WHERE owner_id = ?`);
  const selectShared = db.prepare(
    `SELECT ${COLUMNS} FROM saved_views WHERE department = ? AND shared = 1 ORDER BY id LIMIT ?`,
  );
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM saved_views WHERE id = ?`);
  const insert = db.prepare(`INSERT INTO saved_views (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const change = db.prepare('UPDATE saved_views SET name = ?, shared = ?, department = ?, updated_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM saved_views WHERE id = ?');
  const removeOwned = db.prepare('DELETE FROM saved_views WHERE owner_id = ?');
  // The primary key's index: a page is one range of it.
  const selectPage = db.prepare(`SELECT ${COLUMNS} FROM saved_views WHERE id > ? ORDER BY id LIMIT ?`);
  const put = db.prepare(`INSERT OR REPLACE INTO saved_views (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const rows = (found: unknown) => (found as SavedViewRow[]).map(fromRow);
  const owned = (ownerId: string) => rows(selectOwned.all(ownerId));
  const byId = (id: string) => {
    const row = selectById.get(id) as SavedViewRow | undefined;
    return row ? fromRow(row) : null;
  };

  return {
    listOwned(ownerId) {
      return Promise.resolve(owned(ownerId).sort(compareSavedViews));
    },

    listShared(department, limit) {
      return Promise.resolve(rows(selectShared.all(department, limit)).sort(compareSavedViews));
    },

    get(id) {
      return Promise.resolve(byId(id));
    },

    create(view, max) {
      return Promise.resolve(
        transaction(db, (): SavedViewWrite => {
          const conflict = savedViewConflict(owned(view.owner.id), view, max);
          if (conflict) return { ok: false, reason: conflict };
          const id = randomUUID();
          const at = now().getTime();
          const { name, shared, department, owner } = view;
          insert.run(id, name, view.view, shared ? 1 : 0, department, owner.id, owner.name, at, at);
          return { ok: true, view: byId(id)! };
        }),
      );
    },

    update(id, { name, shared, department }) {
      return Promise.resolve(
        transaction(db, (): SavedViewWrite => {
          const current = byId(id);
          if (!current) return { ok: false, reason: 'not-found' };
          const next = { name: name ?? current.name, shared: shared ?? current.shared };
          // A rename never adds a view, so only the name can conflict.
          const conflict = savedViewConflict(owned(current.owner.id), next, Number.MAX_SAFE_INTEGER, id);
          if (conflict) return { ok: false, reason: conflict };
          change.run(next.name, next.shared ? 1 : 0, department ?? current.department, now().getTime(), id);
          return { ok: true, view: byId(id)! };
        }),
      );
    },

    delete(id) {
      return Promise.resolve(Number(remove.run(id).changes) > 0);
    },

    deleteOwned(ownerId) {
      return Promise.resolve(Number(removeOwned.run(ownerId).changes));
    },

    pageViews(after, limit) {
      // '' sorts before every id.
      return Promise.resolve(rows(selectPage.all(after ?? '', limit)));
    },

    restore(view) {
      const { id, name, shared, department, owner, createdAt, updatedAt } = view;
      put.run(
        id,
        name,
        view.view,
        shared ? 1 : 0,
        department,
        owner.id,
        owner.name,
        Date.parse(createdAt),
        Date.parse(updatedAt),
      );
      return Promise.resolve();
    },
  };
}
