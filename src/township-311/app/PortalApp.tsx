/**
 * The 311 app: the screen for the current address. Each screen is a chunk of its own, loaded when
 * its address is reached: a resident reporting an issue downloads neither the track screen nor
 * TanStack Query nor the staff portal, and one tracking a request does not download the wizard.
 * The current screen's chunk starts loading as soon as this module runs.
 */
import '#domain/zod-jitless.ts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { PortalConfigContext, type PortalConfig } from '../lib/portal-config.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { LanguageContext, useMessages } from '../lib/i18n.tsx';
import { addressLanguage } from '../lib/address-language.ts';
import { shellMessages } from './shell.messages.ts';
import { RouterProvider, useRouter } from '../lib/router.tsx';
import { basePathFor, STAFF_SCREENS } from '../lib/routes.ts';
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

/** The page's values, and the township profile the build checked (content/township). */
type PortalProps = PortalConfig & { profile: TownshipProfile };

export default function PortalApp({ profile, ...config }: PortalProps) {
  // Before any screen renders: the lookups of categories, departments and the map read it.
  setTownship(profile);
  const [{ lang, base }] = useState(() =>
    addressLanguage(window.location.pathname, basePathFor(window.location.host), profile.languages),
  );
  const language = useMemo(
    () => ({ lang, offered: profile.languages.map((tag) => ({ tag, name: tag })), choose: () => {} }),
    [lang, profile.languages],
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <PortalConfigContext.Provider value={config}>
      <LanguageContext.Provider value={language}>
        <RouterProvider base={base}>
          <div id="portal">
            <Screens />
          </div>
        </RouterProvider>
      </LanguageContext.Provider>
    </PortalConfigContext.Provider>
  );
}
