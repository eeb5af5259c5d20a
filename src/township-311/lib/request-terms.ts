/** A request's stored statuses and priorities as the screen's language names them (#domain/messages-311/request-terms.ts). */
import { useMemo } from 'react';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { requestTerms, type RequestTerms } from '#domain/messages-311/request-terms.ts';
import { useMessages } from './i18n.tsx';

/** The display names in the screen's language. */
export function useRequestTerms(): RequestTerms {
  const t = useMessages(commonMessages);
  return useMemo(() => requestTerms(t), [t]);
}
