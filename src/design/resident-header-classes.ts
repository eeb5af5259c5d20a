/**
 * The resident 311 banner's links, in the app (ResidentLayout.tsx, LanguageSwitch.tsx) and on the
 * plain pages drawn before or without its script (src/domain/html/resident-frame.ts), so both look
 * the same and the page does not move when the app takes over.
 */

/** Outlined light buttons on the dark banner (the shared button variants are for light backgrounds). */
export const HEADER_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center rounded-lg border-2 border-white px-4 py-2 text-sm font-semibold text-white hover:bg-white hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** A language's link in the banner; the current language's is bold and underlined. */
export const LANGUAGE_LINK_CLASSES =
  'inline-flex min-h-6 items-center rounded px-1 text-sm text-white underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 aria-[current=true]:font-semibold aria-[current=true]:underline';

/** The banner's name of the app, linking to the report form. */
export const APP_NAME_CLASSES =
  'text-xl font-bold tracking-tight text-white focus-visible:outline-3 focus-visible:outline-offset-2';

/** The footer's link back to the coalition's site. */
export const BACK_LINK_CLASSES =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';
