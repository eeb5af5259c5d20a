/** The down chevron's drawing on the icons' 24px grid, shared by the Astro and the React chevron. */
export const chevronPath = 'm6 9 6 6 6-6';

/**
 * Turns the chevron when its button (a `group` ancestor) says `aria-expanded="true"`, or its
 * `<details>` (a `group`) is open, so the icon follows the state announced; no turning animation
 * for reduced motion.
 * @example `${chevronClasses} size-5`
 */
export const chevronClasses =
  'shrink-0 group-aria-expanded:rotate-180 group-open:rotate-180 motion-safe:transition-transform';
