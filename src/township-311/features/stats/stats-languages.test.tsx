import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { inLanguage, renderSettled } from '../../testing/in-language.tsx';
import { renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { PublicStatsScreen } from './PublicStatsScreen.tsx';

const STATS = {
  generatedAt: '2026-11-27T17:05:00.000Z',
  months: [{ label: '2026-11', opened: 1204, closed: 2 }],
  byCategory: [{ category: 'Graffiti', open: 3, closed: 1 }],
  medianResolveMs: 30 * 3_600_000,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"311 in numbers" in other languages', () => {
  it('shows figures, months, categories, the median and the chart summary in Korean', async () => {
    stubApi({ 'GET /api/stats': { status: 200, body: STATS } });
    await renderSettled(() => renderStaff(inLanguage('ko', <PublicStatsScreen />), { path: '/311/ko/stats' }));
    expect(await screen.findByRole('heading', { level: 1, name: '숫자로 보는 311' })).toBeTruthy();
    const median = await screen.findByText('요청 해결까지 걸린 시간(중앙값)');
    expect(median.nextElementSibling).toHaveTextContent('1일 6시간');
    const chart = screen.getByRole('img', { name: /^월별 접수 및 종료 요청, 2026년 11월\./ });
    expect(chart.getAttribute('aria-label')).toContain('접수: 총 1,204건');
    const table = screen.getByRole('table', { name: '분류별 진행 중 및 종료 요청' });
    expect(within(table).getByRole('rowheader', { name: '낙서' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '요청 직접 보기' })).toBeTruthy();
    expect(screen.getByText(/기준 수치입니다/)).toHaveTextContent('2026년 11월 27일 오후 12:05');
  });

  it('writes figures the Hindi way and months in Hindi', async () => {
    stubApi({ 'GET /api/stats': { status: 200, body: STATS } });
    await renderSettled(() => renderStaff(inLanguage('hi', <PublicStatsScreen />), { path: '/311/hi/stats' }));
    const table = await screen.findByRole('table', { name: 'महीने के अनुसार खुले और बंद हुए अनुरोध' });
    expect(within(table).getByRole('rowheader').textContent).toMatch(/नव॰|नवं/);
    expect(table.textContent).toContain('1,204');
  });

  it('leaves no English outside the catalogs in the pseudo-locale', async () => {
    stubApi({ 'GET /api/stats': { status: 200, body: { ...STATS, medianResolveMs: null } } });
    await renderSettled(() =>
      renderStaff(inLanguage(PSEUDO_LOCALE, <PublicStatsScreen />), { path: '/311/en-xa/stats' }),
    );
    await screen.findAllByRole('table');
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent).toMatch(/^⟦.*⟧$/);
    for (const header of screen.getAllByRole('columnheader')) expect(header.textContent).toMatch(/^⟦.*⟧$/);
    expect(screen.getAllByRole('img')[0]!.getAttribute('aria-label')).toMatch(/^⟦.*⟧$/);
  });
});
