/**
 * On the submitter's private page, while the request is open: a text and/or a photo for staff
 * (docs/product.md#311-the-submitters-private-link). The photo is checked by the server, as at
 * submission (type by content, size, decoded, re-encoded without metadata), and its message shown
 * when it refuses one. No check of its own here: the wizard's (photo-check.ts) would then be
 * shared with this page and split out of the wizard's first chunk, against its weight budget.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { addInformation, type FollowUpView } from './follow-api.ts';
import { failureText, isStale } from './failure-text.ts';
import { FollowUpText } from './FollowUpText.tsx';
import { OptionalField, optionalHintId } from './OptionalField.tsx';

const PHOTO_FIELD_HINT = 'An image (such as a JPG or PNG photo) of at most 10 MB.';

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
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const textId = useId();
  const photoId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() && !photo) {
      setError(FOLLOW_UP_MESSAGES.empty);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { message, ...view } = await addInformation(token, text.trim(), photo);
      setText('');
      setPhoto(null);
      formRef.current?.reset();
      onDone(view, message);
    } catch (failure) {
      if (isStale(failure)) onStale(failure.message);
      else setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Add information or a photo
      </h2>
      <p className="mt-1 text-slate-700">What you add goes to the township staff handling the request.</p>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid max-w-2xl gap-4">
        <FollowUpText
          id={textId}
          label="Information"
          name="text"
          rows={4}
          value={text}
          onChange={(value) => {
            setText(value);
            if (error) setError('');
          }}
          aria-describedby={error ? errorId : undefined}
        />
        <OptionalField id={photoId} label="Photo" hint={PHOTO_FIELD_HINT}>
          <input
            id={photoId}
            name="photo"
            type="file"
            accept="image/*"
            aria-describedby={error ? `${errorId} ${optionalHintId(photoId)}` : optionalHintId(photoId)}
            onChange={(event) => {
              setError('');
              setPhoto(event.target.files?.[0] ?? null);
            }}
            className="mt-1 block max-w-full text-slate-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-2 file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
          />
        </OptionalField>
        <div>
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'md')}>
            Add to my request
          </button>
        </div>
      </form>
      <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800">
        {error}
      </p>
    </section>
  );
}
