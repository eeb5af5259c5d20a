/**
 * The calendar files of a cycle's key dates: /elections/{cycle}/key-dates.ics (all of them) and
 * /elections/{cycle}/key-dates/{slug}.ics (one each), linked from the Key Dates list.
 */
import type { ElectionData } from '#domain/election/election-data.ts';

/** A key date's file name, from its event: "Voter registration deadline" -> "voter-registration-deadline". */
export function keyDateSlugs(keyDates: readonly { event: string }[]): string[] {
  const used = new Set<string>();
  return keyDates.map((date, index) => {
    const base =
      date.event
        .toLowerCase()
        .replace(/\(.*?\)/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'date';
    const slug = used.has(base) ? `${base}-${index + 1}` : base;
    used.add(slug);
    return slug;
  });
}

/** Where the calendar files of a cycle are. */
export const keyDatesHref = (cycle: string) => `/elections/${cycle}/key-dates.ics`;
export const keyDateHref = (cycle: string, slug: string) => `/elections/${cycle}/key-dates/${slug}.ics`;

/** The calendar input for a cycle. */
export function calendarFor(data: ElectionData, siteUrl: string, stampMs: number) {
  return {
    cycle: data.cycle,
    title: data.election.title,
    timeZone: data.election.timeZone,
    pageUrl: new URL(`/elections/${data.cycle}`, siteUrl).href,
    stampMs,
    dates: data.election.keyDates.map((d) => ({ event: d.event, target: d.target, end: d.end })),
  };
}
