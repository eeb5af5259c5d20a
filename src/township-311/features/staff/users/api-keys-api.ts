/**
 * The admin's Open311 API key calls: the list (GET /api/admin/api-keys), and create and revoke as
 * mutations that refetch it once settled. Errors carry the server's message for a refused call,
 * or a fallback when it has none.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CreateApiKey } from '#domain/requests/api-key-input.ts';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withMessage } from '../api-message.ts';
import { useStaffChange } from '../staff-change.ts';

const CREATE_API_KEY_FAILED = 'Failed to create the API key.';
const REVOKE_API_KEY_FAILED = 'Failed to revoke the API key.';

const keys = api.api.admin['api-keys'];

const listCall = () => keys.$get();
export type ApiKeyView = SuccessData<Awaited<ReturnType<typeof listCall>>>['apiKeys'][number];

export const apiKeysQuery = queryOptions({
  queryKey: queryKeys.apiKeys.all,
  queryFn: () => readJson(listCall()),
});

/** A new key; `key` is the key itself, which the server will never show again. */
const createApiKey = (input: CreateApiKey): Promise<{ apiKey: ApiKeyView; key: string }> =>
  withMessage(readJson(keys.$post({ json: input })), CREATE_API_KEY_FAILED);

const revokeApiKey = (id: string) =>
  withMessage(readJson(keys[':id'].$delete({ param: { id } })), REVOKE_API_KEY_FAILED);

export const useCreateApiKey = () => useStaffChange(createApiKey, queryKeys.apiKeys.all);
export const useRevokeApiKey = () => useStaffChange(revokeApiKey, queryKeys.apiKeys.all);
