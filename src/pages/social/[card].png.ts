// The pictures shared links show: one for the site, one for each election cycle's hub.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getEntry } from 'astro:content';
import { dayLabel } from '#domain/election/dates.ts';
import { loadElections } from '#site/lib/load-election.ts';
import { socialCardPng } from '#site/lib/social-card.ts';

export const getStaticPaths = (async () => {
  const site = (await getEntry('site', 'site'))!.data;
  const { cycles } = await loadElections();
  return [
    {
      params: { card: 'site' },
      props: { title: site.organisation, subtitle: site.tagline, organisation: `${site.township}, ${site.state}` },
    },
    ...cycles.map(({ cycle, election }) => ({
      params: { card: `election-${cycle}` },
      props: {
        title: election.title,
        subtitle: `Election Day: ${dayLabel(election.electionDayUtc, election.timeZone)}`,
        organisation: site.organisation,
      },
    })),
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const card = props as { title: string; subtitle: string; organisation: string };
  return new Response(await socialCardPng(card), { headers: { 'Content-Type': 'image/png' } });
};
