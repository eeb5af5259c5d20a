import { useEffect } from 'react';
import { usePortalConfig } from './portal-config.tsx';

/**
 * Sets the tab title for a screen as "{screen} | {township} 311", so history entries and screen
 * reader announcements name the screen.
 * @example useDocumentTitle('Track a Request');
 */
export function useDocumentTitle(screen: string): void {
  const { township } = usePortalConfig();
  useEffect(() => {
    document.title = `${screen} | ${township} 311`;
  }, [screen, township]);
}
