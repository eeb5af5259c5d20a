/**
 * The location feature's public entry: the location step of a form (address, map pin or current
 * location), loaded as a chunk of its own when first rendered, and the point type and its display
 * text. The step knows nothing of the form it sits in: the form passes its values, handlers and
 * field ids as props.
 */
import { lazy } from 'react';

export type { LocationFieldIds, LocationStepProps } from './location-props.ts';
export type { Point } from './point.ts';
export { formatPoint } from './geocode-text.ts';

/** The step itself; render it inside a Suspense boundary. */
export const LocationStep = lazy(() => import('./LocationStep.tsx'));
