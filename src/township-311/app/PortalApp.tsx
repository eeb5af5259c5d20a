/**
 * The 311 app: the screen for the current address. Each screen is a chunk of its own, loaded when
 * its address is reached: a resident reporting an issue downloads neither the track screen nor
 * TanStack Query nor the staff portal, and one tracking a request does not download the wizard.
 * The current screen's chunk starts loading as soon as this module runs. Until a screen has
 * rendered, the page's plain first screen stands in for it (docs/311-without-javascript.md).
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PortalConfigContext, type PortalConfig } from '../lib/portal-config.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { LanguageContext, useMessages, type LanguageValue, type OfferedLanguage } from '../lib/i18n.tsx';
import { addressInLanguage, addressLanguage, type AddressLanguage } from '../lib/address-language.ts';
import { languageCookie, openingLanguage, storedLanguage } from '../lib/language-choice.ts';
import { shellMessages } from './shell-english.ts';
import { plainReportForm, plainShown } from '../lib/plain-page.ts';
import { PlainScreenGone } from '../lib/PlainScreenGone.tsx';
import { RouterProvider, useRouter } from '../lib/router.tsx';
import { basePathFor, parseRoute, STAFF_SCREENS } from '../lib/routes.ts';
import { DEFAULT_LANGUAGE, languageDirection } from '#domain/i18n/languages.ts';
import type { TownshipProfile } from '#domain/township/profile-schema.ts';
import { setTownship } from '#domain/township/township.ts';

const StaffRoute = lazy(() => import('./staff-route.tsx'));
const TrackRoute = lazy(() => import('./track-route.tsx'));
const SubmitRoute = lazy(() => import('./submit-route.tsx'));
const StatsRoute = lazy(() => import('./stats-route.tsx'));
const FollowRoute = lazy(() => import('./follow-route.tsx'));

type LoadingKey = 'loadingForm' | 'loadingTrack' | 'loadingStats' | 'loadingPage' | 'loadingStaff';

/** The status line while a screen's code loads; nothing while the page's plain first screen still stands in for it. */
function Loading({ what }: { what: LoadingKey }) {
  const t = useMessages(shellMessages);
  if (plainShown()) return null;
  return (
    <p className="p-8 text-slate-700" role="status">
      {t(what)}
    </p>
  );
}

/**
 * A screen in a boundary of its own (keyed), so a screen still loading never shows the last one
 * hidden; the plain first screen goes when it has rendered.
 */
function Screen({ name, loading, children }: { name: string; loading: LoadingKey; children: ReactNode }) {
  return (
    <Suspense key={name} fallback={<Loading what={loading} />}>
      {children}
      <PlainScreenGone />
    </Suspense>
  );
}

function Screens() {
  const { route } = useRouter();
  if (STAFF_SCREENS.has(route.screen)) {
    return (
      <Screen name="staff" loading="loadingStaff">
        <StaffRoute />
      </Screen>
    );
  }
  switch (route.screen) {
    case 'submit':
      return (
        <Screen name="submit" loading="loadingForm">
          <SubmitRoute />
        </Screen>
      );
    case 'track':
      return (
        <Screen name="track" loading="loadingTrack">
          <TrackRoute id={route.id} />
        </Screen>
      );
    case 'stats':
      return (
        <Screen name="stats" loading="loadingStats">
          <StatsRoute />
        </Screen>
      );
    case 'follow-confirm':
    case 'follow-stop':
    case 'follow-up':
      return (
        <Screen name="follow" loading="loadingPage">
          <FollowRoute route={route} />
        </Screen>
      );
    default:
      // The server's answer to a post of the plain report form (its address is under /api/) is no
      // screen of the app: its form, with its messages and a kept photo, stays as it is.
      if (plainReportForm()) return null;
      return (
        <Screen name="not-found" loading="loadingPage">
          <NotFoundScreen />
        </Screen>
      );
  }
}

/** The page's values, the township profile the build checked (content/township), and the offered languages with their names. */
type PortalProps = PortalConfig & { profile: TownshipProfile; languages: readonly OfferedLanguage[] };

