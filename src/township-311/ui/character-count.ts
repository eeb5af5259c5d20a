/**
 * What a long text field says about its length (docs/product.md#311-submitting-a-request): nothing
 * until it nears its limit, then the characters left, shown beside the field and read with it.
 * Screen readers hear it only when the field enters the last stretch and when it is full (a polite
 * announcement that changes twice, not at every key), and the field itself takes no more than its
 * limit (maxLength), so extra text is refused as it is typed or pasted instead of failing later.
 */
import type { Translate } from '#domain/i18n/messages.ts';

/** Where the count appears: the last tenth of the limit, and never fewer than 20 characters. */
export const nearLimit = (max: number) => Math.max(20, Math.round(max / 10));

export interface CharacterCount {
  /** The visible count, or '' while the text is far from its limit. */
  shown: string;
  /** The polite announcement: the same words for the whole stretch, so it is said once. */
  announced: string;
}

type CountKey = 'charactersLeft' | 'charactersFull' | 'charactersNearAnnounced' | 'charactersFullAnnounced';

/**
 * The count in the language of `t` (the 311-common messages).
 * @example characterCount(t, 'Description', 1850, 2000) // { shown: '150 characters left', announced: 'Description: 200 characters or fewer left.' }
 * @example characterCount(t, 'Description', 2000, 2000).shown // 'No characters left: at most 2000.'
 */
export function characterCount(t: Translate<CountKey>, label: string, length: number, max: number): CharacterCount {
  const left = max - length;
  const near = nearLimit(max);
  if (left > near) return { shown: '', announced: '' };
  if (left <= 0) {
    return {
      shown: t('charactersFull', { max: String(max) }),
      announced: t('charactersFullAnnounced', { label, max: String(max) }),
    };
  }
  return { shown: t('charactersLeft', { left }), announced: t('charactersNearAnnounced', { label, near }) };
}
