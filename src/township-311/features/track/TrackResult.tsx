/**
 * The lookup of one request: loading, the card, or the message for an unknown id or a failed fetch
 * (docs/product.md#311-tracking-a-request). After a search or a View click the card's heading takes
 * focus once it is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { FollowForm } from './FollowForm.tsx';
import { RequestCard } from './RequestCard.tsx';
import { publicRequestQuery, trackErrorMessage } from './track-api.ts';

export function TrackResult({
  id,
  focusRequestRef,
  focusNonce,
}: {
  id: string;
  /** Set when a search or View asks for the card; cleared once the card has focus. */
  focusRequestRef: RefObject<boolean>;
  /** Changes on every such request, so asking again for the card already shown works too. */
  focusNonce: number;
}) {
  const { data, error, isPending } = useQuery(publicRequestQuery(id));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!data || !focusRequestRef.current) return;
    focusRequestRef.current = false;
    // After the router's own move to the h1, which it schedules for the next frame.
    const frame = requestAnimationFrame(() => {
      headingRef.current?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [data, focusRequestRef, focusNonce]);

  if (isPending) {
    return (
      <p role="status" className="mt-8 text-slate-700">
        Looking up request {id}…
      </p>
    );
  }
  if (!data) {
    return (
      <p role="alert" className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
        {trackErrorMessage(error)}
      </p>
    );
  }
  return (
    <>
      <RequestCard request={data} headingRef={headingRef} />
      <FollowForm key={data.id} requestId={data.id} />
    </>
  );
}
