/**
 * "Get updates by e-mail" on the track screen (docs/product.md#311-following-a-request): anyone
 * can ask to follow a request. The answer is the same whether or not the address already follows
 * it; the updates start once the link in the confirmation e-mail is opened.
 */
import { useId, useState, type SubmitEvent } from 'react';
import * as z from 'zod/mini';
import { followSchema } from '#domain/requests/follow-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { failureText, FOLLOW_FAILED } from './failure-text.ts';
import { askToFollow } from './follow-api.ts';

export function FollowForm({ requestId }: { requestId: string }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent('');
    const checked = z.safeParse(followSchema.shape.email, email);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? FOLLOW_FAILED);
      return;
    }
    setError('');
    setSending(true);
    try {
      const { message } = await askToFollow(requestId, checked.data);
      setEmail('');
      setSent(message);
    } catch (failure) {
      setError(failureText(failure));
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
        Get updates by e-mail
      </h2>
      <p id={hintId} className="mt-1 text-slate-700">
        We will e-mail you when the status of this request changes or the township comments on it. Your address is never
        shown to anyone, and every e-mail has a link to stop them.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3">
        <label htmlFor={inputId} className="block font-semibold text-slate-900">
          Email
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id={inputId}
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
            Get updates
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
