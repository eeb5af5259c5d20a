/**
 * A key just created, shown this once: a read-only field that takes focus (so keyboard and screen
 * reader users land on it), a Copy button and the warning that it cannot be shown again.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { CopyField } from './CopyField.tsx';

const KEY_SHOWN_ONCE_WARNING =
  'Copy this key now and keep it somewhere safe: it will not be shown again. If it is lost, revoke it and create a new one.';

export function ApiKeyCreated({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">New API key for “{label}”</p>
      <p id="new-api-key-warning" className="text-slate-900">
        {KEY_SHOWN_ONCE_WARNING}
      </p>
      <CopyField
        id="new-api-key"
        label="API key"
        value={secret}
        focusOnShow
        describedBy="new-api-key-warning"
        copiedText="Key copied to the clipboard."
      >
        <button type="button" className={buttonClasses('secondary', 'md')} onClick={onDone}>
          Done
        </button>
      </CopyField>
    </div>
  );
}
