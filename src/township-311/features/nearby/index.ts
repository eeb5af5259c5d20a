/**
 * The "Already reported?" feature's public entry (docs/product.md#311-already-reported): the
 * resident panel of the wizard's location step, a chunk of its own (render it inside a Suspense
 * boundary), and the calls and hook phone intake and the staff detail share.
 */
import { lazy } from 'react';

export const NearbyPanel = lazy(() => import('./NearbyPanel.tsx'));
export { alsoReportedCount, staffAlsoReport, followByEmail } from './nearby-api.ts';
export { useNearby } from './use-nearby.ts';
