/**
 * How staff sign in on this server (GET /api/auth/options): the password form posted to the API,
 * or Firebase Authentication with the web settings it needs. A server that cannot say (an older
 * one, or a failed request) is treated as the password kind, which is what it then checks.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const optionsCall = () => api.api.auth.options.$get();
export type SignInOptions = SuccessData<Awaited<ReturnType<typeof optionsCall>>>;

export const signInOptionsQuery = queryOptions({
  queryKey: queryKeys.session.signInOptions(),
  queryFn: async (): Promise<SignInOptions> => {
    try {
      return await readJson(optionsCall());
    } catch {
      return { method: 'password' };
    }
  },
  staleTime: Infinity,
});
