/**
 * A request's language for staff: its English name, with its own name beside it in its own
 * language (`lang`), so a screen reader reads each part right.
 */
import { languageNames } from '#domain/requests/request-language.ts';

export function LanguageName({ tag }: { tag: string }) {
  const { english, own } = languageNames(tag);
  if (!own) return <>{english}</>;
  return (
    <>
      {english} (<span lang={tag}>{own}</span>)
    </>
  );
}
