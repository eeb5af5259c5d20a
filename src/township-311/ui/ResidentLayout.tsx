/**
 * The frame of every resident screen: the 311 banner with the screen's header buttons, the
 * screen itself, and the OPRA public-data statement.
 */
import type { ReactNode } from 'react';
import { PUBLIC_DATA_STATEMENT } from '#domain/requests/constants.ts';
import { isThreeOneOneHost } from '#domain/three-one-one-host.ts';
import { usePortalConfig } from '../lib/portal-config.tsx';
import { RouteLink } from '../lib/router.tsx';
import type { Route } from '../lib/routes.ts';

/** Outlined light buttons on the dark banner (the shared button variants are for light backgrounds). */
const HEADER_BUTTON =
  'inline-flex min-h-11 items-center rounded-lg border-2 border-white px-4 py-2 text-sm font-semibold text-white hover:bg-white hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** The header buttons a resident screen offers (docs/product.md#311-hosts-and-screens). */
type HeaderAction = 'track' | 'submit' | 'staff';

const ACTIONS: Record<HeaderAction, { label: string; to: Route }> = {
  track: { label: 'Track a Request', to: { screen: 'track' } },
  submit: { label: 'Submit New Request', to: { screen: 'submit' } },
  staff: { label: 'Staff Portal', to: { screen: 'login' } },
};

export function ResidentLayout({
  actions = ['track', 'staff'],
  children,
}: {
  actions?: readonly HeaderAction[];
  children: ReactNode;
}) {
  const { township, organisation, siteUrl } = usePortalConfig();
  // Under /311 the coalition's site is this host's home page; a 311 host links to its address.
  const homeHref = isThreeOneOneHost(window.location.host) ? siteUrl : '/';
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <RouteLink
            to={{ screen: 'submit' }}
            className="text-xl font-bold tracking-tight text-white focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            {township} 311
          </RouteLink>
          <nav aria-label="311">
            <ul className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <li key={action}>
                  <RouteLink to={ACTIONS[action].to} className={HEADER_BUTTON}>
                    {ACTIONS[action].label}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        {children}
      </main>
      <footer className="mx-auto max-w-5xl px-4 pb-10 text-sm text-slate-700">
        <p>{PUBLIC_DATA_STATEMENT}</p>
        {organisation && (
          <p className="mt-4">
            <a
              href={homeHref}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2"
            >
              Back to {organisation}
            </a>
          </p>
        )}
      </footer>
    </div>
  );
}
