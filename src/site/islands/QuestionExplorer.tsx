import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  answerSearchText,
  type ExplorerProps,
  type ExplorerQuestion,
  type ExplorerWords,
} from '#domain/election/explorer-props.ts';
import {
  OFFICE_FILTERS,
  buildSearchIndex,
  filterTopics,
  topicOfQuestion,
  type OfficeFilter,
} from '#domain/election/questions.ts';
import { inputClasses } from '#design/input-classes.ts';
import { Chevron } from './Chevron.tsx';
import QuestionCard from './explorer/QuestionCard.tsx';
import PressedButtons from './explorer/PressedButtons.tsx';
import StaticTopics from './explorer/StaticTopics.tsx';
import { useElectionOver } from './explorer/use-election-over.ts';
import { useNarrowScreen } from './explorer/use-narrow-screen.ts';
import { clearHash, revealBelowHeader, scrollBelowHeader } from './explorer/scroll.ts';
import { useQuestionHash } from './explorer/use-question-hash.ts';
import { useHydrated } from './use-hydrated.ts';
import { countText, fill } from './explorer/words.ts';

export type { ExplorerProps, ExplorerWords } from '#domain/election/explorer-props.ts';

/** How the answers show: video players, or text with a clip button each (for phones). */
const VIEWS = ['video', 'text'] as const;

/** How long a linked question stays outlined. */
export const HIGHLIGHT_MS = 1500;
/** Closing a topic with more questions than this scrolls its header back into view. */
const LONG_TOPIC = 3;

/**
 * The Interview Question Explorer: search and office filter over topic accordions (one open at a
 * time) of question cards with one clip per answer group. A URL hash naming a question opens its
 * topic, scrolls to the question and outlines it briefly. The server HTML (and the page without
 * JavaScript) has every topic as a native disclosure instead (StaticTopics); the controls stay
 * disabled until they work. Its words come translated, in `words`.
 */
