/**
 * The Election Hub's data, loaded once per build from the content collections and checked across
 * files (an answer for an unknown question, a candidate in an unknown slate, ...). A broken
 * reference throws, so the build stops with the file and value named.
 */
import { getCollection, getEntry } from 'astro:content';
import { assembleElectionData, type ElectionData } from '#domain/election/election-data.ts';

/**
 * The checked, typed election data for pages and islands.
 * @example const { topics, answers, interviews } = await loadElection();
 */
export async function loadElection(): Promise<ElectionData> {
  const [site, election, finance, slates, candidates, interviews, topics, answerGroups] = await Promise.all([
    getEntry('site', 'site'),
    getEntry('election', 'election-2025'),
    getEntry('finance', 'finance-2025'),
    getCollection('slates'),
    getCollection('candidates'),
    getCollection('interviews'),
    getCollection('topics'),
    getCollection('answers'),
  ]);
  if (!site) throw new Error('content/site.json: entry "site" is missing');
  if (!election) throw new Error('content/election/election.json: entry "election-2025" is missing');
  if (!finance) throw new Error('content/election/finance.json: entry "finance-2025" is missing');
  return assembleElectionData({
    township: site.data.township,
    election,
    finance,
    slates,
    candidates: candidates.map((c) => ({ ...c, bioHtml: c.rendered?.html })),
    interviews,
    topics,
    answerGroups,
  });
}
