/** The ways to set the point besides the map itself: the photo's position and the current location. */
import { CurrentLocation } from './CurrentLocation.tsx';
import type { LocationStepProps } from './location-props.ts';
import { PhotoLocation } from './PhotoLocation.tsx';
import type { Point } from './point.ts';

export function PointButtons({ props, onPoint }: { props: LocationStepProps; onPoint: (point: Point) => void }) {
  return (
    <div className="flex flex-wrap gap-5">
      <PhotoLocation photoPoint={props.photoPoint} onUse={onPoint} />
      <CurrentLocation
        location={props.location}
        onLocationChange={onPoint}
        invalid={props.locationInvalid}
        ids={props.ids}
      />
    </div>
  );
}
