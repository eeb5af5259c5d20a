import type { Answer, AnswerGroup, Candidate, Election, Finance, Interview, Results, Slate, Topic } from './schemas.ts';
import { zonedTimeToUtc } from '../time/zoned-time.ts';
import { missingAfterWordings } from './phase.ts';
import { checkResults, tallyResults, type ResultsData } from './results.ts';
import { dayLabel, keyDateLabel } from './dates.ts';

/** A collection entry as the content loader hands it over. */
export interface Entry<T> {
  id: string;
  data: T;
  /** Source file relative to the project, when the loader knows it. */
  filePath?: string | undefined;
}

/** Every election collection, already validated one by one by its schema. */
export interface ElectionInput {
  /** The cycle's folder name in content/elections/, e.g. "2025". */
  cycle: string;
  /** Township name from content/site.json; slate names must contain it. */
  township: string;
  election: Entry<Election>;
  slates: Entry<Slate>[];
  candidates: (Entry<Candidate> & { body?: string | undefined; bioHtml?: string | undefined })[];
  interviews: Entry<Interview>[];
  topics: Entry<Topic>[];
  answerGroups: Entry<AnswerGroup>[];
  finance: Entry<Finance>;
  /** The results, once the cycle's results.json exists. */
  results?: Entry<Results> | undefined;
  /** The moment of the build: once the election has passed, every after-election wording is required. */
  nowMs: number;
}

/** Where each file of a cycle lives, for messages when the loader gives no file path. */
const electionFiles = (cycle: string) => {
  const dir = `content/elections/${cycle}`;
  return {
    election: `${dir}/election.json`,
    slates: `${dir}/slates.json`,
    candidate: (id: string) => `${dir}/candidates/${id}.md`,
    interviews: `${dir}/interviews.json`,
    topics: `${dir}/topics.json`,
    answers: (group: string) => `${dir}/answers/${group}.json`,
    finance: `${dir}/finance.json`,
    results: `${dir}/results.json`,
  } as const;
};

const fileOf = (entry: { filePath?: string | undefined }, fallback: string) => entry.filePath ?? fallback;
const list = (values: Iterable<string>) => [...values].map((v) => `"${v}"`).join(', ');

/**
 * Every broken cross-reference between the election files, each naming the file and the value.
 * An empty list means the content hangs together.
 * @example checkElectionReferences(input) // ['content/elections/2025/answers/mayor-1.json: answer for unknown question id "taxes-9" ...']
 */
export function checkElectionReferences(input: ElectionInput): string[] {
  const ELECTION_FILES = electionFiles(input.cycle);
  const problems: string[] = [];
  const slateIds = new Set(input.slates.map((s) => s.id));
  const candidateIds = new Set(input.candidates.map((c) => c.id));
  const groupIds = new Set(input.answerGroups.map((g) => g.id));

  for (const slate of input.slates) {
    if (!slate.data.name.includes(input.township)) {
      problems.push(
        `${fileOf(slate, ELECTION_FILES.slates)}: slate "${slate.id}" name "${slate.data.name}" must contain the township "${input.township}"`,
      );
    }
  }

  for (const candidate of input.candidates) {
    if (!slateIds.has(candidate.data.slate)) {
      problems.push(
        `${fileOf(candidate, ELECTION_FILES.candidate(candidate.id))}: candidate "${candidate.id}" is in unknown slate "${candidate.data.slate}" (known: ${list(slateIds)})`,
      );
    }
  }

  const questionTopic = new Map<string, string>();
  for (const topic of input.topics) {
    for (const question of topic.data.questions) {
      const first = questionTopic.get(question.id);
      if (first !== undefined) {
        problems.push(
          `${fileOf(topic, ELECTION_FILES.topics)}: duplicate question id "${question.id}" (in topics "${first}" and "${topic.id}")`,
        );
      } else {
        questionTopic.set(question.id, topic.id);
      }
    }
  }

  const usedGroups = new Set<string>();
  for (const interview of input.interviews) {
    const file = fileOf(interview, ELECTION_FILES.interviews);
    usedGroups.add(interview.data.answerGroup);
    if (!groupIds.has(interview.data.answerGroup)) {
      problems.push(
        `${file}: interview "${interview.id}" names unknown answer group "${interview.data.answerGroup}" (no file ${ELECTION_FILES.answers(interview.data.answerGroup)})`,
      );
    }
    for (const id of interview.data.candidates) {
      if (!candidateIds.has(id)) {
        problems.push(
          `${file}: interview "${interview.id}" features unknown candidate "${id}" (known: ${list(candidateIds)})`,
        );
      }
    }
  }

  for (const group of input.answerGroups) {
    const file = fileOf(group, ELECTION_FILES.answers(group.id));
    if (!usedGroups.has(group.id)) {
      problems.push(
        `${file}: answer group "${group.id}" is not the answerGroup of any interview in ${ELECTION_FILES.interviews}`,
      );
    }
    for (const questionId of Object.keys(group.data)) {
      if (!questionTopic.has(questionId)) {
        problems.push(`${file}: answer for unknown question id "${questionId}" (not in ${ELECTION_FILES.topics})`);
      }
    }
  }

  for (const committee of input.finance.data.committees) {
    if (!slateIds.has(committee.slate)) {
      problems.push(
        `${fileOf(input.finance, ELECTION_FILES.finance)}: committee "${committee.name}" names unknown slate "${committee.slate}" (known: ${list(slateIds)})`,
      );
    }
  }

  problems.push(...checkTimeline(input, fileOf(input.election, ELECTION_FILES.election)));
  if (input.results) {
    const { seats } = input.election.data;
    problems.push(
      ...checkResults(
        input.results.data,
        input.candidates.map((c) => ({ ...c.data, id: c.id })),
        { Mayor: seats.mayor, 'Township Council': seats.council },
        fileOf(input.results, ELECTION_FILES.results),
      ),
    );
  }
  return problems;
}

