/**
 * Renders the resident submit wizard in jsdom as the app does (its portal config, optionally the
 * whole submit screen under the router), with the helpers its tests share.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Boundary } from '#domain/requests/boundary-check.ts';
import { DEFAULT_TILES, PortalConfigContext } from '../lib/portal-config.tsx';
import { RouterProvider } from '../lib/router.tsx';
import { SubmitScreen } from '../features/submit/index.ts';
import { SubmitWizard } from '../features/submit/SubmitWizard.tsx';

const config = (boundary: Boundary | null) => ({
  township: 'West Windsor',
  organisation: 'Test',
  siteUrl: 'https://coalition.example',
  mapsApiKey: '',
  tiles: DEFAULT_TILES,
  boundary,
});

/**
 * The wizard alone, or (`screen: true`) the submit screen with its header links under the router.
 * @example const { user, next } = renderWizard(); await next();
 */
export function renderWizard({
  boundary = null,
  screen: whole = false,
}: { boundary?: Boundary | null; screen?: boolean } = {}) {
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  const view = render(
    <PortalConfigContext.Provider value={config(boundary)}>
      {whole ? (
        <RouterProvider base="/311">
          <SubmitScreen />
        </RouterProvider>
      ) : (
        <SubmitWizard onSubmitted={onSubmitted} />
      )}
    </PortalConfigContext.Provider>,
  );
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  return { user, next, onSubmitted, unmount: view.unmount };
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills step 1 and moves on to step 2. */
export async function toStep2(user: User, next: () => Promise<void>, phone = '') {
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
  if (phone) await user.type(screen.getByLabelText(/^Phone/), phone);
  await next();
  await screen.findByRole('heading', { level: 2, name: 'Request Details' });
}

/** Fills steps 1 and 2 and moves on to the location step. */
export async function toStep3(user: User, next: () => Promise<void>, category = 'Graffiti') {
  await toStep2(user, next);
  await user.selectOptions(screen.getByLabelText(/^Category/), category);
  await user.type(screen.getByLabelText(/^Description/), 'Tags');
  await next();
  await screen.findByRole('button', { name: 'Use my current location' });
}
