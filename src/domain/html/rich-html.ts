/**
 * A message with tags (`Expected by <time>{day}</time>`) as HTML, for the pages rendered without a
 * framework: its text escaped, each tag replaced by what its function returns for the tag's chunks.
 */
import type { MessageValues } from '../i18n/message-nodes.ts';
import type { Translate } from '../i18n/translate.ts';
import { markup, type HtmlValue, type SafeHtml } from './html-text.ts';

/** A tag's chunks as markup takes them. */
export type Chunks = readonly HtmlValue[];

/**
 * @example richHtml(t, 'expectedBy', { day: 'Jan 3, 2026', time: (chunks) => markup`<time>${chunks}</time>` })
 */
export function richHtml<K extends string>(
  t: Translate<K>,
  key: K,
  values: Record<string, string | number | ((chunks: Chunks) => SafeHtml)>,
): SafeHtml {
  return markup`${t.parts(key, values as MessageValues) as HtmlValue[]}`;
}
