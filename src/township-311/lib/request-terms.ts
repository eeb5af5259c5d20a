/**
 * What a resident reads for a request's stored values: statuses and priorities are stored as the
 * specification's English strings and shown in the screen's language. A value the catalogs do not
 * know (data from an older version) shows as stored.
 */
import { useMemo } from 'react';
import type { Translate } from '#domain/i18n/messages.ts';
import type { Priority, Status } from '#domain/requests/constants.ts';
import { commonMessages, type CommonKey } from '../ui/common.messages.ts';
import { useMessages } from './i18n.tsx';

export interface RequestTerms {
  /** @example terms.status('In Progress') // '처리 중' in Korean */
  status: (stored: string) => string;
  /** @example terms.priority('High') // 'Alta' in Spanish */
  priority: (stored: string) => string;
}

const STATUS_KEYS: Record<Status, CommonKey> = {
  New: 'statusNew',
  'In Progress': 'statusInProgress',
  Resolved: 'statusResolved',
  Closed: 'statusClosed',
};

const PRIORITY_KEYS: Record<Priority, CommonKey> = {
  Low: 'priorityLow',
  Medium: 'priorityMedium',
  High: 'priorityHigh',
  Emergency: 'priorityEmergency',
};

const named =
  (t: Translate<CommonKey>, keys: Readonly<Record<string, CommonKey>>) =>
  (stored: string): string => {
    const key = Object.hasOwn(keys, stored) ? keys[stored] : undefined;
    return key ? t(key) : stored;
  };

/** The display names in the language of `t`. */
export function requestTerms(t: Translate<CommonKey>): RequestTerms {
  return { status: named(t, STATUS_KEYS), priority: named(t, PRIORITY_KEYS) };
}

/** The display names in the screen's language. */
export function useRequestTerms(): RequestTerms {
  const t = useMessages(commonMessages);
  return useMemo(() => requestTerms(t), [t]);
}
