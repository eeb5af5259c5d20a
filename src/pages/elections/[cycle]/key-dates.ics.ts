// Every key date of a cycle as one calendar file, in the election's time zone.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getEntry } from 'astro:content';
import { buildNow } from '#site/lib/build-clock.ts';
import { calendarFor } from '#site/lib/key-date-files.ts';
import { keyDatesCalendar } from '#site/lib/key-dates-ics.ts';
import { loadElections, type CycleData } from '#site/lib/load-election.ts';

export const getStaticPaths = (async () => {
  const { cycles } = await loadElections();
  return cycles.map((data) => ({ params: { cycle: data.cycle }, props: { data } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const site = (await getEntry('site', 'site'))!.data;
  const { data } = props as { data: CycleData };
  return new Response(keyDatesCalendar(calendarFor(data, site.siteUrl, buildNow())), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
};
