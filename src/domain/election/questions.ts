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
  /**
   * The last search and the questions whose text contains it: a search that extends it (the next
   * keystroke) can only match among those, so typing does not read every transcript again.
   */
  last: { needle: string; found: Set<string> } | null;
}

/**
 * Prepares the topics for repeated filtering. A question is found by its text and its topic's
 * title ("traffic" finds every question under "Warehouses and Truck Traffic"); `moreText` adds
 * words it is also found by (its answers' summaries and transcripts, who gave them).
 * @example filterTopics(buildSearchIndex(topics, (q) => answerSearchText(groups, q.id)), 'tax', 'All')
 */
export function buildSearchIndex<Q extends QuestionLike>(
  topics: readonly TopicLike<Q>[],
  moreText?: (question: Q) => string,
): SearchIndex<Q> {
  return {
    last: null,
    topics: topics.map((topic) => ({
      topic,
      entries: topic.questions.map((question) => {
        // Line breaks between the parts, so a search cannot match across two of them.
        const parts = [question.text, topic.title, moreText?.(question) ?? ''].filter((part) => part !== '');
        return { question, haystack: parts.join('\n').toLowerCase() };
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
 * The topics to show for a search text and office filter: a question shows when its text, its
 * topic's title or its added text (answers, names) contains the search (case-insensitive,
 * surrounding spaces ignored) and it matches the office; topics with no such question are left out.
 * @example filterTopics(index, 'WAREHOUSE', 'Mayor').map((t) => t.topic.id) // ['warehouses']
 */
export function filterTopics<Q extends QuestionLike>(
  index: SearchIndex<Q>,
  query: string,
  office: OfficeFilter,
): VisibleTopic<Q>[] {
  const needle = query.trim().toLowerCase();
  const narrower = index.last !== null && needle.startsWith(index.last.needle) ? index.last.found : null;
  const found = new Set<string>();
  const visible: VisibleTopic<Q>[] = [];
  for (const { topic, entries } of index.topics) {
    const questions: Q[] = [];
    for (const { question, haystack } of entries) {
      if (narrower !== null && !narrower.has(question.id)) continue;
      if (needle !== '' && !haystack.includes(needle)) continue;
      found.add(question.id);
      if (matchesOffice(question, office)) questions.push(question);
    }
    if (questions.length > 0) visible.push({ topic, questions });
  }
  if (needle !== '') index.last = { needle, found };
  return visible;
}

/**
 * The id of the topic holding a question, for opening it from a link.
 * @example topicOfQuestion(topics, 'taxes-property') // 'taxes'
 */
export function topicOfQuestion(topics: readonly TopicLike[], questionId: string): string | undefined {
  return topics.find((topic) => topic.questions.some((q) => q.id === questionId))?.id;
}
