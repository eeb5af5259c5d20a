import { useEffect } from 'react';
import { currentHash } from './scroll.ts';

/**
 * Calls onQuestion with the question id named by the URL hash: once after hydration (a page opened
 * from a shared link), on every hashchange, and when a link to the current hash is clicked again
 * (which fires no hashchange).
 */
export function useQuestionHash(isQuestion: (id: string) => boolean, onQuestion: (id: string) => void): void {
  useEffect(() => {
    const follow = () => {
      const id = currentHash();
      if (id && isQuestion(id)) onQuestion(id);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement) || link.hash !== window.location.hash) return;
      if (link.pathname === window.location.pathname) follow();
    };
    follow();
    window.addEventListener('hashchange', follow);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', follow);
      document.removeEventListener('click', onClick);
    };
  }, [isQuestion, onQuestion]);
}
