// One key date of a cycle as a calendar file, in the election's time zone.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getEntry } from 'astro:content';
import { buildNow } from '#site/lib/build-clock.ts';
import { calendarFor, keyDateSlugs } from '#site/lib/key-date-files.ts';
import { keyDatesCalendar } from '#site/lib/key-dates-ics.ts';
import { loadElections, type CycleData } from '#site/lib/load-election.ts';

export const getStaticPaths = (async () => {
  const { cycles } = await loadElections();
  return cycles.flatMap((data) =>
    keyDateSlugs(data.election.keyDates).map((slug, index) => ({
      params: { cycle: data.cycle, date: slug },
      props: { data, index },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const site = (await getEntry('site', 'site'))!.data;
  const { data, index } = props as { data: CycleData; index: number };
  return new Response(keyDatesCalendar(calendarFor(data, site.siteUrl, buildNow()), index), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
};
