/**
 * The success screen's reference line and Copy button, loaded only once a request is submitted:
 * the wizard's first steps carry nothing they do not use (the resident budget). Mounting it also
 * remembers the request in this tab, so the track screen repeats the reference.
 */
import { useEffect } from 'react';
import { formatReference } from '#domain/requests/reference.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { rememberSubmitted, type JustSubmitted } from '../../lib/just-submitted.ts';

/** Inside the success message's live region: announced with it. */
export function SuccessReference({ submitted }: { submitted: JustSubmitted }) {
  useEffect(() => {
    rememberSubmitted(submitted);
  }, [submitted]);
  return (
    <p className="mt-3 text-base">
      Your reference is{' '}
      <strong className="font-mono text-xl tracking-wider" data-testid="success-reference">
        {formatReference(submitted.reference)}
      </strong>
      . Use it to track your request or when you call the township.
    </p>
  );
}

export function SuccessActions({ submitted }: { submitted: JustSubmitted }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <CopyButton text={formatReference(submitted.reference)} what="Reference" />
    </div>
  );
}
