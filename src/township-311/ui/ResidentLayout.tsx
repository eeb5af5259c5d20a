/**
 * The frame of every resident screen: the 311 banner with the language switch and the screen's
 * header buttons, the screen itself, and the OPRA public-data statement.
 */
import type { ReactNode } from 'react';
import { isThreeOneOneHost } from '#domain/three-one-one-host.ts';
import { useMessages } from '../lib/i18n.tsx';
import { usePortalConfig } from '../lib/portal-config.tsx';
import { RouteLink } from '../lib/router.tsx';
import type { Route } from '../lib/routes.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { HEADER_ACTION_LABELS, type HeaderAction } from '#domain/messages-311/header-actions.ts';
import { APP_NAME_CLASSES, BACK_LINK_CLASSES, HEADER_BUTTON_CLASSES } from '#design/resident-header-classes.ts';

/** Where each header button leads. */
const ACTION_ROUTES: Record<HeaderAction, Route> = {
  track: { screen: 'track' },
  submit: { screen: 'submit' },
  staff: { screen: 'login' },
};

export function ResidentLayout({
  actions = ['track', 'staff'],
  children,
}: {
  actions?: readonly HeaderAction[];
  children: ReactNode;
}) {
  const t = useMessages(commonMessages);
  const { township, organisation, siteUrl } = usePortalConfig();
  // Under /311 the coalition's site is this host's home page; a 311 host links to its address.
  const homeHref = isThreeOneOneHost(window.location.host) ? siteUrl : '/';
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 pt-2">
          <LanguageSwitch />
        </div>
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <RouteLink to={{ screen: 'submit' }} className={APP_NAME_CLASSES}>
            {t('appName', { township })}
          </RouteLink>
          <nav aria-label={t('headerNav')}>
            <ul className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <li key={action}>
                  <RouteLink to={ACTION_ROUTES[action]} className={HEADER_BUTTON_CLASSES}>
                    {t(HEADER_ACTION_LABELS[action])}
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
        <p>{t('publicData')}</p>
        {organisation && (
          <p className="mt-4">
            <a href={homeHref} className={BACK_LINK_CLASSES}>
              {t('backTo', { organisation })}
            </a>
          </p>
        )}
      </footer>
    </div>
  );
}
