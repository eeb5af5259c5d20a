/**
 * ResponseTemplateStore on SQLite: table response_templates (migration 8), one row per template,
 * `grp` the category's name or '*' for any category. Writes check the group inside one write
 * transaction (BEGIN IMMEDIATE), so a full group or a taken title is refused even when two
 * managers save at once.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Category } from '#domain/requests/constants.ts';
import { compareTemplates, templateConflict, type ResponseTemplate } from '#domain/requests/response-templates.ts';
import type { ResponseTemplateStore, TemplateWrite } from '../ports.ts';
import { transaction } from './database.ts';
import type { ResponseTemplateTransfer } from '../transfer-ports.ts';

interface TemplateRow {
  id: string;
  grp: string;
  title: string;
  text: string;
  created_at: number;
  updated_at: number;
  updated_by_id: string;
  updated_by_name: string;
}

const ANY_GROUP = '*';
const COLUMNS = 'id, grp, title, text, created_at, updated_at, updated_by_id, updated_by_name';
const groupOf = (category: Category | null) => category ?? ANY_GROUP;

function fromRow(row: TemplateRow): ResponseTemplate {
  return {
    id: row.id,
    category: row.grp === ANY_GROUP ? null : row.grp,
    title: row.title,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: { id: row.updated_by_id, name: row.updated_by_name },
  };
}

export function createSqliteResponseTemplateStore(
  db: DatabaseSync,
  now: () => Date,
): ResponseTemplateStore & ResponseTemplateTransfer {
  const selectGroup = db.prepare(`SELECT ${COLUMNS} FROM response_templates WHERE grp = ?`);
  const selectById = db.prepare(`SELECT ${COLUMNS} FROM response_templates WHERE id = ?`);
  const insert = db.prepare(`INSERT INTO response_templates (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const change = db.prepare(
    `UPDATE response_templates SET grp = ?, title = ?, text = ?, updated_at = ?, updated_by_id = ?, updated_by_name = ?
     WHERE id = ?`,
  );
  const remove = db.prepare('DELETE FROM response_templates WHERE id = ?');
  const put = db.prepare(`INSERT OR REPLACE INTO response_templates (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  const group = (category: Category | null) =>
    (selectGroup.all(groupOf(category)) as unknown as TemplateRow[]).map(fromRow);
  const byId = (id: string) => {
    const row = selectById.get(id) as TemplateRow | undefined;
    return row ? fromRow(row) : null;
  };

  return {
    list(category) {
      return Promise.resolve(group(category).sort(compareTemplates));
    },

    get(id) {
      return Promise.resolve(byId(id));
    },

    create({ category, title, text, by }, max) {
      return Promise.resolve(
        transaction(db, (): TemplateWrite => {
          const conflict = templateConflict(group(category), { title }, max);
          if (conflict) return { ok: false, reason: conflict };
          const id = randomUUID();
          const at = now().getTime();
          insert.run(id, groupOf(category), title, text, at, at, by.id, by.name);
          return { ok: true, template: byId(id)! };
        }),
      );
    },

    update(id, { category, title, text, by }, max) {
      return Promise.resolve(
        transaction(db, (): TemplateWrite => {
          if (!byId(id)) return { ok: false, reason: 'not-found' };
          const conflict = templateConflict(group(category), { title }, max, id);
          if (conflict) return { ok: false, reason: conflict };
          change.run(groupOf(category), title, text, now().getTime(), by.id, by.name, id);
          return { ok: true, template: byId(id)! };
        }),
      );
    },

    delete(id) {
      return Promise.resolve(Number(remove.run(id).changes) > 0);
    },

    restore(template) {
      const { id, category, title, text, createdAt, updatedAt, updatedBy } = template;
      put.run(
        id,
        groupOf(category),
        title,
        text,
        Date.parse(createdAt),
        Date.parse(updatedAt),
        updatedBy.id,
        updatedBy.name,
      );
      return Promise.resolve();
    },
  };
}
