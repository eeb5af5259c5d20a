/**
 * Resident submit screen: the 4-step wizard (docs/product.md#311-submitting-a-request), then the
 * success message with the new request's id and, after REDIRECT_DELAY_MS, the track screen for it.
 */
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SubmitWizard } from './SubmitWizard.tsx';

const successMessage = (id: string) => `Success! Your Request ID is ${id}. You will be redirected...`;

export function SubmitScreen() {
  useDocumentTitle('Submit a Request');
  const { navigate } = useRouter();
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!submittedId) return;
    // The wizard (and the focused Submit button) is gone: focus the message that replaced it.
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      navigate({ screen: 'track', id: submittedId });
    }, REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [submittedId, navigate]);

  return (
    <ResidentLayout actions={['track', 'staff']}>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Submit a Request</h1>
      {/* Rendered before the message arrives, so screen readers announce it. */}
      <div role="status">
        {submittedId ? (
          <p
            ref={successRef}
            tabIndex={-1}
            className="rounded-lg border-2 border-green-700 bg-green-50 p-5 text-lg font-semibold text-green-900"
          >
            {successMessage(submittedId)}
          </p>
        ) : null}
      </div>
      {submittedId ? null : <SubmitWizard onSubmitted={setSubmittedId} />}
    </ResidentLayout>
  );
}
