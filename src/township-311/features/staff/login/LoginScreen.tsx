/**
 * Staff login (docs/product.md#311-staff-sign-in-and-sessions). Signing in (`useSignIn`, for the
 * embedded server or Firebase) loads the session into the query cache, which opens the dashboard.
 * A failure shows the server's own message as it is and keeps the e-mail for another try.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  staffLoginFormSchema,
  type StaffLoginForm,
  type StaffLoginFormInput,
} from '#domain/requests/staff-login-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffSessionQuery } from '../session.ts';
import { FieldError, InputField, LiveMessage } from '../FormField.tsx';
import { signInFailureMessage, useSignIn } from './sign-in.ts';
import { signInOptionsQuery } from './sign-in-options.ts';

export function LoginScreen() {
  useDocumentTitle('Staff Login');
  const { township } = usePortalConfig();
  const { navigate } = useRouter();
  const session = useQuery(staffSessionQuery);
  // Asked early, so the first submit does not wait for it.
  useQuery(signInOptionsQuery);
  const signIn = useSignIn();
  const failure = signIn.error ? signInFailureMessage(signIn.error) : null;
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

  // A refusal shows from the mutation's error and keeps what was typed.
  const onSubmit = (values: StaffLoginForm) => signIn.mutateAsync(values).catch(() => undefined);

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
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            ← Back to Resident Portal
          </RouteLink>
        </p>
      </div>
    </main>
  );
}
