/**
 * The admin's Open311 API key calls: the list (GET /api/admin/api-keys), and create and revoke as
 * mutations that refetch it once settled. Errors carry the server's message for a refused call,
 * or a fallback when it has none.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey } from '#domain/requests/api-key-input.ts';
import { api, ApiError, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const CREATE_API_KEY_FAILED = 'Failed to create the API key.';
const REVOKE_API_KEY_FAILED = 'Failed to revoke the API key.';

const listCall = () => api.api.admin['api-keys'].$get();
export type ApiKeyView = SuccessData<Awaited<ReturnType<typeof listCall>>>['apiKeys'][number];

export const apiKeysQuery = queryOptions({
  queryKey: queryKeys.apiKeys.all,
  queryFn: () => readJson(listCall()),
});

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/** A new key; `key` is the key itself, which the server will never show again. */
export async function createApiKey(input: CreateApiKey): Promise<{ apiKey: ApiKeyView; key: string }> {
  try {
    return await readJson(api.api.admin['api-keys'].$post({ json: input }));
  } catch (error) {
    throw new Error(messageOf(error, CREATE_API_KEY_FAILED), { cause: error });
  }
}

export async function revokeApiKey(id: string): Promise<void> {
  try {
    await readJson(api.api.admin['api-keys'][':id'].$delete({ param: { id } }));
  } catch (error) {
    throw new Error(messageOf(error, REVOKE_API_KEY_FAILED), { cause: error });
  }
}

/** Refetches the key list after a change, whatever its outcome (a failed one may still have landed). */
function useApiKeysChange<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}

export const useCreateApiKey = () => useApiKeysChange(createApiKey);
export const useRevokeApiKey = () => useApiKeysChange(revokeApiKey);
