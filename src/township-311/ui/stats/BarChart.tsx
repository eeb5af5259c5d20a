/**
 * A horizontal grouped bar chart and its data table (docs/311-app.md#statistics). The chart is an
 * inline SVG image named by a one-sentence summary; the table below it, with a caption and
 * header cells, is the accessible source of every figure. The series differ by fill pattern
 * (solid, hatched) as well as colour, and every bar carries its number, so colour is never needed.
 */
import { useId, useRef } from 'react';
import { DataTable, CELL } from '../DataTable.tsx';
import { barChartLayout, DEFAULT_WIDTH_PX, LABEL_FONT_PX, VALUE_FONT_PX } from './bar-chart-layout.ts';
import { chartSummary, type ChartRow } from './chart-summary.ts';
import { countText, type StatsWords } from './stats-words.ts';
import { useElementWidth } from './use-element-width.ts';

/** The widest the chart is drawn (Tailwind max-w-3xl). */
const MAX_WIDTH_PX = 768;

/** Two looks: a solid dark bar, a hatched light one. */
const SERIES_FILLS = ['fill-brand-700', ''] as const;

function Legend({ series, hatchId }: { series: readonly string[]; hatchId: string }) {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-slate-800" aria-hidden="true">
      {series.map((name, index) => (
        <li key={name} className="flex items-center gap-2">
          <svg width="20" height="14" className="border border-slate-700">
            <rect
              width="20"
              height="14"
              className={SERIES_FILLS[index] ?? ''}
              fill={index === 1 ? `url(#${hatchId})` : undefined}
            />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}

export function BarChart({
  title,
  rowHeader,
  series,
  rows,
  words,
  extraColumns = [],
}: {
  title: string;
  /** The table's first column, e.g. "Month". */
  rowHeader: string;
  /** Two series at most: solid, then hatched. */
  series: readonly string[];
  rows: readonly ChartRow[];
  /** The messages in the screen's language, for the chart's summary and its figures. */
  words: StatsWords;
  /** Columns the table has after the series (each row's `extra` cells), not drawn in the chart. */
  extraColumns?: readonly string[];
}) {
  // useId's marks are not all safe inside url(#…) references.
  const id = useId().replace(/[^\w-]/g, '');
  const hatchId = `${id}-hatch`;
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  const box = useRef<HTMLDivElement>(null);
  const measured = useElementWidth(box, DEFAULT_WIDTH_PX);
  const layout = barChartLayout(Math.min(measured, MAX_WIDTH_PX), series.length, rows.length);
  const barHeight = layout.barHeight;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <Legend series={series} hatchId={hatchId} />
      <div ref={box} className="w-full max-w-3xl">
        <svg
          role="img"
          aria-label={chartSummary(title, series, rows, words)}
          viewBox={`0 0 ${String(layout.width)} ${String(layout.height)}`}
          width={layout.width}
          height={layout.height}
          className="block max-w-full"
        >
          <defs>
            <pattern id={hatchId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className="fill-amber-200" />
              <line x1="0" y1="0" x2="0" y2="6" className="stroke-amber-900" strokeWidth="3" />
            </pattern>
          </defs>
          {rows.map((row, rowIndex) => {
            const { labelY, barsTop } = layout.row(rowIndex);
            return (
              <g key={`${String(rowIndex)}-${row.label}`}>
                <text
                  x={layout.labelX}
                  y={labelY}
                  textAnchor={layout.labelAnchor}
                  dominantBaseline="middle"
                  fontSize={LABEL_FONT_PX}
                  className="fill-slate-900"
                >
                  {row.label}
                </text>
                {series.map((name, index) => {
                  const value = row.values[index] ?? 0;
                  const width = (value / max) * layout.barSpace;
                  const y = barsTop + index * barHeight;
                  return (
                    <g key={name}>
                      <rect
                        x={layout.barX}
                        y={y + 1}
                        width={width}
                        height={barHeight - 2}
                        className={`${SERIES_FILLS[index] ?? ''} stroke-slate-800`}
                        fill={index === 1 ? `url(#${hatchId})` : undefined}
                        strokeWidth={value > 0 ? 0.5 : 0}
                      />
                      <text
                        x={layout.barX + width + 4}
                        y={y + barHeight / 2}
                        dominantBaseline="middle"
                        fontSize={VALUE_FONT_PX}
                        className="fill-slate-900"
                      >
                        {countText(value, words.lang)}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <DataTable caption={title} columns={[rowHeader, ...series, ...extraColumns]} scrollFocusable>
        {rows.map((row, rowIndex) => (
          // Two rows may share a label (two people of one name).
          <tr key={`${String(rowIndex)}-${row.label}`} className="border-t border-slate-200">
            <th scope="row" className={`${CELL} font-medium`}>
              {row.label}
            </th>
            {series.map((name, index) => (
              <td key={name} className={`${CELL} tabular-nums`}>
                {countText(row.values[index] ?? 0, words.lang)}
              </td>
            ))}
            {extraColumns.map((name, index) => (
              <td key={name} className={`${CELL} tabular-nums`}>
                {row.extra?.[index] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
