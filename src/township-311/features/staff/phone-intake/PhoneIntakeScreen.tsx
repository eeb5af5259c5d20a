/**
 * "New request (phone)" (docs/product.md#311-phone-intake): staff file a request for a caller,
 * then see its short reference, large, to read out (with Copy), whether the caller also gets it
 * by e-mail or text (or must write it down), the id, a link to its detail screen and a way to take
 * the next call. Reached from the sidebar by the roles that may (phoneIntake); others are told it
 * is not for their role.
 */
import { useEffect, useRef, useState } from 'react';
import { can } from '#domain/requests/permissions.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStaffProfile } from '../staff-profile.ts';
import { AFTER_FILING } from './CallerUpdatesNote.tsx';
import { PhoneIntakeForm, type FiledRequest } from './PhoneIntakeForm.tsx';

export const PHONE_INTAKE_TITLE = 'New request (phone)';
const NOT_FOR_ROLE = 'Your role does not take requests by phone.';

/** What was filed: the reference to read to the caller, how else they get it, and the id. */
function FiledMessage({ filed: { id, reference, updates } }: { filed: FiledRequest }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The form (and the focused button) is gone: focus the message that replaced it.
    ref.current?.focus();
  }, []);
  return (
    <div className="rounded-lg border-2 border-green-700 bg-green-50 p-5 text-green-950">
      <p ref={ref} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Request filed. Its reference is{' '}
        <strong
          className="my-1 inline-block rounded-md bg-white px-3 py-1 font-mono text-3xl tracking-widest whitespace-nowrap ring-1 ring-green-700 sm:text-4xl"
          data-testid="filed-reference"
        >
          {formatReference(reference)}
        </strong>
        .
      </p>
      <p className="mt-2">
        Read the reference to the caller: they can track the request with it, and quote it when they call.
      </p>
      <p className={updates === 'none' ? 'mt-2 font-semibold' : 'mt-2'}>{AFTER_FILING[updates]}</p>
      <p className="mt-2 text-sm">
        Request ID: <span className="font-mono break-all">{id}</span>.
      </p>
    </div>
  );
}

function FiledActions({ filed: { id, reference }, onNext }: { filed: FiledRequest; onNext: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <CopyButton text={formatReference(reference)} />
      <RouteLink to={{ screen: 'request', id }} className={buttonClasses('primary', 'md')}>
        Open the request
      </RouteLink>
      <button type="button" onClick={onNext} className={buttonClasses('secondary', 'md')}>
        File another request
      </button>
    </div>
  );
}

export function PhoneIntakeScreen() {
  useDocumentTitle(PHONE_INTAKE_TITLE);
  const me = useStaffProfile();
  const [filed, setFiled] = useState<FiledRequest | null>(null);
  // A new key per call, so the next form starts empty.
  const [call, setCall] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const nextCall = () => {
    setFiled(null);
    setCall((n) => n + 1);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <div className="mx-auto max-w-3xl">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        {PHONE_INTAKE_TITLE}
      </h1>
      {can(me.role, 'phoneIntake') ? (
        <>
          <p className="mt-2 mb-6 text-slate-700">
            For a caller reporting a non-emergency issue: if it is an emergency, they should hang up and call 911. The
            caller gets the same confirmation as a resident who reports online.
          </p>
          {/* Rendered before the message arrives, so screen readers announce it. */}
          <div role="status">{filed ? <FiledMessage filed={filed} /> : null}</div>
          {filed ? <FiledActions filed={filed} onNext={nextCall} /> : <PhoneIntakeForm key={call} onFiled={setFiled} />}
        </>
      ) : (
        <p className="mt-4 text-slate-800">{NOT_FOR_ROLE}</p>
      )}
    </div>
  );
}
