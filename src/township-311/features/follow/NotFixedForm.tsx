/**
 * On the submitter's private page, for a request resolved in the last 14 days: "not fixed", with
 * an optional note, reopens it (docs/product.md#311-the-submitters-private-link).
 */
import { useId, useState, type SubmitEvent } from 'react';
import { usePlainField } from '../../lib/use-plain-field.ts';
import { REOPEN_DAYS } from '#domain/requests/follow-up-messages.ts';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { rich, useLanguage, useMessages } from '../../lib/i18n.tsx';
import { reopenRequest, type FollowUpView } from './follow-api.ts';
import { failureText, isStale } from './failure-text.ts';
import { FollowUpText } from './FollowUpText.tsx';
import { followMessages } from '#domain/messages-311/follow-english.ts';
import { NO_TEXT, type ShownText } from '#domain/messages-311/follow-server-text.ts';

export function NotFixedForm({
  token,
  reopenUntil,
  onDone,
  onStale,
}: {
  token: string;
  reopenUntil: string;
  onDone: (view: FollowUpView, message: string) => void;
  /** The request changed before the press took effect: the page reads it again and says why. */
  onStale: (message: string) => void;
}) {
  const t = useMessages(followMessages);
  const { lang } = useLanguage();
  const headingId = useId();
  const noteId = useId();
  const hintId = useId();
  const { initial: typedNote, takeFocus } = usePlainField('follow-up-note');
  const [note, setNote] = useState(typedNote);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownText>(NO_TEXT);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(NO_TEXT);
    try {
      const { message, ...view } = await reopenRequest(token, note.trim());
      onDone(view, message);
    } catch (failure) {
      setBusy(false);
      if (isStale(failure)) onStale(failure.message);
      else setError(failureText(t, failure));
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('notFixedTitle')}
      </h2>
      <p id={hintId} className="mt-1 max-w-2xl text-slate-700">
        {rich(t, 'notFixedHint', {
          days: REOPEN_DAYS,
          when: formatRequestDate(reopenUntil, lang),
          time: (chunks) => <time dateTime={reopenUntil}>{chunks}</time>,
        })}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid max-w-2xl gap-4">
        <FollowUpText
          id={noteId}
          label={t('stillWrong')}
          name="note"
          rows={3}
          textareaRef={takeFocus}
          value={note}
          onChange={setNote}
          aria-describedby={hintId}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClasses('warning', 'md')}>
            {t('notFixedButton')}
          </button>
        </div>
      </form>
      <p role="alert" className="mt-2 font-semibold text-red-800" lang={error.english ? 'en' : undefined}>
        {error.text}
      </p>
    </section>
  );
}
