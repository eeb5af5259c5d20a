/** Pieces the staff forms share: the input look and a field's error message. */

/** Text inputs and selects: full width, 44px tall, a visible focus ring. */
export const INPUT_CLASSES =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber-500 aria-invalid:border-red-700';

/** A field's message, linked to the field by aria-describedby; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
