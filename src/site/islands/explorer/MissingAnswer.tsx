export const PENDING_TEXT = 'Response pending or clip unavailable.';
export const NOT_RECORDED_TEXT = 'No answer was recorded.';

const classes = 'mt-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700 italic';

interface Props {
  /** Once the election is over, a missing answer will not come (known after hydration). */
  electionOver: boolean;
  /**
   * In the server HTML: both wordings, marked for the instant the election is over, so the Node
   * server (functions/http/timed-html.ts) and the browser show the one that reads right that day.
   */
  timed?: { at: string } | undefined;
}

/** What a card says where an answer group has no answer. */
export default function MissingAnswer({ electionOver, timed }: Props) {
  if (!timed) return <p className={classes}>{electionOver ? NOT_RECORDED_TEXT : PENDING_TEXT}</p>;
  return (
    <>
      <p data-when="before" data-at={timed.at} hidden={electionOver} className={classes}>
        {PENDING_TEXT}
      </p>
      <p data-when="after" data-at={timed.at} hidden={!electionOver} className={classes}>
        {NOT_RECORDED_TEXT}
      </p>
    </>
  );
}
