/**
 * The address that goes with the pin: after the pin moves, the geocoder (the server's, or Google's
 * with a maps key) is asked for the address there (keyboard moves wait until the keys rest). What
 * it finds goes into the address field when the field is empty or holds an earlier answer; an
 * address the resident typed is never overwritten: the answer is offered beside it instead. When
 * it finds no address ('Address not found', 'Geocode failed: {status}') that message is shown
 * under the field with a prompt to describe the spot, the field is left empty (an earlier answer,
 * about the old place, is taken out) and the pin stays. Without a geocoder nothing changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { reverseGeocode } from './geocode-api.ts';
import { replyAnswer, type LookupAnswer } from './geocode-text.ts';
import type { Point } from './point.ts';

/** Keyboard moves come in bursts; one question when they stop. */
const KEYS_SETTLE_MS = 700;

export function usePinAddress(address: string, onAddressChange: (address: string) => void) {
  /** The field's text as the geocoder (or a chosen search result) last wrote it. */
  const written = useRef<string | null>(null);
  const [offer, setOffer] = useState<string | null>(null);
  /** The lookup's message when the pin's place has no address; null otherwise. */
  const [failure, setFailure] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(address);
  useEffect(() => {
    current.current = address;
  }, [address]);

  useEffect(
    () => () => {
      pending.current?.abort();
      clearTimeout(timer.current);
    },
    [],
  );

  const write = useCallback(
    (text: string) => {
      written.current = text;
      setOffer(null);
      setFailure(null);
      onAddressChange(text);
    },
    [onAddressChange],
  );

  /** A lookup's answer for the pin, from either geocoder. */
  const answered = useCallback(
    (answer: LookupAnswer) => {
      const field = current.current.trim();
      const untouched = field === '' || field === written.current;
      if (answer.kind === 'address') {
        if (untouched) write(answer.address);
        else if (answer.address !== field) setOffer(answer.address);
        return;
      }
      setOffer(null);
      if (!untouched) return; // the resident's own words describe the place
      if (field !== '') {
        written.current = '';
        onAddressChange('');
      }
      setFailure(answer.message);
    },
    [write, onAddressChange],
  );

  const ask = useCallback(
    async (point: Point) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      let reply;
      try {
        reply = await reverseGeocode(point, controller.signal);
      } catch {
        return; // a newer move asked again
      }
      if (reply.status !== 'NOT_CONFIGURED') answered(replyAnswer(reply));
    },
    [answered],
  );

  /** The pin moved; `settle` waits for a burst of key presses to end before asking. */
  const pinMoved = useCallback(
    (point: Point, settle: boolean) => {
      clearTimeout(timer.current);
      if (settle) timer.current = setTimeout(() => void ask(point), KEYS_SETTLE_MS);
      else void ask(point);
    },
    [ask],
  );

  /** The resident typed in the field: their words stand, and the lookup's message has done its work. */
  const typed = useCallback(
    (text: string) => {
      setFailure(null);
      onAddressChange(text);
    },
    [onAddressChange],
  );

  return {
    pinMoved,
    answered,
    typed,
    /** A place chosen from the search: its address is the field's, and nobody needs asking. */
    placeChosen: write,
    /** The address at the pin when the resident's own text differs; null when there is none. */
    offer,
    acceptOffer: () => {
      if (offer) write(offer);
    },
    /** 'Address not found' or 'Geocode failed: {status}' for the pin's place; null otherwise. */
    failure,
  };
}
