import type { ExplorerGroup, ExplorerQuestion, ExplorerWords } from '#domain/election/explorer-props.ts';
import VideoFacade from '../VideoFacade.tsx';
import AnswerText from './AnswerText.tsx';
import ClipButton from './ClipButton.tsx';
import ClipLink from './ClipLink.tsx';
import CopyLinkButton from './CopyLinkButton.tsx';
import MissingAnswer from './MissingAnswer.tsx';
import { fill } from './words.ts';

interface Props {
  question: ExplorerQuestion;
  groups: ExplorerGroup[];
  /** Outlined briefly after a link to this question was followed. */
  highlighted: boolean;
  /** Once the election is over, a missing answer will not come. */
  electionOver: boolean;
  /**
   * The server HTML's card, for visitors without JavaScript: clips are links, the copy button is
   * left out, and a missing answer carries both wordings timed for the instant the election is over.
   */
  noScript?: { electionOverAt: string } | undefined;
  /** 'text': the answers as compact text with a clip button each, for comparing them on a phone. */
  view?: 'video' | 'text' | undefined;
  words: ExplorerWords;
}

/** One question: anchor, badge, text, copy-link button and one response per answer group. */
export default function QuestionCard({
  question,
  groups,
  highlighted,
  electionOver,
  noScript,
  view = 'video',
  words,
}: Props) {
  const textId = `${question.id}-text`;
  return (
    <article
      id={question.id}
      tabIndex={-1}
      aria-labelledby={textId}
      data-highlighted={highlighted || undefined}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-[outline-color] sm:p-6 ${
        highlighted ? 'outline-4 outline-offset-4 outline-brand-600' : 'outline-0'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {question.badge}
        </span>
        {!noScript && <CopyLinkButton questionId={question.id} label={question.text} words={words} />}
      </div>
      <h4 id={textId} className="mt-3 text-lg font-semibold text-slate-900">
        {question.text}
      </h4>
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {groups.map((group) => {
          const response = group.responses[question.id];
          const title = fill(words.answersQuestion, { group: group.label, question: question.text });
          return (
            <li key={group.id}>
              <h5 className="text-sm font-semibold text-slate-800">{group.label}</h5>
              {response && noScript && (
                <ClipLink videoId={group.videoId} clip={response.clip} title={title} words={words} />
              )}
              {response && !noScript && view === 'text' && (
                <ClipButton videoId={group.videoId} clip={response.clip} title={title} words={words} />
              )}
              {response && !noScript && view === 'video' && (
                <VideoFacade
                  videoId={group.videoId}
                  title={title}
                  label={fill(words.playVideo, { title })}
                  poster={group.poster}
                  start={response.clip.start}
                  end={response.clip.end}
                  className="mt-2"
                />
              )}
              {response ? (
                <AnswerText
                  summary={response.summary}
                  transcript={response.transcript}
                  englishNote={response.englishNote}
                  transcriptLang={response.transcriptLang}
                  readTranscript={words.readTranscript}
                />
              ) : (
                <MissingAnswer
                  electionOver={electionOver}
                  timed={noScript && { at: noScript.electionOverAt }}
                  words={words}
                />
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
