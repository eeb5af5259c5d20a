/**
 * The password calls (docs/api.md#passwords): changing your own, on this server's terms (the
 * current password to the API, or with Firebase Authentication an ID token from signing in with
 * it, through the module the login screen loads); a reset link's check and use; and asking for a
 * link by e-mail ("Forgot your password?"). Errors carry
 * the server's message, or a fixed one when it has none.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FORGOT_PASSWORD_MESSAGES } from '#domain/requests/forgot-password.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { withMessage } from '../api-message.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { SIGN_IN_NETWORK_MESSAGE } from './firebase-errors.ts';
import { signInOptionsQuery, type SignInOptions } from './sign-in-api.ts';
import { staffSessionQuery } from '../session-api.ts';

const CHANGE_PASSWORD_FAILED = 'Failed to change the password. Please try again.';
const RESET_PASSWORD_FAILED = 'Failed to set the password. Please try again.';

interface ChangeValues {
  email: string;
  currentPassword: string;
  newPassword: string;
}

async function changePassword(options: SignInOptions, values: ChangeValues): Promise<void> {
  const { currentPassword, newPassword } = values;
  if (options.method !== 'firebase') {
    await readJson(api.api.auth.password.$post({ json: { currentPassword, newPassword } }));
    return;
  }
  const { firebaseSignIn } = await import('./firebase-sign-in.ts').catch((error: unknown) => {
    throw new Error(SIGN_IN_NETWORK_MESSAGE, { cause: error });
  });
  await firebaseSignIn(options.firebase, { email: values.email, password: currentPassword }, (idToken) =>
    readJson(api.api.auth.password.$post({ json: { idToken, newPassword } })),
  );
}

/** Changes your own password; the session is read afresh after, which lifts a temporary password's limit. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ChangeValues) => {
      const change = async () =>
        changePassword(await queryClient.query({ ...signInOptionsQuery, staleTime: 'static' }), values);
      await withMessage(change(), CHANGE_PASSWORD_FAILED);
    },
    onSuccess: () => queryClient.query({ ...staffSessionQuery, staleTime: 0 }),
  });
}

/** Whether a reset link works, and whose it is; an ApiError (404) for a dead one. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.passwordReset.link(token),
    queryFn: () => readJson(api.api.auth['password-reset'][':token'].$get({ param: { token } })),
    staleTime: Infinity,
  });

export function useResetLink(token: string) {
  return useMutation({
    mutationFn: (newPassword: string) =>
      withMessage(
        readJson(api.api.auth['password-reset'].$post({ json: { token, newPassword } })),
        RESET_PASSWORD_FAILED,
      ),
  });
}

/** Asks for a password link by e-mail; the server's answer is the same for every address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      withMessage(
        readJson(api.api.auth['forgot-password'].$post({ json: { email } })),
        FORGOT_PASSWORD_MESSAGES.failed,
      ),
  });
}
