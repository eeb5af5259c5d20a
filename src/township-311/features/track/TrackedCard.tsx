/**
 * A looked-up request's card and its follow form, in a chunk of their own: the track screen opens
 * with the search and the public list, and this loads only once there is a request to show (its
 * fetch starts with the lookup, TrackResult). After a search or a View click the card's heading
 * takes focus once it is shown.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { AlsoReportedNote } from './AlsoReportedNote.tsx';
import { FollowForm } from './FollowForm.tsx';
import { RequestCard } from './RequestCard.tsx';
import type { PublicRequestView } from './track-api.ts';

export function TrackedCard({
  request,
  focusRequestRef,
  focusNonce,
}: {
  request: PublicRequestView;
  /** Set when a search or View asks for the card; cleared once the card has focus. */
  focusRequestRef: RefObject<boolean>;
  /** Changes on every such request, so asking again for the card already shown works too. */
  focusNonce: number;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusRequestRef.current) return;
    focusRequestRef.current = false;
    // After the router's own move to the h1, which it schedules for the next frame.
    const frame = requestAnimationFrame(() => {
      headingRef.current?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [request, focusRequestRef, focusNonce]);

  return (
    <>
      <RequestCard request={request} headingRef={headingRef} />
      <AlsoReportedNote requestId={request.id} />
      <FollowForm key={request.id} requestId={request.id} />
    </>
  );
}
