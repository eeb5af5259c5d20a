/**
 * The track feature's public entry: the resident's track screen, and its request card (also the
 * submitter's private page's). The card is lazy, so the track screen's first load, which shows the
 * search and the public list, does not carry it: render it inside a Suspense boundary.
 */
import { lazy } from 'react';

export const RequestCard = lazy(() => import('./RequestCard.tsx').then((module) => ({ default: module.RequestCard })));
export { TrackScreen } from './TrackScreen.tsx';
