/**
 * A staff change as a mutation: once it settles, whatever its outcome (a failed one may still have
 * landed), the queries under each given key are read again. The API modules' hooks are made with it.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** @example export const useRevokeApiKey = () => useStaffChange(revokeApiKey, queryKeys.apiKeys.all); */
export function useStaffChange<T, R>(mutationFn: (value: T) => Promise<R>, ...staleKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
