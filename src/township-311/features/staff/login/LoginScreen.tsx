/**
 * Staff login (docs/product.md#311-staff-sign-in-and-sessions). Signing in (`useSignIn`, for the
 * embedded server or Firebase) loads the session into the query cache, which opens the dashboard.
 * A failure shows the server's own message as it is and keeps the e-mail for another try (SignInForm).
 * `Forgot your password?` leads to asking for a link by e-mail (ForgotPasswordScreen).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffSessionQuery } from '../session-api.ts';
import { SignInForm } from '../SignInForm.tsx';
import { SignedOutCard, SignedOutLink } from './SignedOutCard.tsx';

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
      <SignedOutLink to={{ screen: 'forgot-password' }} className="mt-4">
        Forgot your password?
      </SignedOutLink>
      <SignedOutLink to={{ screen: 'submit' }} className="mt-2">
        ← Back to Resident Portal
      </SignedOutLink>
    </SignedOutCard>
  );
}
