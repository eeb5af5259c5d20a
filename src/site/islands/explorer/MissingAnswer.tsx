import type { ExplorerWords } from '#domain/election/explorer-props.ts';

const classes = 'mt-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700 italic';

interface Props {
  /** Once the election is over, a missing answer will not come (known after hydration). */
  electionOver: boolean;
  /**
   * In the server HTML: both wordings, marked for the instant the election is over, so the Node
   * server (functions/http/timed-html.ts) and the browser show the one that reads right that day.
   */
  timed?: { at: string } | undefined;
  words: Pick<ExplorerWords, 'answerPending' | 'noAnswerRecorded'>;
}

/** What a card says where an answer group has no answer. */
export default function MissingAnswer({ electionOver, timed, words }: Props) {
  if (!timed) return <p className={classes}>{electionOver ? words.noAnswerRecorded : words.answerPending}</p>;
  return (
    <>
      <p data-when="before" data-at={timed.at} hidden={electionOver} className={classes}>
        {words.answerPending}
      </p>
      <p data-when="after" data-at={timed.at} hidden={!electionOver} className={classes}>
        {words.noAnswerRecorded}
      </p>
    </>
  );
}
