/**
 * Signing in. How staff sign in on this server (GET /api/auth/options): the password form posted
 * to the API, or Firebase Authentication with the web settings it needs; a server that cannot say
 * (an older one, or a failed request) is treated as the password kind, which is what it then
 * checks. The same form serves both, as a mutation: the embedded server checks the password itself
 * (POST /api/auth/login); on Firebase the form signs in with Firebase Authentication first, through
 * a module loaded only then, and the server turns the ID token into the same session (POST
 * /api/auth/firebase). Once signed in, the session query is read afresh, which opens the dashboard.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginForm } from '#domain/requests/staff-login-input.ts';
import { api, ApiError, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffSessionQuery } from '../session-api.ts';
import { SIGN_IN_NETWORK_MESSAGE } from './firebase-errors.ts';

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

/** The server's 403 when a login has no staff profile; it is also logged as a console warning. */
const NO_PROFILE_STATUS = 403;

/** Signs in on this server's terms; throws an Error whose message is for the staff member. */
async function signIn(options: SignInOptions, values: StaffLoginForm): Promise<void> {
  if (options.method !== 'firebase') {
    await readJson(api.api.auth.login.$post({ json: values }));
    return;
  }
  const { firebaseSignIn } = await import('./firebase-sign-in.ts').catch((error: unknown) => {
    throw new Error(SIGN_IN_NETWORK_MESSAGE, { cause: error });
  });
  await firebaseSignIn(options.firebase, values, (idToken) =>
    readJson(api.api.auth.firebase.$post({ json: { idToken } })),
  );
}

/** What the member reads when signing in fails. */
export function signInFailureMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Sign-in failed. Please try again.';
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: StaffLoginForm) => {
      await signIn(await queryClient.query({ ...signInOptionsQuery, staleTime: 'static' }), values);
    },
    // The login reply is not typed through its middleware chain; /api/auth/me answers the same
    // session shape, typed, and its query keeps the CSRF token. Read before the mutation settles,
    // so a failure to read it is reported as the sign-in's.
    onSuccess: () => queryClient.query({ ...staffSessionQuery, staleTime: 0 }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === NO_PROFILE_STATUS)
        console.warn(`Staff login refused: ${signInFailureMessage(error)}`);
    },
  });
}
