/**
 * The GPS position a photo carries in its EXIF, read in the browser before upload so the wizard
 * can offer "Use the photo's location". The server strips all metadata from the photo it keeps
 * (docs/product.md#311-photos); this only reads it.
 *
 * Photos are untrusted input: every offset is checked against the bytes, every loop is bounded,
 * only the first `PHOTO_GPS_SCAN_BYTES` are examined, and anything odd gives null, never an
 * exception. Read: JPEG (APP1 "Exif"), PNG (eXIf chunk) and WebP (RIFF EXIF chunk), each holding
 * a TIFF structure: IFD0, its GPS IFD pointer (tag 0x8825), and there GPSLatitudeRef, GPSLatitude,
 * GPSLongitudeRef and GPSLongitude (degrees, minutes, seconds as RATIONALs).
 */

/** How much of a file is examined: EXIF sits at the start, and a JPEG's is at most 64 KB. */
export const PHOTO_GPS_SCAN_BYTES = 256 * 1024;
/** The most JPEG segments, PNG chunks or WebP chunks walked before giving up. */
const MAX_BLOCKS = 256;
/** The most entries read from one IFD; real ones have a few dozen. */
const MAX_IFD_ENTRIES = 512;

/** The tags read: IFD0's pointer to the GPS IFD, and the GPS IFD's own (GPSStatus 'V' is a void fix). */
const TAG = { gpsIfd: 0x8825, latitudeRef: 1, latitude: 2, longitudeRef: 3, longitude: 4, status: 9 } as const;
/** The TIFF value types read. */
const TYPE = { ascii: 2, long: 4, rational: 5, srational: 10, ifd: 13 } as const;

/** The bytes examined, [0, end) of the view: every read checks its range first. */
interface Bytes {
  readonly view: DataView;
  readonly end: number;
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const EXIF_HEADER = ascii('Exif\0\0');

function startsWith(bytes: Bytes, at: number, expected: readonly number[]): boolean {
  if (at < 0 || at + expected.length > bytes.end) return false;
  return expected.every((byte, i) => bytes.view.getUint8(at + i) === byte);
}

/** A TIFF structure (the body of EXIF) in [start, end) of the bytes. */
interface Tiff {
  readonly bytes: Bytes;
  readonly start: number;
  readonly end: number;
  readonly little: boolean;
}

/** Whether `length` bytes at `offset` (from the TIFF's start) lie inside it. */
const fits = (tiff: Tiff, offset: number, length: number) =>
  Number.isSafeInteger(offset) && offset >= 0 && length >= 0 && tiff.start + offset + length <= tiff.end;

const u16 = (tiff: Tiff, offset: number) =>
  fits(tiff, offset, 2) ? tiff.bytes.view.getUint16(tiff.start + offset, tiff.little) : null;
const u32 = (tiff: Tiff, offset: number) =>
  fits(tiff, offset, 4) ? tiff.bytes.view.getUint32(tiff.start + offset, tiff.little) : null;
const i32 = (tiff: Tiff, offset: number) =>
  fits(tiff, offset, 4) ? tiff.bytes.view.getInt32(tiff.start + offset, tiff.little) : null;

function openTiff(bytes: Bytes, start: number, end: number): Tiff | null {
  const limit = Math.min(end, bytes.end);
  if (start < 0 || start + 8 > limit) return null;
  const order = bytes.view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return null; // "II" little-endian, "MM" big-endian
  const tiff = { bytes, start, end: limit, little: order === 0x4949 };
  return u16(tiff, 2) === 42 ? tiff : null;
}

/** An IFD entry: its type, count, and where its value is (inline in the entry when 4 bytes or fewer). */
interface Entry {
  readonly type: number;
  readonly count: number;
  readonly valueAt: number;
}

/** The size in bytes of one value of each type read. */
const TYPE_SIZES: Readonly<Partial<Record<number, number>>> = {
  [TYPE.ascii]: 1,
  [TYPE.long]: 4,
  [TYPE.rational]: 8,
  [TYPE.srational]: 8,
  [TYPE.ifd]: 4,
};

/** The entries of the IFD at `offset`, by tag; null when it does not fit or is implausibly long. */
function readIfd(tiff: Tiff, offset: number): Map<number, Entry> | null {
  const count = u16(tiff, offset);
  if (count === null || count > MAX_IFD_ENTRIES || !fits(tiff, offset + 2, count * 12)) return null;
  const entries = new Map<number, Entry>();
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12;
    const tag = u16(tiff, at)!;
    const type = u16(tiff, at + 2)!;
    const valueCount = u32(tiff, at + 4)!;
    const size = TYPE_SIZES[type];
    if (size === undefined || entries.has(tag)) continue;
    const length = size * valueCount;
    const valueAt = length <= 4 ? at + 8 : u32(tiff, at + 8)!;
    if (fits(tiff, valueAt, length)) entries.set(tag, { type, count: valueCount, valueAt });
  }
  return entries;
}

/** The first character of an ASCII entry, upper-cased, or null. */
function letter(tiff: Tiff, entry: Entry | undefined): string | null {
  if (entry?.type !== TYPE.ascii || entry.count < 1) return null;
  return String.fromCharCode(tiff.bytes.view.getUint8(tiff.start + entry.valueAt)).toUpperCase();
}

