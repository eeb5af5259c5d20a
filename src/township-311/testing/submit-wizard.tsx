/**
 * Renders the resident submit wizard in jsdom as the app does (its portal config, optionally the
 * whole submit screen under the router, and the removal of the page's plain first screen once it
 * has rendered), with the helpers its tests share.
 */
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Boundary } from '#domain/requests/boundary-check.ts';
import { LanguageContext } from '../lib/i18n.tsx';
import { DEFAULT_TILES, PortalConfigContext } from '../lib/portal-config.tsx';
import { RouterProvider } from '../lib/router.tsx';
import { SubmitScreen } from '../features/submit/index.ts';
import { SubmitWizard } from '../features/submit/SubmitWizard.tsx';
import { PlainScreenGone } from '../lib/PlainScreenGone.tsx';

const config = (boundary: Boundary | null) => ({
  township: 'West Windsor',
  organisation: 'Test',
  siteUrl: 'https://coalition.example',
  mapsApiKey: '',
  tiles: DEFAULT_TILES,
  boundary,
});

/** The screens read in `lang` (its catalogs load as in the app: the screen waits for them). */
function InLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  const offered = [{ tag: lang, name: lang }];
  return (
    <LanguageContext.Provider value={{ lang, offered, choose: () => undefined }}>
      <Suspense fallback={<p>Loading the language…</p>}>{children}</Suspense>
    </LanguageContext.Provider>
  );
}

/**
 * The wizard alone, or (`screen: true`) the submit screen with its header links under the router,
 * in English or (`lang`) another language the app offers, or the pseudo-locale.
 * @example const { user, next } = renderWizard(); await next();
 * @example const { user, next } = renderWizard({ lang: 'ko', nextName: '다음' });
 */
export function renderWizard({
  boundary = null,
  screen: whole = false,
  lang = 'en',
  nextName = 'Next',
}: { boundary?: Boundary | null; screen?: boolean; lang?: string; nextName?: string | RegExp } = {}) {
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  const view = render(
    <InLanguage lang={lang}>
      <PortalConfigContext.Provider value={config(boundary)}>
        {whole ? (
          <RouterProvider base="/311">
            <SubmitScreen />
          </RouterProvider>
        ) : (
          <SubmitWizard onSubmitted={onSubmitted} />
        )}
        <PlainScreenGone />
      </PortalConfigContext.Provider>
    </InLanguage>,
  );
  const next = () => user.click(screen.getByRole('button', { name: nextName }));
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
