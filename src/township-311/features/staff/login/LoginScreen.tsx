/**
 * Staff login (docs/product.md#311-staff-sign-in-and-sessions). Signing in (`useSignIn`, for the
 * embedded server or Firebase) loads the session into the query cache, which opens the dashboard.
 * A failure shows the server's own message as it is and keeps the e-mail for another try (SignInForm).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffSessionQuery } from '../session-api.ts';
import { SignInForm } from '../SignInForm.tsx';

export function LoginScreen() {
  useDocumentTitle('Staff Login');
  const { township } = usePortalConfig();
  const { navigate } = useRouter();
  const session = useQuery(staffSessionQuery);

  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) navigate({ screen: 'dashboard' }, { replace: true });
  }, [signedIn, navigate]);

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-800">{township} 311</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Staff Login</h1>
        <SignInForm idPrefix="login" submitLabel="Login" />
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
