/** The count under a long text field near its limit (character-count.ts); the field names `id` in aria-describedby. */
import { useMessages } from '../lib/i18n.tsx';
import { characterCount } from './character-count.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';

export function CharacterCount({ id, label, length, max }: { id: string; label: string; length: number; max: number }) {
  const { shown, announced } = characterCount(useMessages(commonMessages), label, length, max);
  return (
    <>
      <p id={id} className="mt-1 text-sm text-slate-700 empty:hidden">
        {shown}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}
