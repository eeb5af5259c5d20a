/**
 * Where the attached photo was taken, read from its EXIF GPS tags in the browser before upload
 * (the server strips them from the stored photo). Only the file's first 256 KB are read, where
 * cameras put EXIF; null while reading, for a photo without a position, or with none attached.
 * The reader is a chunk of its own, fetched when a photo is chosen.
 */
import { useEffect, useState } from 'react';
import type { Point } from '../location/index.ts';

export function usePhotoPoint(photo: File | null): Point | null {
  const [found, setFound] = useState<{ photo: File; point: Point | null } | null>(null);
  useEffect(() => {
    if (!photo) return undefined;
    let current = true;
    import('#domain/requests/photo-gps.ts')
      .then(async ({ photoGpsPosition, PHOTO_GPS_SCAN_BYTES }) =>
        photoGpsPosition(await photo.slice(0, PHOTO_GPS_SCAN_BYTES).arrayBuffer()),
      )
      .then(
        (point) => {
          if (current) setFound({ photo, point });
        },
        () => {
          if (current) setFound({ photo, point: null });
        },
      );
    return () => {
      current = false;
    };
  }, [photo]);
  return found && found.photo === photo ? found.point : null;
}
