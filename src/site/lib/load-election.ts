/**
 * Every election cycle's data (content/elections/{cycle}/), loaded once per build from the content
 * collections and checked within and across cycles (an answer for an unknown question, a candidate
 * in an unknown slate, a date out of order, two cycles set current…). A problem throws, so the
 * build stops with the file and value named.
 */
import { getCollection, getEntry } from 'astro:content';
import { assembleElectionData, checkElectionReferences, type ElectionData } from '#domain/election/election-data.ts';
import { checkCycles, otherCycleQuestions, type CycleFacts } from '#domain/election/cycles.ts';
import { buildNow } from './build-clock.ts';
import type { ForumEvent } from '#domain/content/schemas.ts';
import { isTranslationFileName } from '#domain/content/translation-overlay.ts';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { CycleTranslator, FORUM_FILE, isUntranslated, type Untranslated } from './translate-election.ts';

/** One cycle, ready to render. */
export type CycleData = ElectionData & {
  /** The candidate forum this hub keeps an archive of, if any. */
  forum?: ForumEvent | undefined;
  /** On a page in another language: whether the forum's text shows in English (no content/forum.<tag>.json). */
  forumEnglish?: boolean | undefined;
  /** On a page in another language: what of the cycle shows in English (translate-election.ts). */
  untranslated?: Untranslated | undefined;
};

/** Every cycle, and which one /election shows. */
export interface Elections {
  /** Cycles by election day, newest first. */
  cycles: CycleData[];
  current: CycleData;
  /** Question ids of the other cycles, each with its cycle, for old /election#id links. */
  otherCycleQuestions: Record<string, string>;
}

/** The part of an entry id after its cycle: "2025/proven-leaders" -> "proven-leaders". */
const inCycle = <T extends { id: string }>(entries: T[], cycle: string): T[] =>
  entries.filter((e) => e.id.startsWith(`${cycle}/`)).map((e) => ({ ...e, id: e.id.slice(cycle.length + 1) }));

/** Entries that are English originals, not translations (a Markdown file's `x.es.md` has the id `x.es`). */
const originals = <T extends { id: string }>(entries: T[]): T[] =>
  entries.filter((e) => !isTranslationFileName(`${e.id}.md`));

async function loadAll(lang: string): Promise<Elections> {
  const [site, elections, finances, results, slates, candidates, interviews, topics, answerGroups, forums] =
    await Promise.all([
      getEntry('site', 'site'),
      getCollection('elections'),
      getCollection('finance'),
      getCollection('results'),
      getCollection('slates'),
      getCollection('candidates'),
      getCollection('interviews'),
      getCollection('topics'),
      getCollection('answers'),
      getCollection('forum'),
    ]);
  if (!site) throw new Error('content/site.json: entry "site" is missing');
  const nowMs = buildNow();
  const problems: string[] = [];
  const cycles: CycleData[] = [];
  for (const election of elections) {
    const cycle = election.id;
    const file = `content/elections/${cycle}`;
    const finance = finances.find((f) => f.id === cycle);
    if (!finance) {
      problems.push(`${file}/finance.json is missing`);
      continue;
    }
    const forumId = election.data.forum;
    const forum = forumId === undefined ? undefined : forums.find((f) => f.id === forumId);
    if (forumId !== undefined && !forum) {
      problems.push(`${file}/election.json: forum "${forumId}" is not in content/forum.json`);
    }
    const english = {
      cycle,
      township: site.data.township,
      election,
      finance,
      results: results.find((r) => r.id === cycle),
      slates: inCycle(slates, cycle),
      candidates: originals(inCycle(candidates, cycle)).map((c) => ({ ...c, bioHtml: c.rendered?.html })),
      interviews: inCycle(interviews, cycle),
      topics: inCycle(topics, cycle),
      answerGroups: inCycle(answerGroups, cycle),
      nowMs,
    };
    const translator = lang === DEFAULT_LANGUAGE ? undefined : new CycleTranslator(cycle, lang);
    const input = translator
      ? {
          ...english,
          election: translator.one('election.json', election),
          finance: translator.one('finance.json', finance),
          results: english.results && translator.one('results.json', english.results),
          slates: translator.keyed('slates.json', english.slates, 'keep'),
          interviews: translator.keyed('interviews.json', english.interviews),
          topics: translator.list('topics.json', english.topics),
          answerGroups: english.answerGroups.map((group) => translator.one(`answers/${group.id}.json`, group)),
          candidates: english.candidates.map((candidate) => {
            const translation = inCycle(candidates, cycle).find((c) => c.id === `${candidate.id}.${lang}`);
            return translator.markdown(
              `candidates/${candidate.id}.md`,
              candidate,
              translation && { ...translation, bioHtml: translation.rendered?.html },
            );
          }),
        }
      : english;
    const found = checkElectionReferences(input);
    if (found.length > 0) problems.push(...found);
    else {
      // The forum archive's content in the page's language (content/forum.es.json), or English, marked.
      const forumData = forum && translator ? translator.forum(forum.id, forum.data) : forum?.data;
      cycles.push({
        ...assembleElectionData(input),
        forum: forumData,
        forumEnglish: translator ? isUntranslated(translator.untranslated, FORUM_FILE) : undefined,
        untranslated: translator?.untranslated,
      });
    }
  }
  const facts: CycleFacts[] = cycles.map((c) => ({
    cycle: c.cycle,
    current: c.election.current,
    file: `content/elections/${c.cycle}/election.json`,
    topicsFile: `content/elections/${c.cycle}/topics.json`,
    questionIds: c.questionOrder,
  }));
  problems.push(...checkCycles(facts));
  if (problems.length > 0) {
    throw new Error(`Election content has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
  }
  cycles.sort((a, b) => Date.parse(b.election.electionDayUtc) - Date.parse(a.election.electionDayUtc));
  return {
    cycles,
    current: cycles.find((c) => c.election.current)!,
    otherCycleQuestions: otherCycleQuestions(facts),
  };
}

const loaded = new Map<string, Promise<Elections>>();

/**
 * Every cycle, checked, in a language (English by default), loaded once per build and language.
 * @example const { current } = await loadElections('es');
 */
export function loadElections(lang: string = DEFAULT_LANGUAGE): Promise<Elections> {
  // In `astro dev` content changes while the module stays loaded: read it afresh for each page.
  if (import.meta.env.DEV) return loadAll(lang);
  let found = loaded.get(lang);
  if (!found) {
    found = loadAll(lang);
    loaded.set(lang, found);
  }
  return found;
}
