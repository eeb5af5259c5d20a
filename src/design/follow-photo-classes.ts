/**
 * The photo picker on a request's private page, in the app and on the plain page: an outlined
 * button, never wider than its box. Apart from input-classes.ts, which the report wizard loads.
 */
export const FOLLOW_PHOTO_CLASSES =
  'mt-1 block max-w-full text-slate-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-2 file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800';
