/**
 * The 911 notices of the wizard (docs/product.md#311-emergency-notice): a calm one on the first
 * step, always there (plain text, not announced as it loads), and a prominent one when the
 * category or description suggests danger, announced politely once when it appears.
 */
import { useMessages } from '../../lib/i18n.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

/** The danger notice's sentence in English. */
export const DANGER_NOTE = wizardMessages.english.danger;

const DANGER_CLASSES = 'rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950';

/** Step 1's notice. */
export function EmergencyNotice() {
  const t = useMessages(wizardMessages);
  return (
    <p className="mb-5 rounded-lg border-l-4 border-brand-700 bg-slate-100 p-4 text-slate-900">
      <strong>{t('emergency')}</strong> {t('nonEmergency')}
    </p>
  );
}

/**
 * The danger notice. `live`: inside a polite status region, rendered (empty) before the danger
 * shows, so it is announced when it appears; on later steps it is shown as plain text.
 */
export function DangerNotice({ danger, live }: { danger: boolean; live: boolean }) {
  const t = useMessages(wizardMessages);
  const notice = danger ? (
    <div className={DANGER_CLASSES}>
      <p className="text-lg font-bold">{t('emergency')}</p>
      <p className="mt-1">{t('danger')}</p>
    </div>
  ) : null;
  return live ? (
    <div role="status" id="submit-danger">
      {notice}
    </div>
  ) : (
    notice
  );
}
