/**
 * TanStack Query for the screens that read the API (tracking and the staff portal). It loads
 * with those screens, not with the submit wizard, which only posts a form: the resident's first
 * screen stays inside its JavaScript budget. One client serves the whole visit, so moving
 * between screens keeps what is cached.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client.ts';

let shared: QueryClient | undefined;

export function WithQueries({ children }: { children: ReactNode }) {
  shared ??= createQueryClient();
  return <QueryClientProvider client={shared}>{children}</QueryClientProvider>;
}
