/**
 * The 311 app: providers and the screen for the current address. Resident screens are in this
 * bundle; the staff portal (login included) is a separate chunk loaded only when a staff address
 * is reached, so residents never download it.
 */
import '../lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SubmitScreen } from '../features/submit/SubmitScreen.tsx';
import { TrackScreen } from '../features/track/TrackScreen.tsx';
import { PortalConfigContext, type PortalConfig } from './config.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { createQueryClient } from './query-client.ts';
import { RouterProvider, useRouter } from './router.tsx';
import { STAFF_SCREENS } from './routes.ts';

const StaffApp = lazy(() => import('../features/staff/StaffApp.tsx'));

function Screens() {
  const { route } = useRouter();
  if (STAFF_SCREENS.has(route.screen)) {
    return (
      <Suspense
        fallback={
          <p className="p-8 text-slate-700" role="status">
            Loading the staff portal…
          </p>
        }
      >
        <StaffApp />
      </Suspense>
    );
  }
  switch (route.screen) {
    case 'submit':
      return <SubmitScreen />;
    case 'track':
      return <TrackScreen id={route.id} />;
    default:
      return <NotFoundScreen />;
  }
}

export default function PortalApp(config: PortalConfig) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PortalConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider>
          <div id="portal">
            <Screens />
          </div>
        </RouterProvider>
      </QueryClientProvider>
    </PortalConfigContext.Provider>
  );
}
