import type { ExplorerGroup, ExplorerQuestion } from '#domain/election/explorer-props.ts';
import VideoFacade from '../VideoFacade.tsx';
import CopyLinkButton from './CopyLinkButton.tsx';

const PENDING_TEXT = 'Response pending or clip unavailable.';
const NOT_RECORDED_TEXT = 'No answer was recorded.';

interface Props {
  question: ExplorerQuestion;
  groups: ExplorerGroup[];
  /** Outlined briefly after a link to this question was followed. */
  highlighted: boolean;
  /** Once the election is over, a missing answer will not come. */
  electionOver: boolean;
}

/** One question: anchor, badge, text, copy-link button and one response per answer group. */
export default function QuestionCard({ question, groups, highlighted, electionOver }: Props) {
  const textId = `${question.id}-text`;
  return (
    <article
      id={question.id}
      tabIndex={-1}
      aria-labelledby={textId}
      data-highlighted={highlighted || undefined}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-[outline-color] sm:p-6 ${
        highlighted ? 'outline-4 outline-offset-4 outline-amber-500' : 'outline-0'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {question.badge}
        </span>
        <CopyLinkButton questionId={question.id} label={question.text} />
      </div>
      <h4 id={textId} className="mt-3 text-lg font-semibold text-slate-900">
        {question.text}
      </h4>
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {groups.map((group) => {
          const response = group.responses[question.id];
          return (
            <li key={group.id}>
              <h5 className="text-sm font-semibold text-slate-800">{group.label}</h5>
              {response ? (
                <>
                  <VideoFacade
                    videoId={group.videoId}
                    title={`${group.label} answers: ${question.text}`}
                    poster={group.poster}
                    start={response.clip.start}
                    end={response.clip.end}
                    className="mt-2"
                  />
                  <p className="mt-2 text-sm text-slate-700">{response.summary}</p>
                </>
              ) : (
                <p className="mt-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700 italic">
                  {electionOver ? NOT_RECORDED_TEXT : PENDING_TEXT}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
