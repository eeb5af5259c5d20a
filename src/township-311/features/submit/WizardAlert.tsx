/**
 * The wizard's one alert region: a step's validation message, the road-jurisdiction redirect with
 * the agency's link, or the submission failure. Always rendered, so the message is announced
 * when it appears; invalid fields point here with aria-describedby.
 */
import { newTabAttributes } from '#design/button-classes.ts';
import { WIZARD_ALERT_ID } from './wizard-values.ts';

export interface WizardMessage {
  message: string;
  agency?: { name: string; url: string };
}

export function WizardAlert({ alert }: { alert: WizardMessage | null }) {
  return (
    <div
      id={WIZARD_ALERT_ID}
      role="alert"
      className={alert ? 'mb-5 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900' : undefined}
    >
      {alert ? (
        <>
          <p className="font-semibold">{alert.message}</p>
          {alert.agency ? <AgencyLink agency={alert.agency} /> : null}
        </>
      ) : null}
    </div>
  );
}

export function AgencyLink({ agency }: { agency: { name: string; url: string } }) {
  return (
    <p className="mt-2">
      <a href={agency.url} {...newTabAttributes} className="font-semibold text-inherit underline underline-offset-2">
        Report it to the {agency.name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
