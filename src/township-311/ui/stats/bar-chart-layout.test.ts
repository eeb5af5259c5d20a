import { describe, expect, it } from 'vitest';
import { barChartLayout, LABEL_FONT_PX, STACKED_BELOW_PX, VALUE_FONT_PX } from './bar-chart-layout.ts';

describe.each([
  [288, true],
  [343, true],
  [STACKED_BELOW_PX - 1, true],
  [STACKED_BELOW_PX, false],
  [768, false],
])('barChartLayout at %i px', (width, stacked) => {
  const layout = barChartLayout(width, 2, 12);

  it('draws at that width, so its text is the size it says (at least 12 px)', () => {
    expect(layout.width).toBe(width);
    expect(Math.min(LABEL_FONT_PX, VALUE_FONT_PX)).toBeGreaterThanOrEqual(12);
  });

  it(`puts the labels ${stacked ? 'above the bars' : 'in a column before them'}, leaving room for the numbers`, () => {
    expect(layout.stacked).toBe(stacked);
    expect(layout.barX + layout.barSpace + 8 * VALUE_FONT_PX).toBeLessThanOrEqual(width);
    const first = layout.row(0);
    const second = layout.row(1);
    if (stacked) {
      expect(layout.barX).toBe(0);
      expect(first.barsTop - first.labelY).toBeGreaterThanOrEqual(LABEL_FONT_PX / 2);
    } else {
      expect(layout.labelX).toBeLessThan(layout.barX);
    }
    expect(second.top).toBeGreaterThanOrEqual(first.barsTop + 2 * layout.barHeight);
    expect(layout.height).toBe(12 * second.top);
  });
});
