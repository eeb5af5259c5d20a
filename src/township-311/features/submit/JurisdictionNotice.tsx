/** Points out, while the resident types, that the road is another agency's (non-blocking until Next). */
import { refusalNotice, type JurisdictionRefusal } from '#domain/requests/jurisdiction.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { problemText } from '#domain/messages-311/problem-text.ts';
import { AgencyLink } from './WizardAlert.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

export function JurisdictionNotice({ refusal, hidden }: { refusal: JurisdictionRefusal | null; hidden: boolean }) {
  const t = useMessages(wizardMessages);
  const { township } = usePortalConfig();
  const notice = refusal && !hidden ? refusalNotice(refusal) : null;
  return (
    <div
      role="status"
      className={notice ? 'mt-5 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900' : undefined}
    >
      {notice ? (
        <>
          <p className="font-semibold">{problemText(t, notice.message, township)}</p>
          <AgencyLink agency={notice.agency} />
        </>
      ) : null}
    </div>
  );
}