/** Degrees from an entry of up to three (signed) rationals: degrees, minutes, seconds. */
function degrees(tiff: Tiff, entry: Entry | undefined): number | null {
  if (!entry || (entry.type !== TYPE.rational && entry.type !== TYPE.srational)) return null;
  if (entry.count < 1 || entry.count > 3) return null;
  const parts: number[] = [];
  for (let i = 0; i < entry.count; i++) {
    const at = entry.valueAt + i * 8;
    const signed = entry.type === TYPE.srational;
    const numerator = signed ? i32(tiff, at) : u32(tiff, at);
    const denominator = signed ? i32(tiff, at + 4) : u32(tiff, at + 4);
    if (numerator === null || denominator === null || denominator === 0) return null;
    const value = numerator / denominator;
    if (!Number.isFinite(value) || value < 0) return null;
    parts.push(value);
  }
  const [whole = 0, minutes = 0, seconds = 0] = parts;
  if (minutes > 60 || seconds > 60) return null;
  return whole + minutes / 60 + seconds / 3600;
}

function signed(value: number | null, ref: string | null, positive: string, negative: string): number | null {
  if (value === null) return null;
  if (ref === positive) return value;
  if (ref === negative) return -value;
  return null;
}

/** The position in a TIFF structure's GPS IFD, or null. */
function positionInTiff(tiff: Tiff): { lat: number; lng: number } | null {
  const ifd0 = readIfd(tiff, u32(tiff, 4) ?? -1);
  const pointer = ifd0?.get(TAG.gpsIfd);
  if (!pointer || pointer.count !== 1 || (pointer.type !== TYPE.long && pointer.type !== TYPE.ifd)) return null;
  const gps = readIfd(tiff, u32(tiff, pointer.valueAt)!);
  if (!gps || letter(tiff, gps.get(TAG.status)) === 'V') return null;
  const lat = signed(degrees(tiff, gps.get(TAG.latitude)), letter(tiff, gps.get(TAG.latitudeRef)), 'N', 'S');
  const lng = signed(degrees(tiff, gps.get(TAG.longitude)), letter(tiff, gps.get(TAG.longitudeRef)), 'E', 'W');
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (lat === 0 && lng === 0) return null; // what many cameras write when they have no fix
  return { lat, lng };
}

/** JPEG: the segments before the image data, looking in each APP1 "Exif" segment. */
function fromJpeg(bytes: Bytes): { lat: number; lng: number } | null {
  let at = 2;
  for (let blocks = 0; blocks < MAX_BLOCKS && at + 4 <= bytes.end; blocks++) {
    if (bytes.view.getUint8(at) !== 0xff) return null;
    const marker = bytes.view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, start of scan: no EXIF after
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = bytes.view.getUint16(at + 2);
    if (length < 2) return null;
    const data = at + 4;
    const end = at + 2 + length;
    if (marker === 0xe1 && startsWith(bytes, data, EXIF_HEADER)) {
      const tiff = openTiff(bytes, data + EXIF_HEADER.length, end);
      const position = tiff && positionInTiff(tiff);
      if (position) return position;
    }
    at = end;
  }
  return null;
}

/** PNG: the chunks up to the image's end, looking in an eXIf chunk. */
function fromPng(bytes: Bytes): { lat: number; lng: number } | null {
  let at = 8;
  for (let blocks = 0; blocks < MAX_BLOCKS && at + 8 <= bytes.end; blocks++) {
    const length = bytes.view.getUint32(at);
    const data = at + 8;
    if (startsWith(bytes, at + 4, ascii('eXIf'))) {
      const tiff = openTiff(bytes, data, data + length);
      return tiff && positionInTiff(tiff);
    }
    if (startsWith(bytes, at + 4, ascii('IEND'))) return null;
    at = data + length + 4; // and the CRC
  }
  return null;
}

/** WebP: the RIFF chunks, looking in an EXIF chunk (some writers start it with "Exif\0\0"). */
function fromWebp(bytes: Bytes): { lat: number; lng: number } | null {
  let at = 12;
  for (let blocks = 0; blocks < MAX_BLOCKS && at + 8 <= bytes.end; blocks++) {
    const length = bytes.view.getUint32(at + 4, true);
    const data = at + 8;
    if (startsWith(bytes, at, ascii('EXIF'))) {
      const start = startsWith(bytes, data, EXIF_HEADER) ? data + EXIF_HEADER.length : data;
      const tiff = openTiff(bytes, start, data + length);
      return tiff && positionInTiff(tiff);
    }
    at = data + length + (length % 2); // chunks are padded to an even length
  }
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The GPS position in a photo's EXIF (JPEG, PNG or WebP), or null when there is none, it is void
 * or 0,0, or anything about the file is not as it should be. Never throws.
 * @example photoGpsPosition(await file.slice(0, PHOTO_GPS_SCAN_BYTES).arrayBuffer()) // { lat: 40.2808, lng: -74.5911 } or null
 */
export function photoGpsPosition(input: ArrayBuffer | Uint8Array): { lat: number; lng: number } | null {
  try {
    const array = input instanceof Uint8Array ? input : new Uint8Array(input);
    const view = new DataView(array.buffer, array.byteOffset, Math.min(array.byteLength, PHOTO_GPS_SCAN_BYTES));
    const bytes: Bytes = { view, end: view.byteLength };
    if (startsWith(bytes, 0, [0xff, 0xd8])) return fromJpeg(bytes);
    if (startsWith(bytes, 0, PNG_SIGNATURE)) return fromPng(bytes);
    if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return fromWebp(bytes);
    return null;
  } catch {
    // Every read above is range-checked; this only keeps a mistake from reaching the resident.
    return null;
  }
}
