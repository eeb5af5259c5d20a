/**
 * The wizard's one alert region: a step's validation message, the road-jurisdiction redirect with
 * the agency's link, or the submission failure, in the screen's language (#domain/messages-311/problem-text.ts).
 * Always rendered, so the message is announced when it appears; invalid fields point here with
 * aria-describedby.
 */
import { failureMessage } from '#domain/failure-message.ts';
import { newTabAttributes } from '#design/button-classes.ts';
import { rich, useMessages } from '../../lib/i18n.tsx';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { problemText, type WizardTranslate } from '#domain/messages-311/problem-text.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { WIZARD_ALERT_ID } from './wizard-values.ts';

/**
 * Why a submission failed, which decides the advice: the entries (a 4xx), too many submissions
 * (a 429: nothing was wrong with them), or the server or the connection (a 5xx, no reply).
 */
export type FailureKind = 'input' | 'limit' | 'server';

export interface WizardMessage {
  /** The message in English, as the rules and the server word it. */
  message: string;
  agency?: { name: string; url: string };
  /** For a failed submission: its kind and reason, so the screen words it in its language. */
  failure?: { kind: FailureKind; reason: string };
}

const FAILED = { input: 'failedInput', server: 'failedServer', limit: 'failedLimit' } as const;

/** An alert's text in the screen's language. */
export function alertText(t: WizardTranslate, alert: WizardMessage, township: string): string {
  const { failure } = alert;
  if (!failure) return problemText(t, alert.message, township);
  return t(FAILED[failure.kind], { reason: failureMessage(problemText(t, failure.reason, township)) });
}

export function WizardAlert({ alert }: { alert: WizardMessage | null }) {
  const t = useMessages(wizardMessages);
  const { township } = usePortalConfig();
  return (
    <div
      id={WIZARD_ALERT_ID}
      role="alert"
      className={alert ? 'mb-5 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900' : undefined}
    >
      {alert ? (
        <>
          <p className="font-semibold">{alertText(t, alert, township)}</p>
          {alert.agency ? <AgencyLink agency={alert.agency} /> : null}
        </>
      ) : null}
    </div>
  );
}

export function AgencyLink({ agency }: { agency: { name: string; url: string } }) {
  const t = useMessages(wizardMessages);
  return (
    <p className="mt-2">
      <a href={agency.url} {...newTabAttributes} className="font-semibold text-inherit underline underline-offset-2">
        {rich(t, 'reportToAgency', {
          agency: agency.name,
          sr: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </a>
    </p>
  );
}
