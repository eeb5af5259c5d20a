/**
 * Benchmark of the Interview Question Explorer's filter (run: node scripts/bench-explorer.ts).
 * Builds a bank of 1,000 generated questions in nine topics, then replays a visitor typing search
 * queries one keystroke at a time (with office-filter changes in between) through the real
 * buildSearchIndex/filterTopics, and through a plain Array.filter + includes over the same texts
 * as a baseline measured in the same run. Prints milliseconds per keystroke: median, p95 and max.
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

function questionBank(): TopicLike[] {
  const next = random(2025);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const offices: (QuestionOffice | QuestionOffice[] | undefined)[] = [
    undefined,
    'Mayor',
    'Council',
    ['Mayor', 'Council'],
  ];
  const topics: TopicLike[] = TOPIC_IDS.map((id) => ({ id, title: id, questions: [] }));
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

const indexStart = performance.now();
const index = buildSearchIndex(topics);
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
console.log(
  `Question explorer filter: ${QUESTIONS} questions in ${topics.length} topics, ${keys} keystrokes x ${ROUNDS} rounds`,
);
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
