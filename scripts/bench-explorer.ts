/**
 * Benchmark of the Interview Question Explorer's filter (run: npm run bench:explorer).
 * Builds a bank of 1,000 generated questions in nine titled topics, each answered by four groups
 * (candidate and slate names, a summary and a transcript of about 200 words, as the search reads
 * them), then replays a visitor typing search queries one keystroke at a time (with office-filter
 * changes in between) through the real buildSearchIndex/filterTopics, and through a plain
 * Array.filter + includes over the question texts alone as a baseline measured in the same run.
 * Prints milliseconds per keystroke: median, p95 and max.
 * Target: under 16 ms per keystroke (one frame at 60 Hz).
 */
import { buildSearchIndex, filterTopics, type OfficeFilter, type TopicLike } from '#domain/election/questions.ts';
import type { QuestionOffice } from '#domain/election/schemas.ts';

const QUESTIONS = 1_000;
const ROUNDS = 30;
const TARGET_MS = 16;

/** Deterministic pseudo-random numbers (mulberry32), so every run filters the same bank. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const OPENERS = [
  'How will you',
  'What would you do to',
  'Should the township',
  'Why is it important to',
  'When would you',
];
const VERBS = ['improve', 'protect', 'fund', 'review', 'expand', 'limit', 'plan for', 'explain', 'repair', 'share'];
const SUBJECTS = [
  'warehouse truck routes',
  'property taxes',
  'the municipal budget',
  'sidewalks near schools',
  'stormwater drainage',
  'the train station area',
  'open space and farmland',
  'affordable housing',
  'livestreamed council meetings',
  'shared services with neighbors',
  'county road projects',
  'recreation programmes',
];
const TAILS = [
  'in your first year',
  'without raising taxes',
  'with residents',
  'over the next decade',
  'this term',
  '',
];
const TOPIC_IDS = [
  'opening',
  'vision',
  'future',
  'warehouses',
  'taxes',
  'infrastructure',
  'governance',
  'regional',
  'closing',
];

const TOPIC_TITLES: Record<string, string> = {
  opening: 'Opening Statements',
  vision: 'Vision for the Township',
  future: 'Planning for the Future',
  warehouses: 'Warehouses and Truck Traffic',
  taxes: 'Taxes and the Budget',
  infrastructure: 'Roads, Sidewalks and Infrastructure',
  governance: 'Open Government',
  regional: 'Regional Cooperation',
  closing: 'Closing Statements',
};
const GROUP_NAMES = [
  ['Eleanor Whitcombe', 'Proven Leaders for West Windsor'],
  ['Marcus Bell', 'West Windsor Together'],
  ['Raj Malhotra', 'Denise Kowalski', 'Proven Leaders for West Windsor'],
  ['Sofia Alvarez-Reed', 'Kevin Tanaka', 'West Windsor Together'],
];

/** What the search also reads for each question: four answers with names, summary and transcript. */
function answerBank(questions: readonly { id: string }[]): Map<string, string> {
  const next = random(4);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sentence = () => `${pick(OPENERS)} ${pick(VERBS)} ${pick(SUBJECTS)} ${pick(TAILS)}.`;
  const texts = new Map<string, string>();
  for (const { id } of questions) {
    const parts: string[] = [];
    for (const names of GROUP_NAMES) {
      parts.push(...names, sentence(), Array.from({ length: 20 }, sentence).join(' '));
    }
    texts.set(id, parts.join('\n'));
  }
  return texts;
}

function questionBank(): TopicLike[] {
  const next = random(2025);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const offices: (QuestionOffice | QuestionOffice[] | undefined)[] = [
    undefined,
    'Mayor',
    'Council',
    ['Mayor', 'Council'],
  ];
  const topics: TopicLike[] = TOPIC_IDS.map((id) => ({ id, title: TOPIC_TITLES[id] ?? id, questions: [] }));
  for (let i = 0; i < QUESTIONS; i++) {
    const text = `${pick(OPENERS)} ${pick(VERBS)} ${pick(SUBJECTS)} ${pick(TAILS)}`.trim() + '?';
    topics[i % topics.length]!.questions.push({ id: `q-${i}`, text, office: pick(offices) });
  }
  return topics;
}

/** What a visitor types: each prefix of a query, then deleting it, with office changes between. */
function keystrokes(): { query: string; office: OfficeFilter }[] {
  const steps: { query: string; office: OfficeFilter }[] = [];
  const type = (text: string, office: OfficeFilter) => {
    for (let n = 1; n <= text.length; n++) steps.push({ query: text.slice(0, n), office });
    for (let n = text.length - 1; n >= 0; n--) steps.push({ query: text.slice(0, n), office });
  };
  type('warehouse truck', 'All');
  steps.push({ query: '', office: 'Mayor' });
  type('Property Taxes', 'Mayor');
  steps.push({ query: '', office: 'Council' });
  type('sidewalks near sch', 'Council');
  type('Marcus Bell', 'All');
  type('zzz no match', 'All');
  return steps;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

function measure(run: (query: string, office: OfficeFilter) => number): number[] {
  const steps = keystrokes();
  const samples: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const { query, office } of steps) {
      const start = performance.now();
      sink += run(query, office);
      samples.push(performance.now() - start);
    }
  }
  if (sink < 0) console.log(sink); // keeps the work observable so it is not optimised away
  return samples;
}

const topics = questionBank();
const flat = topics.flatMap((t) => t.questions);

const answers = answerBank(flat);
const indexStart = performance.now();
const index = buildSearchIndex(topics, (q) => answers.get(q.id) ?? '');
const indexMs = performance.now() - indexStart;

// Warm both paths up so the JIT has compiled them before the measured rounds.
for (let i = 0; i < 50; i++) {
  filterTopics(index, 'tax', 'All');
  flat.filter((q) => q.text.toLowerCase().includes('tax'));
}

const real = stats(
  measure((query, office) => filterTopics(index, query, office).reduce((n, t) => n + t.questions.length, 0)),
);
const baseline = stats(
  measure((query) => {
    const needle = query.trim().toLowerCase();
    return flat.filter((q) => q.text.toLowerCase().includes(needle)).length;
  }),
);

const ms = (n: number) => `${n.toFixed(3)} ms`;
const keys = keystrokes().length;
const searched = [...answers.values()].reduce((n, text) => n + text.length, 0);
console.log(
  `Question explorer filter: ${QUESTIONS} questions in ${topics.length} topics, ${keys} keystrokes x ${ROUNDS} rounds`,
);
console.log(`answers searched with them: ${(searched / 1_000_000).toFixed(1)} M characters`);
console.log(`Node ${process.versions.node}; index built once in ${ms(indexMs)}`);
console.log('');
console.log('per keystroke                      median        p95        max');
const row = (name: string, s: ReturnType<typeof stats>) => {
  console.log(`${name.padEnd(32)} ${ms(s.median).padStart(10)} ${ms(s.p95).padStart(10)} ${ms(s.max).padStart(10)}`);
};
row('filterTopics (real, + office)', real);
row('baseline Array.filter+includes', baseline);
console.log('');
console.log(
  `ratio real/baseline: median ${(real.median / baseline.median).toFixed(2)}x, p95 ${(real.p95 / baseline.p95).toFixed(2)}x`,
);
console.log(
  `target < ${TARGET_MS} ms per keystroke: ${real.max < TARGET_MS ? 'met' : 'NOT met'} (max ${ms(real.max)})`,
);
