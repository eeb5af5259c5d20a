import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  filterTopics,
  matchesOffice,
  officeBadge,
  topicOfQuestion,
  type OfficeFilter,
  type QuestionLike,
} from './questions.ts';

const general: QuestionLike = { id: 'g', text: 'Why are you running?' };
const mayor: QuestionLike = { id: 'm', text: 'What would you CUT from the budget?', office: 'Mayor' };
const council: QuestionLike = { id: 'c', text: 'How do you see the council role?', office: 'Council' };
const both: QuestionLike = { id: 'b', text: 'What should happen at the station?', office: ['Mayor', 'Council'] };
const mayorList: QuestionLike = { id: 'ml', text: 'Taxes and the budget?', office: ['Mayor'] };

it.each<[QuestionLike, OfficeFilter, boolean]>([
  [general, 'All', true],
  [general, 'Mayor', false],
  [general, 'Council', false],
  [mayor, 'All', true],
  [mayor, 'Mayor', true],
  [mayor, 'Council', false],
  [council, 'Council', true],
  [council, 'Mayor', false],
  [both, 'Mayor', true],
  [both, 'Council', true],
  [mayorList, 'Mayor', true],
  [mayorList, 'Council', false],
])('matchesOffice(%j, %j) is %s', (question, filter, expected) => {
  expect(matchesOffice(question, filter)).toBe(expected);
});

it.each<[QuestionLike, string]>([
  [general, 'General Question'],
  [mayor, 'Mayor Question'],
  [council, 'Council Question'],
  [both, 'Mayor & Council Question'],
  [mayorList, 'Mayor Question'],
  [{ id: 'x', text: 'x', office: ['Council', 'Council'] }, 'Council Question'],
  [{ id: 'e', text: 'x', office: [] }, 'General Question'],
])('officeBadge(%j) is %s', (question, expected) => {
  expect(officeBadge(question)).toBe(expected);
});

const topics = [
  { id: 'opening', title: 'Opening', questions: [general, council] },
  { id: 'taxes', title: 'Taxes', questions: [mayor, mayorList] },
  { id: 'station', title: 'Station', questions: [both] },
];
const index = buildSearchIndex(topics);

it.each<[string, OfficeFilter, Record<string, string[]>]>([
  ['', 'All', { opening: ['g', 'c'], taxes: ['m', 'ml'], station: ['b'] }],
  ['   ', 'All', { opening: ['g', 'c'], taxes: ['m', 'ml'], station: ['b'] }],
  ['budget', 'All', { taxes: ['m', 'ml'] }],
  ['BUDGET', 'All', { taxes: ['m', 'ml'] }],
  ['cut', 'All', { taxes: ['m'] }],
  ['  Council ', 'All', { opening: ['c'] }],
  ['', 'Mayor', { taxes: ['m', 'ml'], station: ['b'] }],
  ['', 'Council', { opening: ['c'], station: ['b'] }],
  ['station', 'Council', { station: ['b'] }],
  ['running', 'Mayor', {}],
  ['warehouse', 'All', {}],
  ['?', 'All', { opening: ['g', 'c'], taxes: ['m', 'ml'], station: ['b'] }],
])('filterTopics(%j, %j) keeps the matching questions and hides empty topics', (query, office, expected) => {
  const result = filterTopics(index, query, office);
  expect(Object.fromEntries(result.map((t) => [t.topic.id, t.questions.map((q) => q.id)]))).toEqual(expected);
});

describe('filterTopics and topic titles', () => {
  it('finds every question of a topic by a word of its title, under the office filter too', () => {
    const ids = (query: string, office: OfficeFilter) =>
      filterTopics(index, query, office).map((t) => [t.topic.id, t.questions.map((q) => q.id)]);
    expect(ids('TAXES', 'All')).toEqual([['taxes', ['m', 'ml']]]);
    expect(ids('openin', 'All')).toEqual([['opening', ['g', 'c']]]);
    expect(ids('opening', 'Council')).toEqual([['opening', ['c']]]);
  });

  it('does not join a question and its topic title into words neither has', () => {
    expect(filterTopics(index, 'running?opening', 'All')).toEqual([]);
  });
});

describe('filterTopics with added text (transcripts)', () => {
  const spoken: Record<string, string> = { g: 'I grew up on Clarksville Road and coached Little League.' };
  const withTranscripts = buildSearchIndex(topics, (q) => spoken[q.id] ?? '');

  it('finds a question by a word only its transcript has, under the office filter too', () => {
    const ids = (query: string, office: OfficeFilter) =>
      filterTopics(withTranscripts, query, office).flatMap((t) => t.questions.map((q) => q.id));
    expect(ids('little league', 'All')).toEqual(['g']);
    expect(ids('little league', 'Mayor')).toEqual([]);
    expect(ids('budget', 'All')).toEqual(['m', 'ml']);
  });

  it('does not join the question and its transcript into words neither has', () => {
    const joined = buildSearchIndex([{ id: 't', title: 'T', questions: [general] }], () => 'Sure.');
    expect(filterTopics(joined, 'running?sure', 'All')).toEqual([]);
  });

  it('leaves the plain index unchanged', () => {
    expect(filterTopics(index, 'little league', 'All')).toEqual([]);
  });
});

it.each([
  ['c', 'opening'],
  ['b', 'station'],
  ['nope', undefined],
])('topicOfQuestion(%j) is %s', (id, expected) => {
  expect(topicOfQuestion(topics, id)).toBe(expected);
});

describe('filterTopics while typing and deleting', () => {
  it('gives the same result as a fresh index at every keystroke', () => {
    const spoken: Record<string, string> = { g: 'Budget talk', m: 'station budget', b: 'Sidewalks' };
    const typed = buildSearchIndex(topics, (q) => spoken[q.id] ?? '');
    const steps = ['b', 'bu', 'bud', 'budg', 'bud', 'b', '', 's', 'st', 'sta', 'stat', 'x', 'sta', 'c'];
    for (const [n, query] of steps.entries()) {
      const office: OfficeFilter = n % 3 === 0 ? 'Mayor' : 'All';
      const fresh = buildSearchIndex(topics, (q) => spoken[q.id] ?? '');
      expect(filterTopics(typed, query, office)).toEqual(filterTopics(fresh, query, office));
    }
  });
});
