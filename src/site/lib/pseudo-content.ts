/**
 * Editors' content in the pseudo-locale (/en-xa/…): every text transformed as the catalogs' messages
 * are (accented, bracketed, about 40% longer), so a page there shows both that the content reaches
 * it through the translation path and whether its layout takes longer languages.
 */
import { formatMessage } from '#domain/i18n/message-format.ts';
import { pseudoMessage } from '#domain/i18n/pseudo.ts';
import { overlayTranslation } from '#domain/content/translation-overlay.ts';

/** Plain text written as an ICU message that shows it as is. */
const asMessage = (text: string) => text.replace(/'/g, "''").replace(/[{}<#]/g, (char) => `'${char}'`);

/**
 * A text in the pseudo-locale.
 * @example pseudoText('Our Story') // '⟦Óúŕ Šţóŕý ···⟧'
 */
export function pseudoText(text: string): string {
  if (!text.trim()) return text;
  // A paragraph's padding is one long run; in groups it wraps as the words of a real language do.
  return formatMessage(pseudoMessage(asMessage(text))).replace(/·{9,}/g, (run) => run.match(/·{1,8}/g)!.join(' '));
}

/** Every text of a value (not its data: ids, addresses, dates) in the pseudo-locale. */
export function pseudoValue<T>(value: T): T {
  const pseudo = (item: unknown): unknown => {
    if (typeof item === 'string') return pseudoText(item);
    if (Array.isArray(item)) return item.map(pseudo);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, pseudo(inner)]));
    return item;
  };
  return overlayTranslation(value, pseudo(value)).value;
}

/** Rendered HTML with the text between its tags in the pseudo-locale (entities left whole). */
export function pseudoHtml(html: string): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => {
    const plain = text.replace(
      /&(?:amp|lt|gt|quot|#39);/g,
      (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!,
    );
    if (!/[A-Za-z]/.test(plain)) return `>${text}<`;
    const escaped = pseudoText(plain).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return `>${escaped}<`;
  });
}
