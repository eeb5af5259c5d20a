/**
 * Whether the request suggests danger (docs/product.md#311-emergency-notice), for the wizard's
 * repeated 911 notice. The description is read once the resident pauses typing, not at every key
 * ("There is a fire" is not yet "There is a fire hydrant"). The danger list is a chunk of its own,
 * loaded once there is a description: no category suggests danger without one, and the list
 * stays out of the wizard's first screens (a 100 KB budget). On a page in another language, that
 * language's lexicon (`locales/<tag>/danger-words.json`) is a chunk of its own too, loaded with the
 * list, and reads the description besides the English signs. If the list cannot load, only step
 * 1's notice is shown; if the lexicon cannot, the English signs still read the description.
 */
import { useEffect, useState } from 'react';
import type { DangerLexicon } from '#domain/requests/danger-lexicon-schema.ts';
import type { suggestsDanger } from '#domain/requests/danger-signs.ts';
import { useLanguage } from '../../lib/i18n.tsx';
import { useSettledValue } from './use-settled-value.ts';

/** The pause in typing after which the description is read. */
export const DANGER_CHECK_DELAY_MS = 700;

type DangerCheck = typeof suggestsDanger;

/** Each language's lexicon, fetched on a page in that language (none for English or the pseudo-locale). */
const LEXICONS = import.meta.glob<DangerLexicon>('/locales/*/danger-words.json', { import: 'default' });

/** @example const danger = useDanger(values.category, values.description); */
export function useDanger(category: string, description: string): boolean {
  const { lang } = useLanguage();
  const settled = useSettledValue(description, DANGER_CHECK_DELAY_MS);
  const wanted = settled.trim() !== '';
  const [ready, setReady] = useState<{ check: DangerCheck; lang: string } | null>(null);
  useEffect(() => {
    if (!wanted || ready?.lang === lang) return;
    let live = true;
    const lexicon = LEXICONS[`/locales/${lang}/danger-words.json`];
    Promise.all([import('#domain/requests/danger-signs.ts'), lexicon?.().catch(() => null)]).then(
      ([module, words]) => {
        if (words && !module.hasDangerLexicon(lang)) module.addDangerLexicon(lang, words);
        if (live) setReady({ check: module.suggestsDanger, lang });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, lang, ready]);
  return ready !== null && wanted && ready.check(category, settled, lang);
}
