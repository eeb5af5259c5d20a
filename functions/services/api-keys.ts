/**
 * Open311 API keys, managed by admins (the route checks the role): list, create, revoke. The key
 * itself is returned by create() only; stores keep a hash. Verifying a key on an Open311 POST is
 * the store's own verify(), which also records the use.
 */
import { API_KEY_MESSAGES, type CreateApiKey } from '#domain/requests/api-key-input.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { ApiKey, ApiKeyStore } from '../storage/ports.ts';

export interface ApiKeyDeps {
  stores: { apiKeys: ApiKeyStore };
}

type RevokeApiKeyResult = { ok: true; apiKey: ApiKey } | { ok: false; status: 404; message: string };

/** Every key, revoked ones too, newest first. */
export function listApiKeys(deps: ApiKeyDeps): Promise<ApiKey[]> {
  return deps.stores.apiKeys.list();
}

/**
 * A new key labelled by the admin, recorded as theirs.
 * @example const { apiKey, secret } = await createApiKey(deps, { label: 'Data portal' }, c.var.staff);
 */
export function createApiKey(
  deps: ApiKeyDeps,
  input: CreateApiKey,
  actor: Pick<StaffProfile, 'id' | 'name'>,
): Promise<{ apiKey: ApiKey; secret: string }> {
  return deps.stores.apiKeys.create({ label: input.label, createdBy: { id: actor.id, name: actor.name } });
}

/** Revokes a key at once; revoking one already revoked is not an error and keeps the first time. */
export async function revokeApiKey(deps: ApiKeyDeps, id: string): Promise<RevokeApiKeyResult> {
  const apiKey = await deps.stores.apiKeys.revoke(id);
  return apiKey ? { ok: true, apiKey } : { ok: false, status: 404, message: API_KEY_MESSAGES.unknownKey };
}
