/**
 * Resident submit screen: the 4-step wizard (docs/product.md#311-submitting-a-request), then the
 * success message with the new request's id and its short reference (with a Copy button) and,
 * after REDIRECT_DELAY_MS, the track screen for it, which repeats the reference.
 */
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { rememberSubmitted, type JustSubmitted } from '../../lib/just-submitted.ts';
import { useRouter } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SubmitWizard } from './SubmitWizard.tsx';

const successMessage = (id: string) => `Success! Your Request ID is ${id}. You will be redirected...`;

export function SubmitScreen() {
  useDocumentTitle('Submit a Request');
  const { navigate } = useRouter();
  const [submitted, setSubmitted] = useState<JustSubmitted | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!submitted) return;
    rememberSubmitted(submitted);
    // The wizard (and the focused Submit button) is gone: focus the message that replaced it.
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      navigate({ screen: 'track', id: submitted.id });
    }, REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [submitted, navigate]);

  return (
    <ResidentLayout actions={['track', 'staff']}>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Submit a Request</h1>
      {/* Rendered before the message arrives, so screen readers announce it. */}
      <div role="status">
        {submitted ? (
          <div className="rounded-lg border-2 border-green-700 bg-green-50 p-5 text-green-900">
            <p ref={successRef} tabIndex={-1} className="text-lg font-semibold break-words">
              {successMessage(submitted.id)}
            </p>
            <p className="mt-3 text-base">
              Your reference is{' '}
              <strong className="font-mono text-xl tracking-wider" data-testid="success-reference">
                {formatReference(submitted.reference)}
              </strong>
              . Use it to track your request or when you call the township.
            </p>
          </div>
        ) : null}
      </div>
      {submitted ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <CopyButton text={formatReference(submitted.reference)} what="Reference" />
        </div>
      ) : (
        <SubmitWizard onSubmitted={setSubmitted} />
      )}
    </ResidentLayout>
  );
}
