import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { workOrderMap } from './work-order-map.ts';

/** The pin's tip is at the bottom middle of its box. */
const PIN = (
  <svg viewBox="0 0 32 44" width="24" height="33" aria-hidden="true" focusable="false">
    <path
      d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z"
      fill="#b91c1c"
      stroke="#fff"
      strokeWidth="2"
    />
    <circle cx="16" cy="16" r="5.5" fill="#fff" />
  </svg>
);

/** The work order's small map of the tile server's images with the pin, and the attribution the tiles ask for. */
export function WorkOrderMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { tiles } = usePortalConfig();
  const map = workOrderMap({ lat, lng }, tiles.url, tiles.maxZoom);
  return (
    <figure>
      <div
        role="img"
        aria-label={label}
        className="relative w-full overflow-hidden border border-black"
        style={{ aspectRatio: String(map.aspect) }}
      >
        {map.tiles.map((tile) => (
          <img
            key={tile.src}
            src={tile.src}
            alt=""
            className="absolute max-w-none"
            style={{ left: `${tile.left}%`, top: `${tile.top}%`, width: `${tile.width}%`, height: `${tile.height}%` }}
          />
        ))}
        {map.pin ? (
          <span
            className="absolute -translate-x-1/2 -translate-y-full"
            style={{ left: `${map.pin.left}%`, top: `${map.pin.top}%` }}
          >
            {PIN}
          </span>
        ) : null}
      </div>
      <figcaption className="mt-0.5 text-[8pt]">Map: {tiles.attribution}</figcaption>
    </figure>
  );
}
