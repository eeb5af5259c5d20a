/**
 * The success screen's reference and Copy reference button, loaded only once a request is
 * submitted: the wizard's first steps carry nothing they do not use (the resident budget). The
 * reference leads the message, large and on one line: it is what a resident reads out, types into
 * the track search and quotes on the phone; the specification's sentence with the long id follows
 * it. Mounting it also remembers the request in this tab, so the track screen repeats the reference.
 */
import { useEffect } from 'react';
import { formatReference } from '#domain/requests/reference.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { ReferenceText } from '../../ui/ReferenceText.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import { rememberSubmitted, type JustSubmitted } from '../../lib/just-submitted.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

/** Inside the success message's live region, first: announced and read with it. */
export function SuccessReference({ submitted }: { submitted: JustSubmitted }) {
  const t = useMessages(wizardMessages);
  useEffect(() => {
    rememberSubmitted(submitted);
  }, [submitted]);
  return (
    <div className="mb-4">
      <p className="text-base font-semibold">
        {t('yourReference')}{' '}
        <ReferenceText
          reference={submitted.reference}
          className="mt-1 block text-3xl text-green-950"
          testId="success-reference"
        />
      </p>
      <p className="mt-2 text-base">{t('referenceUse')}</p>
    </div>
  );
}

/** The Copy reference button: its visible label says what it copies, its name adds the reference. */
export function SuccessActions({ submitted }: { submitted: JustSubmitted }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <CopyButton text={formatReference(submitted.reference)} />
    </div>
  );
}
