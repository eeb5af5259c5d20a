/**
 * The 911 notices of the wizard (docs/product.md#311-emergency-notice): a calm one on the first
 * step, always there (plain text, not announced as it loads), and a prominent one when the
 * category or description suggests danger, announced politely once when it appears.
 */

export const EMERGENCY_NOTICE = 'If this is an emergency, call 911.';
export const NON_EMERGENCY_NOTE = 'This form is for non-emergency problems.';
export const DANGER_NOTE =
  'What you describe can be dangerous. If anyone is in danger now, call 911 first, then finish this report.';

const DANGER_CLASSES = 'rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950';

/** Step 1's notice. */
export function EmergencyNotice() {
  return (
    <p className="mb-5 rounded-lg border-l-4 border-brand-700 bg-slate-100 p-4 text-slate-900">
      <strong>{EMERGENCY_NOTICE}</strong> {NON_EMERGENCY_NOTE}
    </p>
  );
}

/**
 * The danger notice. `live`: inside a polite status region, rendered (empty) before the danger
 * shows, so it is announced when it appears; on later steps it is shown as plain text.
 */
export function DangerNotice({ danger, live }: { danger: boolean; live: boolean }) {
  const notice = danger ? (
    <div className={DANGER_CLASSES}>
      <p className="text-lg font-bold">{EMERGENCY_NOTICE}</p>
      <p className="mt-1">{DANGER_NOTE}</p>
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
