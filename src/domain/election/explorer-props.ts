import { clipWindows, type ClipWindow } from './clips.ts';
import type { ElectionData } from './election-data.ts';
import { officeBadge } from './questions.ts';
import type { QuestionOffice } from './schemas.ts';

/** A question as the explorer shows it. */
export interface ExplorerQuestion {
  /** Question id; also the card's anchor (#id). */
  id: string;
  text: string;
  office?: QuestionOffice | QuestionOffice[] | undefined;
  /** Badge text, e.g. 'Mayor Question'. */
  badge: string;
}

/**
 * The words the explorer's search also looks in for a question: for each answer it has, the
 * summary, the transcript and who gave it (candidates and their slates), so a candidate's name
 * finds the questions that candidate answered.
 * @example answerSearchText(groups, 'opening-introduce') // 'Eleanor Whitcombe\nProven Leaders…\nShe introduced…'
 */
export function answerSearchText(groups: readonly ExplorerGroup[], questionId: string): string {
  const parts: string[] = [];
  for (const group of groups) {
    const response = group.responses[questionId];
    if (!response) continue;
    parts.push(...group.searchNames, response.summary);
    if (response.transcript !== undefined) parts.push(response.transcript);
  }
  return parts.join('\n');
}

/** A topic accordion. */
interface ExplorerTopic {
  id: string;
  title: string;
  questions: ExplorerQuestion[];
}

/** One answer of one group: its summary and where it plays in the group's video. */
interface ExplorerResponse {
  summary: string;
  clip: ClipWindow;
  /** What was said, word for word, when the content has it. */
  transcript?: string | undefined;
  /** On a page in another language, when the summary has no translation: the note saying it shows in English. */
  englishNote?: string | undefined;
  /** 'en' when the transcript has no translation on a page in another language. */
  transcriptLang?: 'en' | undefined;
}

/** On a page in another language: which answers' texts stay English, and the note that says so. */
export interface ExplorerFallback {
  /** The note, in the page's language. */
  note: string;
  /** Whether a text of an answer (`summary`, `transcript`) has no translation. */
  isEnglish: (groupId: string, questionId: string, text: 'summary' | 'transcript') => boolean;
}

/** One answer group (one interview video): two mayoral candidates, two council pairs. */
export interface ExplorerGroup {
  /** Answer group id, e.g. 'mayor-1'. */
  id: string;
  /** Who answers, e.g. 'Eleanor Whitcombe (Mayor)'. */
  label: string;
  /** The candidates' names and their slates' names, which find this group's answers in the search. */
  searchNames: string[];
  videoId: string;
  /** Title of the full interview video. */
  videoTitle: string;
  /** Poster image served by this site. */
  poster: string;
  /** Answers by question id; a missing one shows 'Response pending or clip unavailable.' (after the election: 'No answer was recorded.') */
  responses: Record<string, ExplorerResponse>;
}

/** A count's wording per plural category of the page's language ('one', 'other'…), `{count}` for the number. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The explorer's words in the page's language, translated at build time: the island gets them as
 * plain strings (`{name}` marks where a value goes), so it ships neither the message parser nor
 * any language's catalog.
 */
export interface ExplorerWords {
  /** The locale numbers and plural categories follow, e.g. 'en-US', 'es'. */
  locale: string;
  searchLabel: string;
  searchPlaceholder: string;
  filterByOffice: string;
  /** The office filter's buttons' text by filter. */
  offices: Record<'All' | 'Mayor' | 'Council', string>;
  showAnswersAs: string;
  views: Record<'video' | 'text', string>;
  noResults: string;
  /** '{questions} in {topics}'. */
  resultSummary: string;
  resultQuestions: CountForms;
  resultTopics: CountForms;
  /** After a topic's title: '({count} questions)'. */
  topicQuestions: CountForms;
  readTranscript: string;
  playClip: string;
  /** '{title}' is what plays. */
  playClipLabel: string;
  closeClip: string;
  closeClipLabel: string;
  copyLink: string;
  /** '{question}' is the question's text. */
  copyLinkLabel: string;
  linkCopied: string;
  linkCopiedStatus: string;
  answerPending: string;
  noAnswerRecorded: string;
  /** What an answer's clip plays: '{group} answers: {question}'. */
  answersQuestion: string;
  /** A video poster button's name: 'Play: {title}'. */
  playVideo: string;
}

/** Props of the QuestionExplorer island: plain, already validated data. */
export interface ExplorerProps {
  topics: ExplorerTopic[];
  /** Answer groups in interview order. */
  groups: ExplorerGroup[];
  /** When the election is over (ISO UTC): a missing answer then reads 'No answer was recorded.' */
  electionOverAt: string;
  /** Whether it was over when the page was built (what the server HTML shows). */
  builtAfter: boolean;
}

/** The candidates' names, then each of their slates' names once. */
function namesOf(data: ElectionData, candidateIds: readonly string[]): string[] {
  const people: string[] = [];
  const slates = new Set<string>();
  for (const slate of data.slates) {
    for (const candidate of slate.candidates) {
      if (!candidateIds.includes(candidate.id)) continue;
      people.push(candidate.name);
      slates.add(slate.name);
    }
  }
  return [...people, ...slates];
}

/**
 * The explorer's props from the checked election data, with clip windows worked out at build
 * time so the island ships no parsing code. `badge` names a question's offices in the page's language.
 * @example <QuestionExplorer client:visible {...explorerProps(cycle, Date.now())} />
 */
export function explorerProps(
  data: ElectionData,
  nowMs: number,
  fallback?: ExplorerFallback,
  badge: (question: ElectionData['topics'][number]['questions'][number]) => string = officeBadge,
): ExplorerProps {
  return {
    electionOverAt: data.election.electionDayUtc,
    builtAfter: nowMs >= Date.parse(data.election.electionDayUtc),
    topics: data.topics.map((topic) => ({
      id: topic.id,
      title: topic.title,
      questions: topic.questions.map((q) => ({ ...q, badge: badge(q) })),
    })),
    groups: data.interviews.map((interview) => {
      const answers = data.answers[interview.answerGroup] ?? {};
      const windows = clipWindows(answers, data.questionOrder, interview.duration);
      return {
        id: interview.answerGroup,
        label: interview.groupLabel,
        searchNames: namesOf(data, interview.candidates),
        videoId: interview.videoId,
        videoTitle: interview.title,
        poster: interview.poster,
        responses: Object.fromEntries(
          [...windows].map(([questionId, clip]) => {
            const { summary, transcript } = answers[questionId]!;
            const response: ExplorerResponse =
              transcript === undefined ? { summary, clip } : { summary, clip, transcript };
            const group = interview.answerGroup;
            if (fallback?.isEnglish(group, questionId, 'summary')) response.englishNote = fallback.note;
            if (transcript !== undefined && fallback?.isEnglish(group, questionId, 'transcript'))
              response.transcriptLang = 'en';
            return [questionId, response];
          }),
        ),
      };
    }),
  };
}
