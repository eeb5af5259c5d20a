import type { HiddenMark } from '#domain/requests/request-schemas.ts';

/**
 * What staff see beside a part hidden from the public (docs/product.md#311-moderation): the part
 * itself stays, with this line saying residents do not see it, and why.
 */
export function HiddenMarker({ mark }: { mark: HiddenMark | null }) {
  if (!mark) return null;
  return (
    <p className="mt-1 rounded-md border border-amber-600 bg-amber-50 px-2 py-1 text-sm font-medium wrap-anywhere text-amber-950">
      Hidden from the public: {mark.reason}
    </p>
  );
}
