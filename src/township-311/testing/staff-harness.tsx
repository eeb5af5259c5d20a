/**
 * Renders staff screens in jsdom as the app does (config, query client, router under /311),
 * with `fetch` answered by a table of routes, so tests see the exact calls a screen makes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DEFAULT_TILES, PortalConfigContext } from '../lib/portal-config.tsx';
import { RouterProvider } from '../lib/router.tsx';
import { resetResidentReads } from '../lib/resident-reads.ts';
import { StaffProfileContext, type SessionStaff } from '../features/staff/index.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';

export interface FetchCall {
  method: string;
  path: string;
  /** The query string (from '?'), when the call has one. */
  search?: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown };
/** Answers a call; a promise holds the answer back (a request still in flight). */
type Handler = (call: FetchCall) => Reply | Promise<Reply>;

export const ADMIN: SessionStaff = {
  id: 'admin-1',
  name: 'Avery Admin',
  email: 'avery@township.example',
  department: 'Administration',
  role: 'admin',
};

/** A manager: the lowest role that changes requests (status, priority, assignee). */
export const MANAGER: SessionStaff = { ...ADMIN, id: 'm1', name: 'Max Manager', role: 'manager' };

/** A worker in another department than the admin. */
export const WORKER: SessionStaff = {
  id: 'w1',
  name: 'Wes Worker',
  email: 'wes@township.example',
  department: 'Public Works',
  role: 'worker',
};

/** Stubs fetch: `routes['POST /api/x']` answers that call, whatever its query string; anything else is a 404. */
export function stubApi(routes: Record<string, Reply | Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const raw = init.body;
    const call: FetchCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      ...(url.search ? { search: url.search } : {}),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
    };
    calls.push(call);
    await Promise.resolve();
    const route = routes[`${call.method} ${call.path}`];
    const reply =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { error: { message: 'Not found' } } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An API error reply in the server's shape. */
export const apiError = (status: number, message: string): Reply => ({
  status,
  body: { error: { code: 'x', message } },
});

/** Renders `ui` at `path`; with `staff`, as inside the signed-in portal layout. */
export function renderStaff(
  ui: ReactNode,
  { path = '/311/staff', staff }: { path?: string; staff?: SessionStaff } = {},
) {
  window.history.replaceState(null, '', path);
  // jsdom has no scrolling; the router scrolls to the top on each navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  resetResidentReads();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <PortalConfigContext.Provider
      value={{
        township: 'Test Township',
        organisation: 'Test',
        siteUrl: 'https://coalition.example',
        mapsApiKey: '',
        tiles: DEFAULT_TILES,
        boundary: null,
      }}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider base="/311">
          <div id="portal">
            {staff ? <StaffProfileContext.Provider value={staff}>{ui}</StaffProfileContext.Provider> : ui}
          </div>
        </RouterProvider>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
  return { ...view, queryClient };
}

/**
 * A request as the staff API sends it (ISO dates), with any field overridden.
 * @example staffRequestFixture('AAAAbbbb1111cccc2222', { status: 'Resolved' })
 */
export function staffRequestFixture(id: string, overrides: Record<string, unknown> = {}) {
  const request = submittedRequest({
    id,
    category: 'Graffiti',
    description: 'Paint',
    address: '1 Main St',
    history: [],
    aiTriage: null,
  });
  return { ...request, ...overrides };
}
