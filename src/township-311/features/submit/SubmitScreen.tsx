/**
 * Resident submit screen: the 4-step wizard (docs/product.md#311-submitting-a-request), then the
 * success message, led by the new request's short reference (large, with a Copy reference button)
 * above the specification's sentence with its id, and, after REDIRECT_DELAY_MS, the track screen
 * for it, which repeats the reference.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import type { JustSubmitted } from '../../lib/just-submitted.ts';
import { useRouter } from '../../lib/router.tsx';
import { rich, useMessages } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SubmitWizard } from './SubmitWizard.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

type SuccessParts = typeof import('./SubmitSuccess.tsx');

export function SubmitScreen() {
  const t = useMessages(wizardMessages);
  useDocumentTitle(t('documentTitle'));
  const { navigate } = useRouter();
  const [submitted, setSubmitted] = useState<JustSubmitted | null>(null);
  // The reference's parts, fetched once the request is in; the message shows without them.
  const [parts, setParts] = useState<SuccessParts | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const onSubmitted = useCallback((done: JustSubmitted) => {
    setSubmitted(done);
    import('./SubmitSuccess.tsx').then(setParts, () => {
      // Without them the message and its id still stand; the track screen shows the reference.
    });
  }, []);

  useEffect(() => {
    if (!submitted) return;
    // The wizard (and the focused Submit button) is gone: focus the message that replaced it, so a
    // screen reader reads it from the reference on.
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
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('heading')}</h1>
      {/* Rendered before the message arrives, so screen readers announce it. */}
      <div role="status">
        {submitted ? (
          <div
            ref={successRef}
            tabIndex={-1}
            data-testid="submit-success"
            className="rounded-lg border-2 border-green-700 bg-green-50 p-5 text-green-900"
          >
            {parts ? <parts.SuccessReference submitted={submitted} /> : null}
            <p className="font-semibold break-words">
              {rich(t, 'success', { id: submitted.id, data: (chunks) => <span translate="no">{chunks}</span> })}
            </p>
          </div>
        ) : null}
      </div>
      {submitted ? (
        parts ? (
          <parts.SuccessActions submitted={submitted} />
        ) : null
      ) : (
        <SubmitWizard onSubmitted={onSubmitted} />
      )}
    </ResidentLayout>
  );
}
