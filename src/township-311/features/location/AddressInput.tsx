/** The issue address field of the location step (with a maps key it is also the place search box). */
import { fieldId, INPUT_CLASSES, WIZARD_ALERT_ID } from '../submit/wizard-values.ts';

export function AddressInput({
  value,
  onChange,
  invalid,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  hint: string;
}) {
  const id = fieldId('issueAddress');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        Address of the issue <span className="font-normal text-slate-700">(required)</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={[`${id}-hint`, invalid ? WIZARD_ALERT_ID : ''].filter(Boolean).join(' ')}
        className={INPUT_CLASSES}
      />
    </div>
  );
}