/** The app's root below the host: '/311', or '' on a 311 host. */
const appRoot = () => basePathFor(window.location.host);

/** The language and router base the address names now. */
const currentAddress = (offered: readonly string[]) => addressLanguage(window.location.pathname, appRoot(), offered);

/**
 * The address the app opens at: a segment it names wins; an English address takes the stored
 * choice or the browser's languages (lib/language-choice.ts), and is rewritten in place to name a
 * language other than English. Staff screens stay English and keep their address, as does the
 * server's answer to a post of the plain report form, which the app leaves as it is.
 */
function openingAddress(offered: readonly string[]): AddressLanguage {
  const root = appRoot();
  const address = currentAddress(offered);
  const named = address.base === root ? undefined : address.lang;
  const route = parseRoute(window.location.pathname, window.location.search, address.base);
  // A form the app has no screen for (a post's answer, under /api/) keeps its address too.
  if (named || STAFF_SCREENS.has(route.screen) || (route.screen === 'not-found' && plainReportForm())) return address;
  const { lang, rewrite } = openingLanguage({
    named,
    stored: storedLanguage(document.cookie),
    browser: navigator.languages,
    offered,
  });
  if (!rewrite) return address;
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    addressInLanguage(pathname + search + hash, root, offered, lang),
  );
  return currentAddress(offered);
}

/**
 * The language screens read: the chosen one, except on staff screens, which stay English. It sets
 * the page's `lang` and direction to match.
 */
function ScreenLanguage({ chosen, children }: { chosen: LanguageValue; children: ReactNode }) {
  const { route } = useRouter();
  const staff = STAFF_SCREENS.has(route.screen);
  const value = useMemo(() => (staff ? { ...chosen, lang: DEFAULT_LANGUAGE } : chosen), [chosen, staff]);
  useEffect(() => {
    document.documentElement.lang = value.lang;
    document.documentElement.dir = languageDirection(value.lang);
  }, [value.lang]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * The first link of the page: hidden until focused, it jumps over the header to `#main`. Its padding
 * comes with focus, so hidden it stays a 1px box (a padded one would read as text cut off).
 */
function SkipLink() {
  const t = useMessages(shellMessages);
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-brand-800 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t('skipToMain')}
    </a>
  );
}

/**
 * The app, except on the server's answer to a page's form (an address under /api/, reached when a
 * form was sent before the app's script ran): that page is whole as the server sent it, and the
 * app leaves it alone rather than show a screen for an address it has none for.
 */
export default function PortalApp(props: PortalProps) {
  return window.location.pathname.startsWith('/api/') ? null : <Portal {...props} />;
}

function Portal({ profile, languages, ...config }: PortalProps) {
  // Before any screen renders: the lookups of categories, departments and the map read it.
  setTownship(profile);
  const offered = profile.languages;
  const [{ lang, base }, setAddress] = useState(() => openingAddress(offered));

  // Back and forward may cross a change of language: the address says which.
  useEffect(() => {
    const onPop = () => {
      setAddress(currentAddress(offered));
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [offered]);

  const choose = useCallback(
    (tag: string) => {
      document.cookie = languageCookie(tag);
      const { pathname, search, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        addressInLanguage(pathname + search + hash, appRoot(), offered, tag),
      );
      // In a transition, the screen stays as it is (entries and all) until the language's messages arrive.
      startTransition(() => {
        setAddress(currentAddress(offered));
      });
    },
    [offered],
  );
  const chosen = useMemo(() => ({ lang, offered: languages, choose }), [lang, languages, choose]);
  return (
    <PortalConfigContext.Provider value={config}>
      <RouterProvider base={base}>
        <ScreenLanguage chosen={chosen}>
          <Suspense fallback={null}>
            <SkipLink />
          </Suspense>
          <div id="portal">
            <Screens />
          </div>
        </ScreenLanguage>
      </RouterProvider>
    </PortalConfigContext.Provider>
  );
}
