import type { ExplorerGroup, ExplorerProps, ExplorerWords } from '#domain/election/explorer-props.ts';
import { Chevron } from '../Chevron.tsx';
import QuestionCard from './QuestionCard.tsx';
import { countText } from './words.ts';

interface Props {
  topics: ExplorerProps['topics'];
  groups: ExplorerGroup[];
  electionOverAt: string;
  builtAfter: boolean;
  words: ExplorerWords;
}

/**
 * The explorer as the server HTML has it, before (or without) JavaScript: every topic a native
 * disclosure holding every question, summary, transcript and clip link. A link to #question-id
 * opens its topic (browsers expand a closed <details> that holds a fragment's target). Once the
 * island has hydrated, the accordion takes its place.
 */
export default function StaticTopics({ topics, groups, electionOverAt, builtAfter, words }: Props) {
  return (
    <div className="space-y-3">
      {topics.map((topic) => (
        <details
          key={topic.id}
          data-topic-details={topic.id}
          className="group rounded-xl border border-slate-200 bg-slate-50"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-4 text-left hover:bg-slate-100 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold text-slate-900">
              {topic.title}{' '}
              <span className="text-sm font-normal text-slate-700">
                {countText(words.topicQuestions, topic.questions.length, words.locale)}
              </span>
            </h3>
            <Chevron />
          </summary>
          <div className="space-y-4 px-2 pb-4 sm:px-4">
            {topic.questions.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                groups={groups}
                highlighted={false}
                electionOver={builtAfter}
                noScript={{ electionOverAt }}
                words={words}
              />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
