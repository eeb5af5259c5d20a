import type { MachineTranslation as Translation } from '#domain/requests/request-schemas.ts';

/**
 * The English machine translation of a description written in another language, under the
 * original and marked as a machine's (docs/product.md#311-machine-translation). Nothing when there
 * is none: without a model endpoint staff see the original and its language.
 */
export function MachineTranslation({ translation }: { translation: Translation | null | undefined }) {
  if (!translation) return null;
  return (
    <div className="mt-2 border-l-4 border-slate-300 pl-3" data-testid="machine-translation">
      <p className="text-sm font-semibold text-slate-700">Machine translation (may contain mistakes)</p>
      <p className="whitespace-pre-wrap wrap-anywhere" lang={translation.language}>
        {translation.text}
      </p>
    </div>
  );
}
