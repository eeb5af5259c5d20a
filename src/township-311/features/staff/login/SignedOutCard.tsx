/**
 * The frame of the staff screens reached without signing in (login, forgot password, a reset
 * link): the township's 311 name, the screen's one heading, and its content in a card.
 */
import type { ReactNode } from 'react';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import type { Route } from '../../../lib/routes.ts';
import { RouteLink } from '../../../lib/router.tsx';

const LINK =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/**
 * A link of these screens, in a paragraph of its own below the form; `className` spaces it.
 * @example <SignedOutLink to={{ screen: 'login' }}>Go to the staff login</SignedOutLink>
 */
export function SignedOutLink({
  to,
  children,
  className = 'mt-6',
}: {
  to: Route;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={className}>
      <RouteLink to={to} className={LINK}>
        {children}
      </RouteLink>
    </p>
  );
}

/** @example <SignedOutCard title="Staff Login"><SignInForm … /></SignedOutCard> */
export function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  const { township } = usePortalConfig();
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-800">{township} 311</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
