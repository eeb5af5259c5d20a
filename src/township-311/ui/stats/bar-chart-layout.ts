/**
 * Where a bar chart's labels and bars go at the width it is drawn (docs/311-app.md#statistics).
 * The chart is drawn at its real width in CSS pixels (one SVG unit per pixel), so its text keeps
 * its size on a phone instead of shrinking with a fixed-width drawing (a 640-unit chart on a
 * 300 px screen made 13 px labels about 6 px). Narrow charts put each label on its own line above
 * its bars; wide ones keep a label column.
 */

/** Text sizes in CSS pixels: labels, and the number at the end of each bar. */
export const LABEL_FONT_PX = 14;
export const VALUE_FONT_PX = 12;
/** Below this width each label goes above its bars. */
export const STACKED_BELOW_PX = 480;
/** Width assumed before the chart has been measured. */
export const DEFAULT_WIDTH_PX = 640;

const BAR_HEIGHT = 16;
const ROW_GAP = 12;
const LABEL_LINE = 20;
/** Room after the longest bar for its number. */
const VALUE_ROOM = 8 * VALUE_FONT_PX;

interface BarChartLayout {
  width: number;
  height: number;
  stacked: boolean;
  /** Where the labels end (right-aligned) or start (stacked, left-aligned). */
  labelX: number;
  labelAnchor: 'end' | 'start';
  /** Where the bars start, and the longest bar's length. */
  barX: number;
  barSpace: number;
  barHeight: number;
  /** The top of a row, the label's middle and the top of its first bar. */
  row: (index: number) => { top: number; labelY: number; barsTop: number };
}

/**
 * @example barChartLayout(320, 2, 12).stacked // true: labels above the bars on a phone
 */
export function barChartLayout(measuredWidth: number, seriesCount: number, rowCount: number): BarChartLayout {
  const width = Math.max(200, Math.round(measuredWidth));
  const stacked = width < STACKED_BELOW_PX;
  const labelColumn = stacked ? 0 : Math.min(190, Math.round(width * 0.3));
  const barsHeight = seriesCount * BAR_HEIGHT;
  const rowHeight = (stacked ? LABEL_LINE : 0) + barsHeight + ROW_GAP;
  const barX = stacked ? 0 : labelColumn;
  return {
    width,
    height: Math.max(rowHeight, rowCount * rowHeight),
    stacked,
    labelX: stacked ? 0 : labelColumn - 8,
    labelAnchor: stacked ? 'start' : 'end',
    barX,
    barSpace: Math.max(20, width - barX - VALUE_ROOM),
    barHeight: BAR_HEIGHT,
    row: (index) => {
      const top = index * rowHeight;
      return stacked
        ? { top, labelY: top + LABEL_LINE / 2, barsTop: top + LABEL_LINE }
        : { top, labelY: top + barsHeight / 2, barsTop: top };
    },
  };
}
