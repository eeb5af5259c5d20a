/**
 * TanStack Query for the screens that read the API (tracking and the staff portal). It loads
 * with those screens, not with the submit wizard, which only posts a form: the resident's first
 * screen stays inside its JavaScript budget. One client serves the whole visit, so moving
 * between screens keeps what is cached.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from '../lib/query-client.ts';

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
