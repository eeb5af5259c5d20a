/** "Use the photo's location": offered when the photo the resident attached carries a GPS position. */
import { buttonClasses } from '#design/button-classes.ts';
import { formatPoint } from './geocode-text.ts';
import type { Point } from './point.ts';

export function PhotoLocation({ photoPoint, onUse }: { photoPoint: Point | null; onUse: (point: Point) => void }) {
  if (!photoPoint) return null;
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          onUse(photoPoint);
        }}
        className={buttonClasses('secondary', 'md')}
      >
        Use the photo&rsquo;s location
      </button>
      <p className="mt-1 text-sm text-slate-700">Your photo was taken at {formatPoint(photoPoint)}.</p>
    </div>
  );
}
