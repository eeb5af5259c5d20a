/**
 * What a resident reads for a request's stored values: statuses and priorities are stored as the
 * specification's English strings and shown in the reader's language (the app's screens and the
 * server's pages without JavaScript alike). A value the catalogs do not know (data from an older
 * version) shows as stored.
 */
import type { Translate } from '../i18n/messages.ts';
import { commonMessages, type CommonKey } from './common-english.ts';

export interface RequestTerms {
  /** @example terms.status('In Progress') // '처리 중' in Korean */
  status: (stored: string) => string;
  /** @example terms.priority('High') // 'Alta' in Spanish */
  priority: (stored: string) => string;
}

/**
 * The message of a stored value: its kind and its words without spaces (`statusInProgress` for
 * the status 'In Progress'), when the catalogs have one.
 */
const named =
  (t: Translate<CommonKey>, kind: 'status' | 'priority') =>
  (stored: string): string => {
    const key = `${kind}${stored.replace(/ /g, '')}`;
    return Object.hasOwn(commonMessages.english, key) ? t(key as CommonKey) : stored;
  };

/** The display names in the language of `t`. */
export function requestTerms(t: Translate<CommonKey>): RequestTerms {
  return { status: named(t, 'status'), priority: named(t, 'priority') };
}
