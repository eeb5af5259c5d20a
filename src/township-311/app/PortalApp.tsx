/**
 * The 311 app: the screen for the current address. Each screen is a chunk of its own, loaded when
 * its address is reached: a resident reporting an issue downloads neither the track screen nor
 * TanStack Query nor the staff portal, and one tracking a request does not download the wizard.
 * The current screen's chunk starts loading as soon as this module runs.
 */
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { PLAIN_REGION_ID } from '#domain/html/plain-region.ts';
import { PortalConfigContext, type PortalConfig } from '../lib/portal-config.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { LanguageContext, useMessages, type LanguageValue, type OfferedLanguage } from '../lib/i18n.tsx';
import { addressInLanguage, addressLanguage, type AddressLanguage } from '../lib/address-language.ts';
import { languageCookie, openingLanguage, storedLanguage } from '../lib/language-choice.ts';
import { shellMessages } from './shell-english.ts';
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

function Loading({ what }: { what: LoadingKey }) {
  const t = useMessages(shellMessages);
  return (
    <p className="p-8 text-slate-700" role="status">
      {t(what)}
    </p>
  );
}

/** Each screen has its own boundary (keyed), so a screen still loading never shows the last one hidden. */
function Screens() {
  const { route } = useRouter();
  if (STAFF_SCREENS.has(route.screen)) {
    return (
      <Suspense key="staff" fallback={<Loading what="loadingStaff" />}>
        <StaffRoute />
      </Suspense>
    );
  }
  switch (route.screen) {
    case 'submit':
      return (
        <Suspense key="submit" fallback={<Loading what="loadingForm" />}>
          <SubmitRoute />
        </Suspense>
      );
    case 'track':
      return (
        <Suspense key="track" fallback={<Loading what="loadingTrack" />}>
          <TrackRoute id={route.id} />
        </Suspense>
      );
    case 'stats':
      return (
        <Suspense key="stats" fallback={<Loading what="loadingStats" />}>
          <StatsRoute />
        </Suspense>
      );
    case 'follow-confirm':
    case 'follow-stop':
    case 'follow-up':
      return (
        <Suspense key="follow" fallback={<Loading what="loadingPage" />}>
          <FollowRoute route={route} />
        </Suspense>
      );
    default:
      return <NotFoundScreen />;
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
 * language other than English. Staff screens stay English and keep their address.
 */
function openingAddress(offered: readonly string[]): AddressLanguage {
  const root = appRoot();
  const address = currentAddress(offered);
  const named = address.base === root ? undefined : address.lang;
  const route = parseRoute(window.location.pathname, window.location.search, address.base);
  if (named || STAFF_SCREENS.has(route.screen)) return address;
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

export default function PortalApp({ profile, languages, ...config }: PortalProps) {
  // Before any screen renders: the lookups of categories, departments and the map read it.
  setTownship(profile);
  const offered = profile.languages;
  const [{ lang, base }, setAddress] = useState(() => openingAddress(offered));
  // The page's plain HTML (the first screen before this script ran) gives way to the app's screens.
  useLayoutEffect(() => {
    document.getElementById(PLAIN_REGION_ID)?.remove();
  }, []);

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
