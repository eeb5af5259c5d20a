/**
 * "Get updates by e-mail" under a request on the track screen (docs/product.md#311-following-a-request): anyone
 * can ask to follow a request. The answer is the same whether or not the address already follows
 * it; the updates start once the link in the confirmation e-mail is opened.
 */
import { useId, type SubmitEvent } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { useFollowByEmail } from '../../lib/follow-by-email.ts';
import { usePlainField } from '../../lib/use-plain-field.ts';

export function FollowForm({ requestId }: { requestId: string }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { initial: typedEmail, takeFocus } = usePlainField('follow-email');
  const { t, email, change, sending, sent, error, send } = useFollowByEmail(requestId, typedEmail);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
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
      <form noValidate onSubmit={submit} className="mt-3">
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
              change(event.target.value);
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
