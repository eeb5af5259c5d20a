/**
 * Renders resident components in jsdom in one language, as the app does: the address names the
 * language (`/311/ko/...`), the router's base includes it, and the screen's messages load from the
 * language's catalogs (the test's Suspense waits for them).
 */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { DEFAULT_LANGUAGE, languageSegment } from '#domain/i18n/languages.ts';
import type { MessageDomain } from '#domain/i18n/messages.ts';
import { LanguageContext, preloadMessages, type OfferedLanguage } from '../lib/i18n.tsx';
import { DEFAULT_TILES, PortalConfigContext } from '../lib/portal-config.tsx';
import { RouterProvider } from '../lib/router.tsx';

/** The township's languages, named as their catalogs name them. */
export const OFFERED: readonly OfferedLanguage[] = [
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Español' },
  { tag: 'zh-Hans', name: '中文' },
  { tag: 'ko', name: '한국어' },
  { tag: 'hi', name: 'हिन्दी' },
];

/**
 * Renders `ui` in `lang` at `path` (below the language's base: '/track' is `/311/ko/track` in
 * Korean), with the catalogs of `domains` loaded first; `choose` receives what the language switch
 * picks.
 * @example await renderInLanguage(<ResidentLayout>…</ResidentLayout>, 'ko', { domains: [commonMessages], path: '/track' })
 */
export async function renderInLanguage(
  ui: ReactNode,
  lang: string,
  {
    domains,
    path = '',
    choose = vi.fn(),
  }: { domains: readonly MessageDomain[]; path?: string; choose?: (tag: string) => void },
) {
  // Loaded before rendering, the catalogs are ready when a component first reads them.
  await preloadMessages(lang, ...domains);
  const base = lang === DEFAULT_LANGUAGE ? '/311' : `/311/${languageSegment(lang)}`;
  window.history.replaceState(null, '', `${base}${path}`);
  let view: RenderResult | undefined;
  // In an async act, the retry of what suspended on a catalog is flushed before the test goes on.
  await act(async () => {
    view = render(
      <PortalConfigContext.Provider
        value={{
          township: 'Test Township',
          organisation: 'Test Coalition',
          siteUrl: 'https://coalition.example',
          mapsApiKey: '',
          tiles: DEFAULT_TILES,
          boundary: null,
        }}
      >
        <LanguageContext.Provider value={{ lang, offered: OFFERED, choose }}>
          <RouterProvider base={base}>
            <Suspense fallback={<p>Waiting for the catalogs</p>}>
              <div data-testid="rendered">{ui}</div>
            </Suspense>
          </RouterProvider>
        </LanguageContext.Provider>
      </PortalConfigContext.Provider>,
    );
    await Promise.resolve();
  });
  await screen.findByTestId('rendered');
  return view!;
}
