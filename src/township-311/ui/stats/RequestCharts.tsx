/**
 * The two charts both statistics screens show, staff and public: requests opened and closed by
 * month, and open and closed requests by category, each with its table (BarChart).
 */
import { BarChart } from './BarChart.tsx';
import { monthName } from './stats-words.ts';

interface RequestChartsProps {
  months: readonly { label: string; opened: number; closed: number }[];
  byCategory: readonly { category: string; open: number; closed: number }[];
}

export function RequestCharts({ months, byCategory }: RequestChartsProps) {
  return (
    <>
      <BarChart
        title="Requests opened and closed by month"
        rowHeader="Month"
        series={['Opened', 'Closed']}
        rows={months.map((month) => ({ label: monthName(month.label), values: [month.opened, month.closed] }))}
      />
      <BarChart
        title="Open and closed requests by category"
        rowHeader="Category"
        series={['Open', 'Closed']}
        rows={byCategory.map((row) => ({ label: row.category, values: [row.open, row.closed] }))}
      />
    </>
  );
}
