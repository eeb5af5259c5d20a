/**
 * The workload on the statistics screen (docs/product.md#311-staff-portal): per department and
 * per staff member, a chart of what is open and overdue now, and a table of every figure (open,
 * overdue, opened and resolved in the screen's months, median and 90th-percentile time to
 * resolve). English, as every staff screen.
 */
import { BarChart } from '../../../ui/stats/BarChart.tsx';
import { durationText, ENGLISH_STATS_WORDS, countText, monthName } from '../../../ui/stats/stats-words.ts';
import { UNASSIGNED } from '../request-detail/assignee-name.ts';
import type { StaffStats } from './stats-api.ts';

type Row = StaffStats['workload']['byDepartment'][number];

const SERIES = ['Open', 'Overdue'] as const;
const EXTRA_COLUMNS = [
  'Opened in period',
  'Resolved in period',
  'Median time to resolve',
  '90th percentile time to resolve',
] as const;
/** A time to resolve in a row with nothing resolved: shorter than the summary's words. */
const NONE_RESOLVED = 'None resolved';

const time = (ms: number | null) => (ms === null ? NONE_RESOLVED : durationText(ms));

/** A row as the chart and its table take it; a null name is the unassigned requests' row. */
function chartRow(row: Row) {
  return {
    label: row.name ?? UNASSIGNED,
    values: [row.open, row.overdue],
    extra: [countText(row.opened), countText(row.resolved), time(row.medianMs), time(row.p90Ms)],
  };
}

export function WorkloadCharts({ stats }: { stats: StaffStats }) {
  const first = stats.months[0]?.label;
  const last = stats.months.at(-1)?.label;
  const period = first && last ? `${monthName(first)} to ${monthName(last)}` : 'no months';
  const charts = [
    ['Workload by department', 'Department', stats.workload.byDepartment],
    ['Workload by assignee', 'Assigned to', stats.workload.byAssignee],
  ] as const;
  return (
    <>
      <p className="text-slate-700">
        Workload: open and overdue requests now; requests opened and resolved (or closed) in the period, {period}, and
        the time to resolve of those resolved in it. Unassigned requests have their own row.
      </p>
      {charts.map(([title, rowHeader, rows]) => (
        <BarChart
          key={title}
          title={title}
          rowHeader={rowHeader}
          series={SERIES}
          rows={rows.map(chartRow)}
          words={ENGLISH_STATS_WORDS}
          extraColumns={EXTRA_COLUMNS}
        />
      ))}
    </>
  );
}
