import { describe, expect, it } from 'vitest';
import { chartSummary } from './chart-summary.ts';

describe('chartSummary', () => {
  it.each([
    {
      does: 'names the span, each series total and its highest row',
      title: 'Opened and closed by month',
      series: ['Opened', 'Closed'],
      rows: [
        { label: 'Oct 2026', values: [1200, 1] },
        { label: 'Nov 2026', values: [5, 4] },
      ],
      summary:
        'Opened and closed by month, Oct 2026 to Nov 2026. Opened: 1,205 in all, highest Oct 2026 (1,200). Closed: 5 in all, highest Nov 2026 (4). Every figure is in the table that follows.',
    },
    {
      does: 'keeps the first of equal highs and says none for a series of zeros',
      title: 'By category',
      series: ['Open', 'Closed'],
      rows: [
        { label: 'Graffiti', values: [2, 0] },
        { label: 'Other', values: [2, 0] },
      ],
      summary:
        'By category, Graffiti to Other. Open: 4 in all, highest Graffiti (2). Closed: none. Every figure is in the table that follows.',
    },
  ])('$does', ({ title, series, rows, summary }) => {
    expect(chartSummary(title, series, rows)).toBe(summary);
  });
  it('says when there is nothing to draw', () => {
    expect(chartSummary('By month', ['Opened'], [])).toBe('By month: no figures yet.');
  });
});
