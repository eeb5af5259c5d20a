/**
 * A track screen heading that takes focus from a script (tabIndex -1), where what was pressed goes
 * away (a search's result, another page of the list), with the focus ring shown there.
 */
import type { ReactNode, Ref } from 'react';

/** @example <FocusHeading id="track-card-heading" headingRef={ref}>Graffiti</FocusHeading> */
export function FocusHeading({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="text-xl font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2"
    >
      {children}
    </h2>
  );
}
