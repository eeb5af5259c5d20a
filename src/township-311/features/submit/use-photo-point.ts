/**
 * Where the attached photo was taken, read from its EXIF GPS tags in the browser before upload
 * (the server strips them from the stored photo). Only the file's first 256 KB are read, where
 * cameras put EXIF; null while reading, for a photo without a position, or with none attached.
 */
import { useEffect, useState } from 'react';
import { photoGpsPosition } from '#domain/requests/photo-gps.ts';
import type { Point } from '../location/index.ts';

const EXIF_WINDOW_BYTES = 256 * 1024;

export function usePhotoPoint(photo: File | null): Point | null {
  const [found, setFound] = useState<{ photo: File; point: Point | null } | null>(null);
  useEffect(() => {
    if (!photo) return undefined;
    let current = true;
    photo
      .slice(0, EXIF_WINDOW_BYTES)
      .arrayBuffer()
      .then(
        (bytes) => {
          if (current) setFound({ photo, point: photoGpsPosition(bytes) });
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
