/** The location step without a map, saying why: the address typed in, the point from the browser or the photo. */
import { LocationFallback } from './LocationFallback.tsx';
import type { LocationStepProps } from './location-props.ts';

export function NoMap({ reason, ...props }: LocationStepProps & { reason: string }) {
  return (
    <div className="grid gap-5">
      <p role="status" className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900">
        {reason}
      </p>
      <LocationFallback {...props} />
    </div>
  );
}
