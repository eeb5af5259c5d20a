/** "Use the photo's location": offered when the photo the resident attached carries a GPS position. */
import { buttonClasses } from '#design/button-classes.ts';
import { formatPoint } from './geocode-text.ts';
import type { Point } from './point.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';

export function PhotoLocation({ photoPoint, onUse }: { photoPoint: Point | null; onUse: (point: Point) => void }) {
  const t = useMessages(locationMessages);
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
        {t('usePhotoLocation')}
      </button>
      <p className="mt-1 text-sm text-slate-700">{t('photoTakenAt', { point: formatPoint(photoPoint) })}</p>
    </div>
  );
}
