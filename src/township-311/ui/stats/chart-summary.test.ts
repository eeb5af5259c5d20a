import { describe, expect, it } from 'vitest';
import { chartSummary } from './chart-summary.ts';

describe('chartSummary', () => {
  it('names the span, each series total and its highest row', () => {
    expect(
      chartSummary(
        'Opened and closed by month',
        ['Opened', 'Closed'],
        [
          { label: 'Oct 2026', values: [1200, 1] },
          { label: 'Nov 2026', values: [5, 4] },
        ],
      ),
    ).toBe(
      'Opened and closed by month, Oct 2026 to Nov 2026. Opened: 1,205 in all, highest Oct 2026 (1,200). Closed: 5 in all, highest Nov 2026 (4). Every figure is in the table that follows.',
    );
  });
  it('keeps the first of equal highs and says none for a series of zeros', () => {
    expect(
      chartSummary(
        'By category',
        ['Open', 'Closed'],
        [
          { label: 'Graffiti', values: [2, 0] },
          { label: 'Other', values: [2, 0] },
        ],
      ),
    ).toBe(
      'By category, Graffiti to Other. Open: 4 in all, highest Graffiti (2). Closed: none. Every figure is in the table that follows.',
    );
  });
  it('says when there is nothing to draw', () => {
    expect(chartSummary('By month', ['Opened'], [])).toBe('By month: no figures yet.');
  });
});
