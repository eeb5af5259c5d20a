/**
 * How the caller will hear back, said before the request is filed (the File request button is
 * described by it) and again once it is (docs/product.md#311-phone-intake): by e-mail, by text,
 * both, or not at all, when staff must make sure the caller keeps the reference.
 */
import type { CallerUpdates } from '#domain/requests/phone-intake-input.ts';

export const CALLER_UPDATES_ID = 'phone-intake-updates';

/** Before filing: what the entries mean for the caller. */
export const BEFORE_FILING: Record<CallerUpdates, string> = {
  'email-and-text': 'The caller will get the confirmation and updates by e-mail and by text.',
  email: 'The caller will get the confirmation and updates by e-mail.',
  text: 'The caller will get the confirmation and updates by text. Without an e-mail they get no private link to add to the request.',
  none: 'With no e-mail and no texts, the caller will get no confirmation or updates. Once the request is filed, read them its reference: they can track the request online with it, or quote it when they call back.',
};

/** Once filed: what to tell the caller about the reference. */
export const AFTER_FILING: Record<CallerUpdates, string> = {
  'email-and-text': 'It is also in the confirmation e-mail and text sent to the caller.',
  email: 'It is also in the confirmation e-mail sent to the caller.',
  text: 'It is also in the confirmation text sent to the caller.',
  none: 'The caller gets no e-mail or text about this request: make sure they write the reference down, to track the request online or quote it when they call back.',
};

export function CallerUpdatesNote({ updates }: { updates: CallerUpdates }) {
  const none = updates === 'none';
  return (
    <p
      id={CALLER_UPDATES_ID}
      className={
        none ? 'rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-slate-900' : 'text-slate-800'
      }
    >
      {BEFORE_FILING[updates]}
    </p>
  );
}
