import { useEffect } from 'react';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { useMessages } from './i18n.tsx';
import { usePortalConfig } from './portal-config.tsx';

/**
 * Sets the tab title for a screen as "{screen} | {township} 311", so history entries and screen
 * reader announcements name the screen.
 * @example useDocumentTitle('Track a Request');
 */
export function useDocumentTitle(screen: string): void {
  const { township } = usePortalConfig();
  const title = useMessages(commonMessages)('documentTitle', { screen, township });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
