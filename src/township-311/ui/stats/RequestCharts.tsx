/**
 * The two charts both statistics screens show, staff and public: requests opened and closed by
 * month, and open and closed requests by category, each with its table (BarChart).
 */
import { useLanguage, useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import { BarChart } from './BarChart.tsx';
import { statsMessages } from './stats.messages.ts';
import { monthName } from './stats-words.ts';

interface RequestChartsProps {
  months: readonly { label: string; opened: number; closed: number }[];
  byCategory: readonly { category: string; open: number; closed: number }[];
}

export function RequestCharts({ months, byCategory }: RequestChartsProps) {
  const t = useMessages(statsMessages);
  const { lang } = useLanguage();
  const terms = useTownshipTerms();
  return (
    <>
      <BarChart
        title={t('byMonth')}
        rowHeader={t('month')}
        series={[t('opened'), t('closed')]}
        rows={months.map((month) => ({ label: monthName(month.label, lang), values: [month.opened, month.closed] }))}
        words={t}
      />
      <BarChart
        title={t('byCategory')}
        rowHeader={t('category')}
        series={[t('open'), t('closed')]}
        rows={byCategory.map((row) => ({ label: terms.category(row.category), values: [row.open, row.closed] }))}
        words={t}
      />
    </>
  );
}
