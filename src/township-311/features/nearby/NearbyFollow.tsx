/**
 * Following a nearby request by e-mail from inside the wizard's form (docs/product.md#311-already-reported):
 * the track screen's follow, as a group rather than a form of its own (forms cannot nest), so
 * Enter in the field asks to follow instead of moving the wizard on.
 */
import { useId, type KeyboardEvent } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { useFollowByEmail } from '../../lib/follow-by-email.ts';

/** @example <NearbyFollow requestId={id} title="Get updates about K7QM-3XPA by e-mail" /> */
export function NearbyFollow({ requestId, title }: { requestId: string; title: string }) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const { t, email, change, sending, sent, error, send } = useFollowByEmail(requestId);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };

  return (
    <div role="group" aria-labelledby={headingId} className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-300">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h4>
      <p className="mt-1 text-slate-700">{t('followHint')}</p>
      <label htmlFor={inputId} className="mt-3 block font-semibold text-slate-900">
        {t('email')}
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            change(event.target.value);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClasses('max-w-md')}
        />
        <button type="button" disabled={sending} onClick={() => void send()} className={buttonClasses('primary', 'md')}>
          {t('getUpdates')}
        </button>
      </div>
      <p role="status" className="mt-2 font-semibold text-green-800" data-testid="nearby-follow-sent">
        {sent}
      </p>
      <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800">
        {error}
      </p>
    </div>
  );
}
