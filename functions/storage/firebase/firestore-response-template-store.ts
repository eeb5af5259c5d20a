/**
 * ResponseTemplateStore on Firestore: collection `response_templates`, document id a random UUID,
 * fields group (the category's name, or '*' for any category), category (the name or null),
 * title, text, createdAt, updatedAt (Timestamps) and updatedBy {id, name}.
 *
 * A group is read with an equality query on `group`, which Firestore's automatic single-field
 * index serves (no composite index: the group is small and sorted here). Writes read the group in
 * a transaction and check templateConflict there, and write the group's lock document
 * (`response_template_groups/{group}`), so Firestore retries a write that raced another and the
 * group never holds more than its bound or two equal titles.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Category } from '#domain/requests/constants.ts';
import { compareTemplates, templateConflict, type ResponseTemplate } from '#domain/requests/response-templates.ts';
import type { NewResponseTemplate, ResponseTemplateStore, TemplateWrite } from '../ports.ts';
import { toIso } from './request-document.ts';
import type { ResponseTemplateTransfer } from '../transfer-ports.ts';

const RESPONSE_TEMPLATES = 'response_templates';
/** One document per group, written by every write to the group: see `lockGroup`. */
const TEMPLATE_GROUPS = 'response_template_groups';
const ANY_GROUP = '*';
const groupOf = (category: Category | null) => category ?? ANY_GROUP;

function fromDocument(id: string, data: DocumentData): ResponseTemplate {
  const by = data.updatedBy as { id: string; name: string };
  return {
    id,
    category: (data.category ?? null) as Category | null,
    title: data.title as string,
    text: data.text as string,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
    updatedBy: { id: by.id, name: by.name },
  };
}

/** Ids Firestore could read as a path, or that no template can have. */
const badId = (id: string) => !id || id.includes('/') || id.length > 128;

export function createFirestoreResponseTemplateStore(
  db: Firestore,
  now: () => Date,
): ResponseTemplateStore & ResponseTemplateTransfer {
  const templates = db.collection(RESPONSE_TEMPLATES);
  const groupQuery = (category: Category | null) => templates.where('group', '==', groupOf(category));

  /**
   * The group's templates as the transaction reads them, after its lock document: a transaction's
   * query does not make a template another transaction adds to the group conflict with it, but
   * two transactions writing the same document do, so Firestore retries the later one, which then
   * sees the other's template. (Category names hold '/', so the document id is encoded.)
   */
  const readGroup = async (tx: Transaction, category: Category | null) => {
    const lock = db.collection(TEMPLATE_GROUPS).doc(encodeURIComponent(groupOf(category)));
    await tx.get(lock);
    const found = await tx.get(groupQuery(category));
    return { lock, group: found.docs.map((doc) => fromDocument(doc.id, doc.data())) };
  };

  const fields = ({ category, title, text, by }: NewResponseTemplate, at: Timestamp) => ({
    group: groupOf(category),
    category,
    title,
    text,
    updatedAt: at,
    updatedBy: { id: by.id, name: by.name },
  });

  return {
    async list(category) {
      const found = await groupQuery(category).get();
      return found.docs.map((doc) => fromDocument(doc.id, doc.data())).sort(compareTemplates);
    },

    async get(id) {
      if (badId(id)) return null;
      const doc = await templates.doc(id).get();
      const data = doc.data();
      return data ? fromDocument(id, data) : null;
    },

    create(template, max) {
      const ref = templates.doc(randomUUID());
      return db.runTransaction(async (tx): Promise<TemplateWrite> => {
        const { lock, group } = await readGroup(tx, template.category);
        const conflict = templateConflict(group, template, max);
        if (conflict) return { ok: false, reason: conflict };
        const at = Timestamp.fromDate(now());
        const data = { ...fields(template, at), createdAt: at };
        tx.create(ref, data);
        tx.set(lock, { changedAt: at });
        return { ok: true, template: fromDocument(ref.id, data) };
      });
    },

    update(id, template, max) {
      if (badId(id)) return Promise.resolve({ ok: false, reason: 'not-found' });
      const ref = templates.doc(id);
      return db.runTransaction(async (tx): Promise<TemplateWrite> => {
        // Every read of a transaction comes before its writes.
        const current = (await tx.get(ref)).data();
        const { lock, group } = await readGroup(tx, template.category);
        if (!current) return { ok: false, reason: 'not-found' };
        const conflict = templateConflict(group, template, max, id);
        if (conflict) return { ok: false, reason: conflict };
        const at = Timestamp.fromDate(now());
        const data = { ...fields(template, at), createdAt: current.createdAt as Timestamp };
        tx.set(ref, data);
        tx.set(lock, { changedAt: at });
        return { ok: true, template: fromDocument(id, data) };
      });
    },

    async restore(template) {
      const { id, category, title, text, createdAt, updatedAt, updatedBy } = template;
      await templates.doc(id).set({
        ...fields({ category, title, text, by: updatedBy }, Timestamp.fromDate(new Date(updatedAt))),
        createdAt: Timestamp.fromDate(new Date(createdAt)),
      });
    },

    async delete(id) {
      if (badId(id)) return false;
      const ref = templates.doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      });
    },
  };
}
