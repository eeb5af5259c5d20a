/** The documents of the Firestore SavedViewStore (firestore-saved-view-store.ts), written and read. */
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { SavedView } from '#domain/requests/saved-views.ts';
import type { NewSavedView } from '../ports.ts';
import { toIso } from './request-document.ts';

export const SAVED_VIEWS = 'saved_views';
export const OWNER_LOCKS = 'saved_view_owners';

/**
 * A view's document, as every write of it stores it.
 * @example tx.create(ref, savedViewDocument(view, at, at))
 */
export function savedViewDocument(view: NewSavedView, createdAt: Timestamp, updatedAt: Timestamp): DocumentData {
  const { name, shared, department, owner } = view;
  return {
    name,
    view: view.view,
    shared,
    department,
    owner: { id: owner.id, name: owner.name },
    ownerId: owner.id,
    createdAt,
    updatedAt,
  };
}

/** @example savedViewFromDocument(doc.id, doc.data()) // { id, name, view, ... } */
export function savedViewFromDocument(id: string, data: DocumentData): SavedView {
  const owner = data.owner as { id: string; name: string };
  return {
    id,
    name: data.name as string,
    view: data.view as string,
    shared: data.shared === true,
    department: data.department as string,
    owner: { id: owner.id, name: owner.name },
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}