export default function QuestionExplorer({
  topics,
  groups,
  electionOverAt,
  builtAfter,
  words,
}: ExplorerProps & { words: ExplorerWords }) {
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [office, setOffice] = useState<OfficeFilter>('All');
  const [openId, setOpenId] = useState<string | null>(null);
  const [target, setTarget] = useState<{ id: string; seq: number } | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const hydrated = useHydrated();
  // Text by default on a phone, so four answers compare without four video boxes; the visitor's choice wins.
  const [chosenView, setChosenView] = useState<(typeof VIEWS)[number] | null>(null);
  const narrow = useNarrowScreen();
  const view = chosenView ?? (narrow ? 'text' : 'video');
  const electionOver = useElectionOver(electionOverAt, builtAfter);
  const headers = useRef(new Map<string, HTMLElement>());
  const scrollAfterClose = useRef<string | null>(null);

  const index = useMemo(() => buildSearchIndex(topics, (q) => answerSearchText(groups, q.id)), [topics, groups]);
  const visible = useMemo(() => filterTopics(index, query, office), [index, query, office]);
  const matches = visible.reduce((n, t) => n + t.questions.length, 0);

  const questionIds = useMemo(() => new Set(topics.flatMap((t) => t.questions.map((q) => q.id))), [topics]);
  const isQuestion = useCallback((id: string) => questionIds.has(id), [questionIds]);
  const openQuestion = useCallback(
    (id: string) => {
      // A shared link must show its question even if the filters in use would hide it.
      const shown = filterTopics(index, query, office).some((t) => t.questions.some((q) => q.id === id));
      if (!shown) {
        setQuery('');
        setOffice('All');
      }
      setOpenId(topicOfQuestion(topics, id) ?? null);
      setTarget((t) => ({ id, seq: (t?.seq ?? 0) + 1 }));
      setHighlightId(id);
    },
    [index, query, office, topics],
  );
  useQuestionHash(isQuestion, openQuestion);

  // After the topic has opened: scroll to the question and focus it; the outline goes after 1.5 s.
  useEffect(() => {
    if (!target) return;
    const card = document.getElementById(target.id);
    if (!card) return;
    scrollBelowHeader(card);
    card.focus({ preventScroll: true });
    const timer = setTimeout(() => {
      setHighlightId(null);
    }, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [target]);

  // After a long topic has closed, bring its header back into view.
  useEffect(() => {
    const id = scrollAfterClose.current;
    scrollAfterClose.current = null;
    const header = id ? headers.current.get(id) : undefined;
    if (header) revealBelowHeader(header);
  }, [openId]);

  const toggle = (topicId: string) => {
    clearHash();
    const closing = openId;
    const closingTopic = closing ? topics.find((t) => t.id === closing) : undefined;
    if (closingTopic && closingTopic.questions.length > LONG_TOPIC) scrollAfterClose.current = closingTopic.id;
    setOpenId(closing === topicId ? null : topicId);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grow">
          <label htmlFor={`${baseId}-search`} className="block text-sm font-semibold text-slate-800">
            {words.searchLabel}
          </label>
          <input
            id={`${baseId}-search`}
            type="search"
            placeholder={words.searchPlaceholder}
            value={query}
            disabled={!hydrated}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            className={inputClasses('mt-1')}
          />
        </div>
        <PressedButtons
          label={words.filterByOffice}
          choices={OFFICE_FILTERS}
          value={office}
          onChange={setOffice}
          disabled={!hydrated}
          names={words.offices}
          tone="brand"
        />
        <PressedButtons
          label={words.showAnswersAs}
          choices={VIEWS}
          value={view}
          onChange={setChosenView}
          disabled={!hydrated}
          names={words.views}
          tone="slate"
        />
      </div>

      <p
        role="status"
        aria-live="polite"
        className={matches === 0 ? 'rounded-lg bg-slate-100 p-4 text-slate-800' : 'text-sm text-slate-700'}
      >
        {matches === 0
          ? words.noResults
          : fill(words.resultSummary, {
              questions: countText(words.resultQuestions, matches, words.locale),
              topics: countText(words.resultTopics, visible.length, words.locale),
            })}
      </p>

      {!hydrated ? (
        <StaticTopics
          topics={topics}
          groups={groups}
          electionOverAt={electionOverAt}
          builtAfter={builtAfter}
          words={words}
        />
      ) : (
        <div className="space-y-3">
          {visible.map(({ topic, questions }) => {
            const open = openId === topic.id;
            const buttonId = `${baseId}-${topic.id}-button`;
            const panelId = `${baseId}-${topic.id}-panel`;
            return (
              <section key={topic.id} className="rounded-xl border border-slate-200 bg-slate-50">
                <h3
                  ref={(el) => {
                    if (el) headers.current.set(topic.id, el);
                    else headers.current.delete(topic.id);
                  }}
                >
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    data-topic={topic.id}
                    onClick={() => {
                      toggle(topic.id);
                    }}
                    className="group flex min-h-11 w-full items-center justify-between gap-4 rounded-xl px-4 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-100 sm:px-6"
                  >
                    <span>
                      {topic.title}{' '}
                      <span className="text-sm font-normal text-slate-700">
                        {countText(words.topicQuestions, questions.length, words.locale)}
                      </span>
                    </span>
                    <Chevron />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!open}
                  className="space-y-4 px-2 pb-4 sm:px-4"
                >
                  {/* Only the open topic's cards are in the page: 32 cards of four players each would
                    make a large DOM for the browser to build and for React to hydrate. */}
                  {open &&
                    questions.map((question: ExplorerQuestion) => (
                      <QuestionCard
                        key={question.id}
                        question={question}
                        groups={groups}
                        highlighted={highlightId === question.id}
                        electionOver={electionOver}
                        view={view}
                        words={words}
                      />
                    ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
