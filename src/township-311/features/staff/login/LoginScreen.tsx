/**
 * Staff login (docs/product.md#311-staff-sign-in-and-sessions). Signing in loads the session into
 * the query cache, which opens the dashboard. A failure shows the server's own message as it is
 * and keeps the e-mail for another try.
 *
 * The same form serves both backends (GET /api/auth/options): the embedded server checks the
 * password itself; on Firebase the form signs in with Firebase Authentication first, through a
 * module loaded only then, and the server turns the ID token into the same session.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  staffLoginFormSchema,
  type StaffLoginForm,
  type StaffLoginFormInput,
} from '#domain/requests/staff-login-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import { api, ApiError, readJson } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffSessionQuery } from '../session.ts';
import { FieldError, InputField, LiveMessage } from '../FormField.tsx';
import { SIGN_IN_NETWORK_MESSAGE } from './firebase-errors.ts';
import { signInOptionsQuery, type SignInOptions } from './sign-in-options.ts';

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

export function LoginScreen() {
  useDocumentTitle('Staff Login');
  const { township } = usePortalConfig();
  const { navigate } = useRouter();
  const queryClient = useQueryClient();
  const session = useQuery(staffSessionQuery);
  // Asked early, so the first submit does not wait for it.
  useQuery(signInOptionsQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StaffLoginFormInput, unknown, StaffLoginForm>({
    resolver: zodResolver(staffLoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) navigate({ screen: 'dashboard' }, { replace: true });
  }, [signedIn, navigate]);

  const onSubmit = async (values: StaffLoginForm) => {
    setFailure(null);
    try {
      await signIn(await queryClient.query({ ...signInOptionsQuery, staleTime: 'static' }), values);
      // The login reply is not typed through its middleware chain; /api/auth/me answers the same
      // session shape, typed, and its query keeps the CSRF token.
      await queryClient.query({ ...staffSessionQuery, staleTime: 0 });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Sign-in failed. Please try again.';
      if (error instanceof ApiError && error.status === NO_PROFILE_STATUS)
        console.warn(`Staff login refused: ${message}`);
      setFailure(message);
    }
  };

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-800">{township} 311</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Staff Login</h1>
        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <InputField
            id="login-email"
            label="Email"
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email')}
          >
            <FieldError id="login-email-error" message={errors.email?.message} />
          </InputField>
          <InputField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          >
            <FieldError id="login-password-error" message={errors.password?.message} />
          </InputField>
          <LiveMessage kind="alert">{failure}</LiveMessage>
          <button type="submit" className={buttonClasses('primary', 'md', 'w-full')} disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Login'}
          </button>
        </form>
        <p className="mt-6">
          <RouteLink
            to={{ screen: 'submit' }}
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          >
            ← Back to Resident Portal
          </RouteLink>
        </p>
      </div>
    </main>
  );
}
