/**
 * The issue address field of the location step (with a maps key it is also the place search box).
 * When the map lookup finds no address for the pin, its message ('Address not found') and a prompt
 * to describe the spot appear under the field, announced, and the field names them as its description.
 */
import type { KeyboardEvent } from 'react';
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import { inputClasses } from '#design/input-classes.ts';
import { CharacterCount } from '../../ui/CharacterCount.tsx';
import { describedBy, hintId, LabelledField } from '../../ui/LabelledField.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import type { LocationFieldIds } from './location-props.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { lookupText } from '#domain/messages-311/lookup-text.ts';

export function AddressInput({
  value,
  onChange,
  onKeyDown,
  invalid,
  hint,
  lookupMessage = null,
  ids,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The open map's search runs on Enter. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  invalid: boolean;
  hint: string;
  /** The lookup's message when the pin's place has no address. */
  lookupMessage?: string | null;
  ids: LocationFieldIds;
}) {
  const t = useMessages(locationMessages);
  const id = ids.address;
  const lookupId = `${id}-lookup`;
  const countId = `${id}-count`;
  return (
    <LabelledField id={id} label={t('addressLabel')} hint={hint} required>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        maxLength={SUBMIT_LIMITS.address}
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={describedBy(hintId(id), countId, lookupMessage && lookupId, invalid && ids.alert)}
        className={inputClasses('mt-1')}
      />
      <CharacterCount id={countId} label={t('addressLabel')} length={value.length} max={SUBMIT_LIMITS.address} />
      {/* Always on the page, so the message is announced when it appears. */}
      <div id={lookupId} role="status">
        {lookupMessage ? (
          <div className="mt-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900">
            <p className="font-semibold">{lookupText(t, lookupMessage)}</p>
            <p>{t('describeSpot')}</p>
          </div>
        ) : null}
      </div>
    </LabelledField>
  );
}
