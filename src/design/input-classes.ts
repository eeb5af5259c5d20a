/**
 * The look every text input, select and textarea shares, on the site and in the 311 app: a white
 * field at least 44px tall with a border of 3:1 contrast or more, a placeholder dark enough to read,
 * the amber focus ring close to the border, and a heavier red border while `aria-invalid="true"`.
 */
const base =
  'block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-3 focus-visible:outline-offset-1 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/**
 * Class list for a form field; `extra` adds spacing, width or font for one place.
 * @example inputClasses('mt-1') // 'block min-h-11 w-full rounded-lg ... mt-1'
 */
export function inputClasses(extra = ''): string {
  return extra ? `${base} ${extra}` : base;
}

/** The photo picker in the report wizard and its plain form: a full-width field with a solid button. */
export const PHOTO_INPUT_CLASSES =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-500 bg-white p-2 text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white focus-visible:outline-3';
