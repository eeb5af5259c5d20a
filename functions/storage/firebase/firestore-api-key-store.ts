/**
 * ApiKeyStore on Firestore: collection `api_keys`, document id = the key's id, fields hash (hex
 * SHA-256 of the key; the key itself is never stored), label, prefix, createdBy {id, name},
 * createdAt, revokedAt and lastUsedAt (Timestamps or null).
 *
 * Documents are keyed by id rather than by hash so revoke(id) is a plain document read; verify()
 * finds the key with an equality query on `hash`, which Firestore's automatic single-field index
 * serves (no composite index, see firestore-indexes.test.ts). Timing: the lookup is an index seek
 * on the hash, and no string comparison of the key itself ever happens in this code.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { ApiKey, ApiKeyStore } from '../ports.ts';
import { PREFIX_LENGTH, hashApiKey, isWellFormedApiKey, lastUseDue, newApiKeySecret } from '../api-key-secret.ts';
import { isoOrNull, timestampOrNull, toIso } from './request-document.ts';
import type { ApiKeyTransfer } from '../transfer-ports.ts';

const API_KEYS = 'api_keys';

function fromDocument(id: string, data: DocumentData): ApiKey {
  const createdBy = data.createdBy as { id: string; name: string };
  return {
    id,
    label: data.label as string,
    prefix: data.prefix as string,
    createdBy: { id: createdBy.id, name: createdBy.name },
    createdAt: toIso(data.createdAt),
    revokedAt: isoOrNull(data.revokedAt),
    lastUsedAt: isoOrNull(data.lastUsedAt),
  };
}

export function createFirestoreApiKeyStore(db: Firestore, now: () => Date): ApiKeyStore & ApiKeyTransfer {
  const keys = db.collection(API_KEYS);

  return {
    async create({ label, createdBy }) {
      const secret = newApiKeySecret();
      const id = randomUUID();
      const data = {
        hash: hashApiKey(secret),
        label,
        prefix: secret.slice(0, PREFIX_LENGTH),
        createdBy: { id: createdBy.id, name: createdBy.name },
        createdAt: Timestamp.fromDate(now()),
        revokedAt: null,
        lastUsedAt: null,
      };
      await keys.doc(id).create(data);
      return { apiKey: fromDocument(id, data), secret };
    },

    async list() {
      const found = await keys.orderBy('createdAt', 'desc').get();
      return found.docs.map((doc) => fromDocument(doc.id, doc.data()));
    },

    async revoke(id) {
      if (!id || id.includes('/')) return null;
      const ref = keys.doc(id);
      return db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data) return null;
        if (data.revokedAt) return fromDocument(id, data);
        const revokedAt = Timestamp.fromDate(now());
        tx.update(ref, { revokedAt });
        return fromDocument(id, { ...data, revokedAt });
      });
    },

    async verify(secret) {
      if (!isWellFormedApiKey(secret)) return null;
      const found = await keys.where('hash', '==', hashApiKey(secret)).limit(1).get();
      const doc = found.docs[0];
      if (!doc) return null;
      const key = fromDocument(doc.id, doc.data());
      if (key.revokedAt !== null) return null;
      const at = now();
      if (!lastUseDue(key.lastUsedAt, at)) return key;
      await doc.ref.update({ lastUsedAt: Timestamp.fromDate(at) });
      return { ...key, lastUsedAt: at.toISOString() };
    },

    async listStored() {
      // Admins make a handful of keys: a small collection.
      const found = await keys.get();
      return found.docs.map((doc) => ({ apiKey: fromDocument(doc.id, doc.data()), hash: doc.data().hash as string }));
    },

    async restore({ apiKey, hash }) {
      await keys.doc(apiKey.id).set({
        hash,
        label: apiKey.label,
        prefix: apiKey.prefix,
        createdBy: { id: apiKey.createdBy.id, name: apiKey.createdBy.name },
        createdAt: Timestamp.fromDate(new Date(apiKey.createdAt)),
        revokedAt: timestampOrNull(apiKey.revokedAt),
        lastUsedAt: timestampOrNull(apiKey.lastUsedAt),
      });
    },
  };
}
