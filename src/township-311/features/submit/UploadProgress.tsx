/**
 * Upload progress while the request is sent: a labelled <progress>, and a polite announcement
 * only at each quarter so screen readers are not flooded with every tick.
 */
import { useMessages } from '../../lib/i18n.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useMessages(wizardMessages);
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const milestone = Math.floor(percent / 25) * 25;
  return (
    <div className="mt-6">
      <label htmlFor="submit-upload-progress" className="block font-semibold text-slate-900">
        {t('sending')}
      </label>
      <progress id="submit-upload-progress" max={100} value={percent} className="mt-1 h-3 w-full accent-brand-700">
        {percent}%
      </progress>
      <p aria-live="polite" className="sr-only">
        {t('sendingProgress', { percent: milestone })}
      </p>
    </div>
  );
}
