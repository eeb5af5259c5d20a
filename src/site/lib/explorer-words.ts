/**
 * The Interview Question Explorer's words in a page's language, made at build time from the
 * `election` catalogs: plain strings with `{name}` where the island puts a value, and each count's
 * wording per plural category, so the island needs no message parser and no catalog.
 */
import type { CountForms, ExplorerWords } from '#domain/election/explorer-props.ts';
import type { QuestionLike } from '#domain/election/questions.ts';
import { formatNumber } from '#domain/i18n/message-format.ts';
import type { Translate } from '#domain/i18n/messages.ts';
import type { electionMessages } from '#site/election.messages.ts';

type ElectionKey = keyof (typeof electionMessages)['english'];

/** A number of each plural category of the locale (the first from 1 up; 0 only when nothing else is). */
function samples(locale: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(locale);
  const found = new Map<Intl.LDMLPluralRule, number>();
  for (let n = 1; n <= 200; n++) if (!found.has(rules.select(n))) found.set(rules.select(n), n);
  if (!found.has(rules.select(0))) found.set(rules.select(0), 0);
  return found;
}

/**
 * A plural message's wording per plural category, `{count}` where the number goes.
 * @example countForms(t, 'resultTopics', 'en-US') // { one: '{count} topic', other: '{count} topics' }
 */
export function countForms(t: Translate<ElectionKey>, key: ElectionKey, locale: string): CountForms {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const [category, n] of samples(locale)) {
    forms[category] = t(key, { count: n }).split(formatNumber(n, locale)).join('{count}');
  }
  return { ...forms, other: forms.other ?? '' };
}

/** A message with `{name}` left in place of each named value, for the island to fill. */
const template = (t: Translate<ElectionKey>, key: ElectionKey, ...names: string[]) =>
  t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));

/**
 * The explorer's words from the page's `election` messages; `locale` is the page's formatting locale.
 * @example explorerWords(pageMessages(electionMessages, Astro.url.pathname), pageLocale(Astro.url.pathname))
 */
export function explorerWords(t: Translate<ElectionKey>, locale: string): ExplorerWords {
  return {
    locale,
    searchLabel: t('searchQuestions'),
    searchPlaceholder: t('searchPlaceholder'),
    filterByOffice: t('filterByOffice'),
    offices: { All: t('filterAll'), Mayor: t('officeMayor'), Council: t('officeCouncil') },
    showAnswersAs: t('showAnswersAs'),
    views: { video: t('viewVideo'), text: t('viewText') },
    noResults: t('noResults'),
    resultSummary: template(t, 'resultSummary', 'questions', 'topics'),
    resultQuestions: countForms(t, 'resultQuestions', locale),
    resultTopics: countForms(t, 'resultTopics', locale),
    topicQuestions: countForms(t, 'topicQuestions', locale),
    readTranscript: t('readTranscript'),
    playClip: t('playClip'),
    playClipLabel: template(t, 'playClipLabel', 'title'),
    closeClip: t('closeClip'),
    closeClipLabel: template(t, 'closeClipLabel', 'title'),
    copyLink: t('copyLink'),
    copyLinkLabel: template(t, 'copyLinkLabel', 'question'),
    linkCopied: t('linkCopied'),
    linkCopiedStatus: t('linkCopiedStatus'),
    answerPending: t('answerPending'),
    noAnswerRecorded: t('noAnswerRecorded'),
    answersQuestion: template(t, 'answersQuestion', 'group', 'question'),
    playVideo: template(t, 'playVideo', 'title'),
  };
}

/**
 * A question's badge in the page's language: its offices, both, or general.
 * @example questionBadge(t, { id: 'q', text: '…', office: ['Mayor', 'Council'] }) // 'Mayor & Council Question'
 */
export function questionBadge(t: Translate<ElectionKey>, question: QuestionLike): string {
  const { office } = question;
  const offices = [...new Set(office === undefined ? [] : Array.isArray(office) ? office : [office])];
  const which = offices.length === 0 ? 'none' : offices.length > 1 ? 'both' : offices[0]!;
  return t('questionBadge', { office: which });
}
