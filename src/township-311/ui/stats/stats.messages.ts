/**
 * "311 in numbers" and its charts (the staff statistics screen shows the same charts, in
 * English): titles, series, the chart's one-sentence summary and times in words.
 */
import { defineMessages } from '#domain/i18n/messages.ts';

export const statsMessages = defineMessages(
  '311-stats',
  {
    title: '311 in numbers',
    lead: 'How many requests residents reported and how many the township finished, by month and by category. <link>See the requests themselves</link>',
    loading: 'Loading the figures…',
    failed: 'The figures could not be loaded. Please try again later.',
    median: 'Median time to resolve a request',
    asOf: 'Figures as of <time>{when}</time>.',
    noneResolved: 'No requests resolved yet',
    underAnHour: 'less than an hour',
    hours: '{hours, plural, one {# hour} other {# hours}}',
    days: '{days, plural, one {# day} other {# days}}',
    daysHours: '{days, plural, one {# day} other {# days}} {hours, plural, one {# hour} other {# hours}}',
    byMonth: 'Requests opened and closed by month',
    month: 'Month',
    opened: 'Opened',
    closed: 'Closed',
    byCategory: 'Open and closed requests by category',
    category: 'Category',
    open: 'Open',
    noFigures: '{title}: no figures yet.',
    span: '{from} to {to}',
    seriesSummary: '{name}: {total} in all, highest {top} ({value}).',
    seriesNone: '{name}: none.',
    summary: '{title}, {span}. {series} Every figure is in the table that follows.',
  },
  {
    lead: 'The <link> text opens the list of requests.',
    asOf: '{when} is a date and time.',
    hours: 'A time to resolve a request.',
    daysHours: 'A time to resolve a request, e.g. "2 days 5 hours".',
    seriesSummary:
      'Part of a chart summary for screen readers: {name} is a series (Opened), {top} the month or category with the most.',
    summary:
      'A chart summary for screen readers; {span} is e.g. "Oct 2026 to Nov 2026", {series} the series sentences.',
  },
);
