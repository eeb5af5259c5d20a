/**
 * Component tests of a screen in another language: the screen inside the language context the
 * shell sets from the address, with a Suspense boundary for the catalogs it downloads.
 */
import { act } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { LanguageContext } from '../lib/i18n.tsx';

/** @example renderStaff(inLanguage('ko', <RequestCard request={request} />)) */
export function inLanguage(lang: string, ui: ReactNode): ReactNode {
  return (
    <LanguageContext value={{ lang, offered: [{ tag: 'en', name: 'English' }], choose: () => {} }}>
      <Suspense fallback={<p>Loading the language…</p>}>{ui}</Suspense>
    </LanguageContext>
  );
}

/**
 * Renders in an awaited act scope, so the catalogs a screen suspends on arrive and it renders
 * (an un-awaited render leaves React's retry queued in the act scope).
 * @example await renderSettled(() => render(inLanguage('ko', <RequestCard request={request} />)));
 */
export async function renderSettled<T>(renderIt: () => T): Promise<T> {
  let rendered: T | undefined;
  await act(async () => {
    rendered = renderIt();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered!;
}
