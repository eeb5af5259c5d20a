/**
 * "Get updates by e-mail" under a request on the track screen (docs/product.md#311-following-a-request): anyone
 * can ask to follow a request. The answer is the same whether or not the address already follows
 * it; the updates start once the link in the confirmation e-mail is opened.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { usePlainField } from '../../lib/use-plain-field.ts';
import { emailProblem } from '#domain/requests/email-check.ts';
import { followReply } from '#domain/messages-311/follow-replies.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { askToFollow } from './track-api.ts';
import { cardMessages } from '#domain/messages-311/card-english.ts';

export function FollowForm({ requestId }: { requestId: string }) {
  const t = useMessages(cardMessages);
  const reply = (english: string) => followReply(t, english);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { initial: typedEmail, takeFocus } = usePlainField('follow-email');
  const [email, setEmail] = useState(typedEmail);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent('');
    // A first check only, without zod (the track screen loads none): the server checks fully.
    const problem = emailProblem(email);
    if (problem) {
      setError(reply(problem));
      return;
    }
    setError('');
    setSending(true);
    try {
      const { message } = await askToFollow(requestId, email.trim());
      setEmail('');
      setSent(reply(message));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? reply(failure.message) : t('followFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6"
      data-testid="follow-form"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('followTitle')}
      </h2>
      <p id={hintId} className="mt-1 text-slate-700">
        {t('followHint')}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3">
        <label htmlFor={inputId} className="block font-semibold text-slate-900">
          {t('email')}
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id={inputId}
            ref={takeFocus}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={inputClasses('max-w-md')}
          />
          <button type="submit" disabled={sending} className={buttonClasses('primary', 'md')}>
            {t('getUpdates')}
          </button>
        </div>
      </form>
      <p role="status" className="mt-2 font-semibold text-green-800" data-testid="follow-sent">
        {sent}
      </p>
      <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800">
        {error}
      </p>
    </section>
  );
}
