/**
 * TanStack Query for the private page and the staff portal. It loads with those screens, not with
 * the submit wizard or the public screens (track, statistics), whose reads use the lighter
 * `lib/resident-reads.ts`: those screens stay inside the resident JavaScript budget. One client serves the whole visit, so moving
 * between screens keeps what is cached.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from '../lib/query-client.ts';

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
