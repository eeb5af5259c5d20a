/**
 * The wizard's danger check in the page's language (docs/product.md#311-emergency-notice): the
 * English signs on every page, and the page language's danger words besides; the pseudo-locale
 * reads English.
 */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../lib/i18n.tsx';
import { DANGER_CHECK_DELAY_MS, useDanger } from './use-danger.ts';

function onPageIn(lang: string) {
  return function Page({ children }: { children: ReactNode }) {
    return <LanguageContext value={{ lang, offered: [], choose: () => {} }}>{children}</LanguageContext>;
  };
}

describe('useDanger', () => {
  it.each([
    ['es', 'Huele a gas en la esquina', true],
    ['es', 'La boca de incendios gotea', false],
    ['ko', '전선이 끊어져서 불꽃이 튀어요', true],
    ['en', 'Huele a gas en la esquina', false],
    ['en-XA', '전선이 끊어져서 불꽃이 튀어요', false],
  ])('on a page in %s reads %j as danger: %s', async (lang, description, danger) => {
    const { result, rerender } = renderHook(({ text }) => useDanger('Other', text), {
      wrapper: onPageIn(lang),
      initialProps: { text: 'I smell gas by the school' },
    });
    // The English signs read every page, once the check has loaded.
    await waitFor(
      () => {
        expect(result.current).toBe(true);
      },
      { timeout: 5_000 },
    );
    rerender({ text: description });
    await new Promise((resolve) => setTimeout(resolve, DANGER_CHECK_DELAY_MS + 300));
    expect(result.current).toBe(danger);
  });
});
