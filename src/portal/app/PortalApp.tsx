/**
 * The 311 app: the screen for the current address. The submit wizard is in this bundle; the
 * track screen and the staff portal (login included) are chunks of their own, loaded when their
 * address is reached, so a resident reporting an issue downloads neither, nor TanStack Query.
 */
import '../../islands/zod-jitless.ts';
import { lazy, Suspense } from 'react';
import { SubmitScreen } from '../features/submit/SubmitScreen.tsx';
import { PortalConfigContext, type PortalConfig } from './config.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { RouterProvider, useRouter } from './router.tsx';
import { STAFF_SCREENS } from './routes.ts';

const StaffRoute = lazy(() => import('./staff-route.tsx'));
const TrackRoute = lazy(() => import('./track-route.tsx'));

function Loading({ what }: { what: string }) {
  return (
    <p className="p-8 text-slate-700" role="status">
      Loading {what}…
    </p>
  );
}

function Screens() {
  const { route } = useRouter();
  if (STAFF_SCREENS.has(route.screen)) {
    return (
      <Suspense fallback={<Loading what="the staff portal" />}>
        <StaffRoute />
      </Suspense>
    );
  }
  switch (route.screen) {
    case 'submit':
      return <SubmitScreen />;
    case 'track':
      return (
        <Suspense fallback={<Loading what="request tracking" />}>
          <TrackRoute id={route.id} />
        </Suspense>
      );
    default:
      return <NotFoundScreen />;
  }
}

export default function PortalApp(config: PortalConfig) {
  return (
    <PortalConfigContext.Provider value={config}>
      <RouterProvider>
        <div id="portal">
          <Screens />
        </div>
      </RouterProvider>
    </PortalConfigContext.Provider>
  );
}
