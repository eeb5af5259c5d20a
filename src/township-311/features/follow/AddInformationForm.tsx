/**
 * On the submitter's private page, while the request is open: a text and/or a photo for staff
 * (docs/product.md#311-the-submitters-private-link). The photo is checked by the server, as at
 * submission (type by content, size, decoded, re-encoded without metadata), and its message shown
 * when it refuses one. No check of its own here: the wizard's (photo-check.ts) would then be
 * shared with this page and split out of the wizard's first chunk, against its weight budget.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { usePlainField } from '../../lib/use-plain-field.ts';
import { FOLLOW_PHOTO_CLASSES } from '#design/follow-photo-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { addInformation, type FollowUpView } from './follow-api.ts';
import { failureText, isStale } from './failure-text.ts';
import { followMessages } from '#domain/messages-311/follow-english.ts';
import { NO_TEXT, type ShownText } from '#domain/messages-311/follow-server-text.ts';
import { FollowUpText } from './FollowUpText.tsx';
import { OptionalField, optionalHintId } from './OptionalField.tsx';

export function AddInformationForm({
  token,
  onDone,
  onStale,
}: {
  token: string;
  onDone: (view: FollowUpView, message: string) => void;
  /** The request changed before the addition took effect: the page reads it again and says why. */
  onStale: (message: string) => void;
}) {
  const t = useMessages(followMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const textId = useId();
  const photoId = useId();
  const errorId = useId();
  const { initial: typedText, takeFocus } = usePlainField('follow-up-text');
  const [text, setText] = useState(typedText);
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownText>(NO_TEXT);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() && !photo) {
      setError({ text: t('empty'), english: false });
      return;
    }
    setBusy(true);
    setError(NO_TEXT);
    try {
      const { message, ...view } = await addInformation(token, text.trim(), photo);
      setText('');
      setPhoto(null);
      formRef.current?.reset();
      onDone(view, message);
    } catch (failure) {
      if (isStale(failure)) onStale(failure.message);
      else setError(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('addTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('addLead')}</p>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid max-w-2xl gap-4">
        <FollowUpText
          id={textId}
          label={t('information')}
          name="text"
          rows={4}
          textareaRef={takeFocus}
          value={text}
          onChange={(value) => {
            setText(value);
            if (error.text) setError(NO_TEXT);
          }}
          aria-describedby={error.text ? errorId : undefined}
        />
        <OptionalField id={photoId} label={t('photo')} optional={t('optional')} hint={t('photoHint')}>
          <input
            id={photoId}
            name="photo"
            type="file"
            accept="image/*"
            aria-describedby={error.text ? `${errorId} ${optionalHintId(photoId)}` : optionalHintId(photoId)}
            onChange={(event) => {
              setError(NO_TEXT);
              setPhoto(event.target.files?.[0] ?? null);
            }}
            className={FOLLOW_PHOTO_CLASSES}
          />
        </OptionalField>
        <div>
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'md')}>
            {t('addButton')}
          </button>
        </div>
      </form>
      <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800" lang={error.english ? 'en' : undefined}>
        {error.text}
      </p>
    </section>
  );
}
