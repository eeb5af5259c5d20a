/**
 * Staff login (docs/product.md#311-staff-sign-in-and-sessions). Signing in (`useSignIn`, for the
 * embedded server or Firebase) loads the session into the query cache, which opens the dashboard.
 * A failure shows the server's own message as it is and keeps the e-mail for another try (SignInForm).
 * `Forgot your password?` leads to asking for a link by e-mail (ForgotPasswordScreen).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffSessionQuery } from '../session-api.ts';
import { SignInForm } from '../SignInForm.tsx';
import { SIGNED_OUT_LINK, SignedOutCard } from './SignedOutCard.tsx';

export function LoginScreen() {
  useDocumentTitle('Staff Login');
  const { navigate } = useRouter();
  const session = useQuery(staffSessionQuery);

  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) navigate({ screen: 'dashboard' }, { replace: true });
  }, [signedIn, navigate]);

  return (
    <SignedOutCard title="Staff Login">
      <SignInForm idPrefix="login" submitLabel="Login" />
      <p className="mt-4">
        <RouteLink to={{ screen: 'forgot-password' }} className={SIGNED_OUT_LINK}>
          Forgot your password?
        </RouteLink>
      </p>
      <p className="mt-2">
        <RouteLink to={{ screen: 'submit' }} className={SIGNED_OUT_LINK}>
          ← Back to Resident Portal
        </RouteLink>
      </p>
    </SignedOutCard>
  );
}
