/** What a bar chart says, as one sentence for its accessible name (the table beside it has every figure). */
import { countText, ENGLISH_STATS_WORDS, type StatsWords } from './stats-words.ts';

export interface ChartRow {
  label: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
  /** Cells only the table shows, after the series' figures (BarChart's `extraColumns`). */
  extra?: readonly string[];
}

/**
 * @example chartSummary('By month', ['Opened', 'Closed'], [{ label: 'Oct 2026', values: [3, 1] }, { label: 'Nov 2026', values: [5, 4] }])
 * // 'By month, Oct 2026 to Nov 2026. Opened: 8 in all, highest Nov 2026 (5). Closed: 5 in all, highest Nov 2026 (4). Every figure is in the table that follows.'
 */
export function chartSummary(
  title: string,
  series: readonly string[],
  rows: readonly ChartRow[],
  t: StatsWords = ENGLISH_STATS_WORDS,
): string {
  if (rows.length === 0) return t('noFigures', { title });
  const count = (value: number) => countText(value, t.lang);
  const span =
    rows.length === 1 ? rows[0]!.label : t('span', { from: rows[0]!.label, to: rows[rows.length - 1]!.label });
  const parts = series.map((name, index) => {
    let total = 0;
    let top: ChartRow | null = null;
    for (const row of rows) {
      const value = row.values[index] ?? 0;
      total += value;
      if (value > 0 && (top === null || value > (top.values[index] ?? 0))) top = row;
    }
    return top
      ? t('seriesSummary', { name, total: count(total), top: top.label, value: count(top.values[index] ?? 0) })
      : t('seriesNone', { name });
  });
  return t('summary', { title, span, series: parts.join(' ') });
}
