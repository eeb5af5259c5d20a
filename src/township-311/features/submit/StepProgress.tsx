/**
 * The wizard's progress indicator: an ordered list of the four steps, the current one marked
 * with aria-current="step" and the finished ones "(completed)" for screen readers.
 */
import { useMessages } from '../../lib/i18n.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { STEP_TITLE_KEYS, type StepIndex } from './wizard-values.ts';

export function StepProgress({ step }: { step: StepIndex }) {
  const t = useMessages(wizardMessages);
  return (
    <ol aria-label={t('progressLabel')} className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {STEP_TITLE_KEYS.map((key, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li
            key={key}
            aria-current={state === 'current' ? 'step' : undefined}
            className={[
              'flex items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm',
              state === 'current'
                ? 'border-brand-700 bg-brand-50 font-bold text-brand-900'
                : state === 'done'
                  ? 'border-green-700 bg-white text-slate-900'
                  : 'border-slate-300 bg-white text-slate-700',
            ].join(' ')}
          >
            <span
              aria-hidden="true"
              className={[
                'flex size-7 shrink-0 items-center justify-center rounded-full font-bold',
                state === 'current'
                  ? 'bg-brand-700 text-white'
                  : state === 'done'
                    ? 'bg-green-700 text-white'
                    : 'bg-slate-200 text-slate-900',
              ].join(' ')}
            >
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span>
              <span className="sr-only">{t('progressStep', { n: index + 1 })}</span>
              {t(key)}
              <span className="sr-only">
                {state === 'done' ? t('progressDone') : state === 'current' ? t('progressCurrent') : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
