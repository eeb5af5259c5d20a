import type { QuestionOffice } from './schemas.ts';

/** The office filter's choices. */
export const OFFICE_FILTERS = ['All', 'Mayor', 'Council'] as const;
export type OfficeFilter = (typeof OFFICE_FILTERS)[number];

/** The fields of a question the explorer needs. */
export interface QuestionLike {
  id: string;
  text: string;
  office?: QuestionOffice | QuestionOffice[] | undefined;
}

/** The fields of a topic the explorer needs. */
export interface TopicLike<Q extends QuestionLike = QuestionLike> {
  id: string;
  title: string;
  questions: Q[];
}

/**
 * Whether a question belongs under the office filter. A question matches an office if its office
 * equals it or its list contains it; a General question (no office) shows only under All.
 * @example matchesOffice({ id: 'q', text: '…', office: ['Mayor', 'Council'] }, 'Council') // true
 */
export function matchesOffice(question: QuestionLike, filter: OfficeFilter): boolean {
  if (filter === 'All') return true;
  const { office } = question;
  return Array.isArray(office) ? office.includes(filter) : office === filter;
}

/**
 * The badge on a question card: '{office} Question', 'General Question' with no office, and the
 * offices joined with '&' for a list.
 * @example officeBadge({ id: 'q', text: '…', office: ['Mayor', 'Council'] }) // 'Mayor & Council Question'
 */
export function officeBadge(question: QuestionLike): string {
  const { office } = question;
  const offices = office === undefined ? [] : Array.isArray(office) ? office : [office];
  return offices.length === 0 ? 'General Question' : `${[...new Set(offices)].join(' & ')} Question`;
}

/** Topics with their questions' text lower-cased once, so each keystroke only compares. */
interface SearchIndex<Q extends QuestionLike> {
  topics: { topic: TopicLike<Q>; entries: { question: Q; haystack: string }[] }[];
}

/**
 * Prepares the topics for repeated filtering. `moreText` adds words a question is also found by
 * (its answers' transcripts).
 * @example filterTopics(buildSearchIndex(topics, (q) => transcriptText(groups, q.id)), 'tax', 'All')
 */
export function buildSearchIndex<Q extends QuestionLike>(
  topics: readonly TopicLike<Q>[],
  moreText?: (question: Q) => string,
): SearchIndex<Q> {
  return {
    topics: topics.map((topic) => ({
      topic,
      entries: topic.questions.map((question) => {
        const more = moreText?.(question) ?? '';
        return { question, haystack: (more === '' ? question.text : `${question.text}\n${more}`).toLowerCase() };
      }),
    })),
  };
}

/** A topic left visible by the filters, with only its matching questions. */
interface VisibleTopic<Q extends QuestionLike> {
  topic: TopicLike<Q>;
  questions: Q[];
}

/**
 * The topics to show for a search text and office filter: a question shows when its text (or its
 * added text, such as transcripts) contains the search (case-insensitive, surrounding spaces ignored) and it matches the office; topics with
 * no such question are left out.
 * @example filterTopics(index, 'WAREHOUSE', 'Mayor').map((t) => t.topic.id) // ['warehouses']
 */
export function filterTopics<Q extends QuestionLike>(
  index: SearchIndex<Q>,
  query: string,
  office: OfficeFilter,
): VisibleTopic<Q>[] {
  const needle = query.trim().toLowerCase();
  const visible: VisibleTopic<Q>[] = [];
  for (const { topic, entries } of index.topics) {
    const questions: Q[] = [];
    for (const { question, haystack } of entries) {
      if ((needle === '' || haystack.includes(needle)) && matchesOffice(question, office)) questions.push(question);
    }
    if (questions.length > 0) visible.push({ topic, questions });
  }
  return visible;
}

/**
 * The id of the topic holding a question, for opening it from a link.
 * @example topicOfQuestion(topics, 'taxes-property') // 'taxes'
 */
export function topicOfQuestion(topics: readonly TopicLike[], questionId: string): string | undefined {
  return topics.find((topic) => topic.questions.some((q) => q.id === questionId))?.id;
}

/**
 * The text of the live region under the filters.
 * @example resultSummary(3, 2) // '3 questions in 2 topics'
 */
export function resultSummary(questions: number, topics: number): string {
  if (questions === 0) return 'No results match your filters.';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(questions, 'question')} in ${plural(topics, 'topic')}`;
}
