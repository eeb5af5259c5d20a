/**
 * A request's short reference as people read it (`K7QM-3XPA`, reference.ts), in a fixed-width
 * face and never broken across lines: a browser would otherwise break after its hyphen on a narrow
 * screen, and half a reference read aloud or copied by eye is no reference.
 */
import { formatReference } from '#domain/requests/reference.ts';

/** @example <ReferenceText reference="K7QM3XPA" className="text-xl" /> // K7QM-3XPA */
export function ReferenceText({
  reference,
  className = '',
  testId,
}: {
  reference: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={`font-mono font-semibold tracking-wider whitespace-nowrap ${className}`}
      data-reference
      translate="no"
      data-testid={testId}
    >
      {formatReference(reference)}
    </span>
  );
}
