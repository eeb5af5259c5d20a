/**
 * The address field of the open map, which is also its place search: Enter or "Search" asks the
 * server's geocoder for places inside the township, and choosing one drops the pin there. Without
 * a geocoder on the server (or when it fails) the field is simply the address, typed by hand.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { GEOCODE_MESSAGES, GEOCODE_QUERY_LIMITS } from '#domain/requests/geocode-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { AddressInput } from './AddressInput.tsx';
import { searchPlaces, type Place } from './geocode-api.ts';
import { replyText } from './geocode-text.ts';
import type { LocationStepProps } from './location-props.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { lookupText } from '#domain/messages-311/lookup-text.ts';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'results'; places: Place[] }
  | { kind: 'message'; text: string; advice?: 'adviceNotFound' | 'adviceFailed' }
  | { kind: 'off' };

/** No place matched, or the search itself was refused (HTTP 4xx other than 429): the words need changing. */
const nothingFound = (status: string) => status === 'ZERO_RESULTS' || /^HTTP_4(?!29)\d\d$/.test(status);

export function PlaceSearch({
  props,
  lookupMessage,
  onChoose,
}: {
  props: LocationStepProps;
  /** The pin lookup's message when its place has no address (AddressInput). */
  lookupMessage: string | null;
  onChoose: (place: Place) => void;
}) {
  const t = useMessages(locationMessages);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const off = state.kind === 'off';

  const search = async () => {
    const query = props.issueAddress.trim();
    // The server's own bounds and message, checked before asking it.
    if (query.length < GEOCODE_QUERY_LIMITS.min || query.length > GEOCODE_QUERY_LIMITS.max) {
      setState({ kind: 'message', text: GEOCODE_MESSAGES.queryLength });
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ kind: 'searching' });
    try {
      const reply = await searchPlaces(query, controller.signal);
      if (reply.status === 'NOT_CONFIGURED') setState({ kind: 'off' });
      else if (reply.places) setState({ kind: 'results', places: reply.places });
      else
        setState({
          kind: 'message',
          text: reply.message ?? replyText(reply),
          // After a search that found nothing, or failed: what to do next.
          advice: nothingFound(reply.status) ? 'adviceNotFound' : 'adviceFailed',
        });
    } catch {
      // aborted by a newer search
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || off) return;
    // Enter searches here rather than going to the next step.
    event.preventDefault();
    void search();
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <AddressInput
            value={props.issueAddress}
            onChange={(text) => {
              // A message about the last search says nothing about new words.
              if (state.kind === 'message') setState({ kind: 'idle' });
              props.onAddressChange(text);
            }}
            onKeyDown={onKeyDown}
            invalid={props.addressInvalid}
            lookupMessage={lookupMessage}
            hint={t(off ? 'addressHint' : 'searchHint')}
            ids={props.ids}
          />
        </div>
        {off ? null : (
          <button
            type="button"
            onClick={() => void search()}
            aria-disabled={state.kind === 'searching'}
            className={buttonClasses('secondary', 'md')}
          >
            {t('search')}
          </button>
        )}
      </div>
      <div role="status" className="text-slate-900 empty:hidden">
        {state.kind === 'searching' ? t('searching') : null}
        {state.kind === 'message' ? <p>{lookupText(t, state.text)}</p> : null}
        {state.kind === 'message' && state.advice ? <p>{t(state.advice)}</p> : null}
        {state.kind === 'off' ? t('searchOff') : null}
        {state.kind === 'results' ? t('placesFound', { count: state.places.length }) : null}
      </div>
      {state.kind === 'results' ? (
        <ul aria-label={t('placesList')} className="grid gap-1">
          {state.places.map((place) => (
            <li key={`${place.lat},${place.lng},${place.address}`}>
              <button
                type="button"
                onClick={() => {
                  setState({ kind: 'idle' });
                  onChoose(place);
                }}
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2"
              >
                {place.address}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
