/** Building resident submissions for tests, the way the wizard sends them (multipart form data). */
import sharp from 'sharp';

/** A valid submission's text fields, each overridable. */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Ada Resident',
    email: 'ada@example.org',
    phone: '609-555-0100',
    submitterAddress: '1 Elm St',
    category: 'Graffiti',
    description: 'Paint on the underpass wall',
    issueAddress: '20 Main St, West Windsor',
    location: JSON.stringify({ lat: 40.28, lng: -74.59 }),
    wantsTextAlerts: 'true',
    ...overrides,
  };
}

/** A multipart body with the fields and an optional photo. */
export function submitForm(
  fields: Record<string, string>,
  photo?: { bytes: Uint8Array; name?: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) {
    const blob = new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' });
    form.append('photo', blob, photo.name ?? 'photo.jpg');
  }
  return form;
}

/** A small real image made by sharp, optionally with a GPS position in its EXIF. */
export async function tinyImage(
  format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif',
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Uint8Array> {
  let image = sharp({
    create: {
      width: options.width ?? 16,
      height: options.height ?? 8,
      channels: 3,
      background: { r: 200, g: 30, b: 30 },
    },
  }).toFormat(format);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) {
    image = image.withExifMerge({
      IFD0: { Make: 'SECRET-CAMERA' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 16/1 51/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 35/1 28/1',
      },
    });
  }
  return new Uint8Array(await image.toBuffer());
}