/**
 * Dates out of order, and (once the election has passed) texts without their after-election wording.
 */
function checkTimeline(input: ElectionInput, file: string): string[] {
  const problems: string[] = [];
  const election = input.election.data;
  const at = (local: string) => zonedTimeToUtc(local, election.timeZone).getTime();
  const day = at(election.electionDay);
  if (at(election.registrationDeadline) > day) {
    problems.push(
      `${file}: registrationDeadline "${election.registrationDeadline}" is after electionDay "${election.electionDay}"`,
    );
  }
  let previous: { target: string; at: number } | undefined;
  for (const keyDate of election.keyDates) {
    const start = at(keyDate.target);
    if (previous && start < previous.at) {
      problems.push(
        `${file}: key date "${keyDate.event}" (${keyDate.target}) is out of order: it comes before "${previous.target}"`,
      );
    }
    if (keyDate.end && at(keyDate.end) < start) {
      problems.push(
        `${file}: key date "${keyDate.event}" ends ("${keyDate.end}") before it starts ("${keyDate.target}")`,
      );
    }
    if (Math.max(start, keyDate.end ? at(keyDate.end) : start) > day) {
      problems.push(
        `${file}: key date "${keyDate.event}" (${keyDate.end ?? keyDate.target}) is after electionDay "${election.electionDay}"`,
      );
    }
    previous = { target: keyDate.target, at: start };
  }
  if (input.nowMs >= day) {
    for (const field of missingAfterWordings(election)) {
      problems.push(`${file}: the election has passed, so "${field}" needs its "after" wording`);
    }
  }
  return problems;
}

/** A candidate with its id and biography. */
export type CandidateData = Candidate & {
  id: string;
  /** The Markdown body as written. */
  body: string;
  /** The body rendered to HTML by the content loader. */
  bioHtml: string;
};

/** A slate with its candidates in display order. */
export type SlateData = Slate & { id: string; candidates: CandidateData[] };

/** Everything the Election Hub shows, checked and ready to render. Plain data, safe to pass to islands. */
export interface ElectionData {
  /** The cycle's folder name, e.g. "2025"; its permanent address is /elections/{cycle}. */
  cycle: string;
  election: Omit<Election, 'keyDates'> & {
    /** Poll-closing instant as an ISO UTC string (countdown target, and the moment the hub turns to "after"). */
    electionDayUtc: string;
    /** Election Day in words, e.g. "Tuesday, November 4, 2025". */
    electionDayLabel: string;
    /** Registration deadline as an ISO UTC string. */
    registrationDeadlineUtc: string;
    keyDates: (Election['keyDates'][number] & {
      targetUtc: string;
      /** The moment the date is past: its end, or its start when it has no end. */
      pastUtc: string;
      /** The date with its year, e.g. "Oct 25 – Nov 2, 2025". */
      fullDate: string;
    })[];
  };
  /** Slates in column order. */
  slates: SlateData[];
  /** Interviews in page order. */
  interviews: (Interview & { id: string })[];
  /** Topics in the order of topics.json. */
  topics: (Topic & { id: string })[];
  /** Every question id in topic order: the fixed order in which answers follow one another in a video. */
  questionOrder: string[];
  /** Answers by answer group, then by question id. */
  answers: Record<string, Record<string, Answer>>;
  finance: Finance;
  /** The counted votes, once the cycle has a results file. */
  results?: ResultsData | undefined;
}

/**
 * Checks the cross-references and assembles the page's data; throws one error listing every
 * problem, so the build stops with the file and value to fix.
 * @example assembleElectionData(input).questionOrder[0] // 'opening-1'
 */
export function assembleElectionData(input: ElectionInput): ElectionData {
  const problems = checkElectionReferences(input);
  if (problems.length > 0) {
    throw new Error(`Election content has ${problems.length} broken reference(s):\n  - ${problems.join('\n  - ')}`);
  }
  const { timeZone } = input.election.data;
  const utc = (local: string) => zonedTimeToUtc(local, timeZone).toISOString();
  const electionDayUtc = utc(input.election.data.electionDay);
  const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
  const topics = [...input.topics].sort(byOrder);
  const candidates = input.candidates.map((c): CandidateData => ({
    ...c.data,
    id: c.id,
    body: c.body ?? '',
    bioHtml: c.bioHtml ?? '',
  }));
  return {
    cycle: input.cycle,
    election: {
      ...input.election.data,
      electionDayUtc,
      electionDayLabel: dayLabel(electionDayUtc, timeZone),
      registrationDeadlineUtc: utc(input.election.data.registrationDeadline),
      keyDates: input.election.data.keyDates.map((d) => {
        const targetUtc = utc(d.target);
        const endUtc = d.end ? utc(d.end) : undefined;
        return { ...d, targetUtc, pastUtc: endUtc ?? targetUtc, fullDate: keyDateLabel(targetUtc, endUtc, timeZone) };
      }),
    },
    slates: [...input.slates].sort(byOrder).map((slate) => ({
      ...slate.data,
      id: slate.id,
      candidates: candidates.filter((c) => c.slate === slate.id).sort((a, b) => a.order - b.order),
    })),
    interviews: [...input.interviews].sort(byOrder).map((i) => ({ ...i.data, id: i.id })),
    topics: topics.map((t) => ({ ...t.data, id: t.id })),
    questionOrder: topics.flatMap((t) => t.data.questions.map((q) => q.id)),
    answers: Object.fromEntries(input.answerGroups.map((g) => [g.id, g.data])),
    finance: input.finance.data,
    results: input.results ? tallyResults(input.results.data, candidates) : undefined,
  };
}
