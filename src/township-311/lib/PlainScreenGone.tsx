import { useLayoutEffect } from 'react';
import { removePlainRegion } from './plain-page.ts';

/**
 * Removes the page's plain first screen (plain-page.ts) in the commit that shows the app's first
 * screen: a layout effect, so before the browser paints, and the page is never blank and never
 * shows both. Placed after the screen in its Suspense boundary, so it runs only once the screen
 * has rendered, and after the screen's own layout effects (the wizard's takeover of the plain form).
 */
export function PlainScreenGone() {
  useLayoutEffect(removePlainRegion, []);
  return null;
}
