/**
 * The address that goes with the pin: after the pin moves, the server's geocoder is asked for the
 * address there (keyboard moves wait until the keys rest). What it finds, or its failure text
 * ('Address not found', 'Geocode failed: {status}'), goes into the address field when the field is
 * empty or holds an earlier answer; an address the resident typed is never overwritten: the answer
 * is offered beside it instead. Without a geocoder on the server nothing changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { reverseGeocode } from './geocode-client.ts';
import { replyText } from './geocode-text.ts';
import type { Point } from './point.ts';

/** Keyboard moves come in bursts; one question when they stop. */
const KEYS_SETTLE_MS = 700;

export function usePinAddress(address: string, onAddressChange: (address: string) => void) {
  /** The field's text as the geocoder (or a chosen search result) last wrote it. */
  const written = useRef<string | null>(null);
  const [offer, setOffer] = useState<string | null>(null);
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
      onAddressChange(text);
    },
    [onAddressChange],
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
      if (reply.status === 'NOT_CONFIGURED') return;
      const text = replyText(reply);
      const field = current.current.trim();
      if (field === '' || field === written.current) write(text);
      else if (reply.status === 'OK' && text !== field) setOffer(text);
    },
    [write],
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

  return {
    pinMoved,
    /** A place chosen from the search: its address is the field's, and nobody needs asking. */
    placeChosen: write,
    /** The address at the pin when the resident's own text differs; null when there is none. */
    offer,
    acceptOffer: () => {
      if (offer) write(offer);
    },
  };
}
