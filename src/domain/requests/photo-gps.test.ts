import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { PHOTO_GPS_SCAN_BYTES, photoGpsPosition } from './photo-gps.ts';

// Photos are written here byte by byte, the way cameras and phones write them, so each test can
// bend exactly one thing. functions/services/photo-gps-files.test.ts reads files sharp makes.

const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const SRATIONAL = 10;

interface IfdEntry {
  tag: number;
  type: number;
  /** The value count; by default from the values. */
  count?: number;
  /** Text (ASCII, NUL added), numbers (SHORT, LONG) or [numerator, denominator] pairs (RATIONAL). */
  values: string | number[] | [number, number][];
  /** Write this offset instead of placing the value. */
  offset?: number;
}

interface GpsOptions {
  latRef?: string;
  lat?: [number, number][];
  lngRef?: string;
  lng?: [number, number][];
  rationalType?: number;
  status?: string;
  /** Replace the GPS IFD's entries altogether. */
  gpsEntries?: IfdEntry[];
  /** Replace IFD0's entries; `gpsOffset` stands for the GPS IFD's offset. */
  ifd0Entries?: (gpsOffset: number) => IfdEntry[];
  /** Overwrite the entry count of the GPS IFD. */
  gpsCount?: number;
  magic?: number;
}

const dms = (degrees: number, minutes: number, seconds: number, scale = 100): [number, number][] => [
  [degrees, 1],
  [minutes, 1],
  [Math.round(seconds * scale), scale],
];

// West Windsor's centre, about 40.2809 N, 74.5912 W.
const WEST_WINDSOR = { latRef: 'N', lat: dms(40, 16, 51.24), lngRef: 'W', lng: dms(74, 35, 28.32) };
const WEST_WINDSOR_POINT = { lat: 40 + 16 / 60 + 51.24 / 3600, lng: -(74 + 35 / 60 + 28.32 / 3600) };

function valueBytes(entry: IfdEntry, little: boolean): { bytes: Uint8Array; count: number } {
  const { type, values } = entry;
  if (typeof values === 'string') {
    const bytes = Uint8Array.from([...text(values), 0]);
    return { bytes, count: bytes.length };
  }
  const size = Array.isArray(values[0]) ? 8 : type === SHORT ? 2 : 4;
  const bytes = new Uint8Array(values.length * size);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => {
    if (Array.isArray(value)) {
      const set = type === SRATIONAL ? view.setInt32.bind(view) : view.setUint32.bind(view);
      set(i * 8, value[0], little);
      set(i * 8 + 4, value[1], little);
    } else if (size === 2) view.setUint16(i * 2, value, little);
    else view.setUint32(i * 4, value, little);
  });
  return { bytes, count: values.length };
}

/** A TIFF structure: header, IFD0 at 8, then the GPS IFD, then the values that do not fit inline. */
function tiff(little: boolean, options: GpsOptions = WEST_WINDSOR): Uint8Array {
  const rational = options.rationalType ?? RATIONAL;
  const gpsEntries: IfdEntry[] = options.gpsEntries ?? [
    { tag: 0, type: 1, count: 4, values: [0x02020000] }, // GPSVersionID (BYTE, not read)
    ...(options.latRef === undefined ? [] : [{ tag: 1, type: ASCII, values: options.latRef }]),
    ...(options.lat ? [{ tag: 2, type: rational, values: options.lat }] : []),
    ...(options.lngRef === undefined ? [] : [{ tag: 3, type: ASCII, values: options.lngRef }]),
    ...(options.lng ? [{ tag: 4, type: rational, values: options.lng }] : []),
    ...(options.status === undefined ? [] : [{ tag: 9, type: ASCII, values: options.status }]),
  ];
  const ifd0Size = (entries: number) => 2 + entries * 12 + 4;
  const ifd0For =
    options.ifd0Entries ??
    ((gps: number) => [
      { tag: 0x0112, type: SHORT, values: [1] }, // Orientation
      { tag: 0x8825, type: LONG, values: [gps] },
    ]);
  const ifd0Count = ifd0For(0).length;
  const gpsOffset = 8 + ifd0Size(ifd0Count);
  const dataStart = gpsOffset + ifd0Size(gpsEntries.length);

  const out = new Uint8Array(4096);
  const view = new DataView(out.buffer);
  let data = dataStart;
  view.setUint16(0, little ? 0x4949 : 0x4d4d);
  view.setUint16(2, options.magic ?? 42, little);
  view.setUint32(4, 8, little);
  const writeIfd = (at: number, entries: IfdEntry[], count = entries.length) => {
    view.setUint16(at, count, little);
    entries.forEach((entry, i) => {
      const slot = at + 2 + i * 12;
      const value = valueBytes(entry, little);
      view.setUint16(slot, entry.tag, little);
      view.setUint16(slot + 2, entry.type, little);
      view.setUint32(slot + 4, entry.count ?? value.count, little);
      if (entry.offset !== undefined) view.setUint32(slot + 8, entry.offset, little);
      else if (value.bytes.length <= 4) out.set(value.bytes, slot + 8);
      else {
        view.setUint32(slot + 8, data, little);
        out.set(value.bytes, data);
        data += value.bytes.length;
      }
    });
    view.setUint32(at + 2 + entries.length * 12, 0, little); // no next IFD
  };
  writeIfd(8, ifd0For(gpsOffset));
  writeIfd(gpsOffset, gpsEntries, options.gpsCount);
  return out.slice(0, data);
}

const text = (value: string) => Array.from(value, (c) => c.charCodeAt(0));
const u16be = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number, little: boolean) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, little);
  return [...bytes];
};
const segment = (marker: number, body: ArrayLike<number>) => [
  0xff,
  marker,
  ...u16be(body.length + 2),
  ...Array.from(body),
];
const JFIF = segment(0xe0, [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const SCAN = [
  ...segment(0xdb, new Array<number>(65).fill(1)),
  ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
  0x12,
  0x34,
  0xff,
  0xd9,
];

/** A JPEG: SOI, JFIF, an APP1 "Exif" segment with the TIFF, then tables, a scan and EOI. */
function jpeg(body: Uint8Array | null = tiff(true), before: number[] = []): Uint8Array {
  const exif = body ? segment(0xe1, [...text('Exif\0\0'), ...body]) : [];
  return Uint8Array.from([0xff, 0xd8, ...JFIF, ...before, ...exif, ...SCAN]);
}

const pngChunk = (type: string, body: ArrayLike<number>) => [
  ...u32(body.length, false),
  ...text(type),
  ...Array.from(body),
  0,
  0,
  0,
  0,
];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

function png(body: Uint8Array = tiff(false), beforeIdat = true): Uint8Array {
  const exif = pngChunk('eXIf', body);
  const idat = pngChunk('IDAT', [0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]);
  const chunks = beforeIdat ? [...exif, ...idat] : [...idat, ...exif];
  return Uint8Array.from([...PNG_SIGNATURE, ...IHDR, ...chunks, ...pngChunk('IEND', [])]);
}

const riffChunk = (type: string, body: ArrayLike<number>) => [
  ...text(type),
  ...u32(body.length, true),
  ...Array.from(body),
  ...(body.length % 2 ? [0] : []),
];

function webp(body: Uint8Array = tiff(true), exifHeader = false): Uint8Array {
  const vp8x = riffChunk('VP8X', [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const vp8l = riffChunk('VP8L', [0x2f, 0, 0, 0, 0x07]); // odd length: padded
  const exif = riffChunk('EXIF', exifHeader ? [...text('Exif\0\0'), ...body] : Array.from(body));
  const chunks = [...text('WEBP'), ...vp8x, ...vp8l, ...exif];
  return Uint8Array.from([...text('RIFF'), ...u32(chunks.length, true), ...chunks]);
}

const expectPoint = (actual: { lat: number; lng: number } | null, expected: { lat: number; lng: number }) => {
  expect(actual).not.toBeNull();
  expect(actual!.lat).toBeCloseTo(expected.lat, 9);
  expect(actual!.lng).toBeCloseTo(expected.lng, 9);
};

describe('photoGpsPosition reads', () => {
  it.each([
    ['a JPEG, little-endian (II)', jpeg(tiff(true))],
    ['a JPEG, big-endian (MM)', jpeg(tiff(false))],
    [
      'a JPEG with other APP segments first',
      jpeg(tiff(false), [...segment(0xe2, new Array<number>(300).fill(7)), 0xff]),
    ],
    ['a JPEG whose first APP1 is XMP', jpeg(tiff(true), segment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x/>')))],
    ['a PNG eXIf chunk', png(tiff(false))],
    ['a PNG eXIf chunk after the image data', png(tiff(true), false)],
    ['a WebP EXIF chunk', webp(tiff(true))],
    ['a WebP EXIF chunk that starts with "Exif\\0\\0"', webp(tiff(false), true)],
  ])('%s', (_, bytes) => {
    expectPoint(photoGpsPosition(bytes), WEST_WINDSOR_POINT);
  });

  it('from an ArrayBuffer, and from a Uint8Array that is a window on a larger buffer', () => {
    const photo = jpeg();
    expectPoint(photoGpsPosition(photo.slice().buffer), WEST_WINDSOR_POINT);
    const larger = new Uint8Array(photo.length + 20).fill(0xff);
    larger.set(photo, 10);
    expectPoint(photoGpsPosition(larger.subarray(10, 10 + photo.length)), WEST_WINDSOR_POINT);
  });

  it.each<[string, GpsOptions, { lat: number; lng: number }]>([
    ['south and east', { ...WEST_WINDSOR, latRef: 'S', lngRef: 'E' }, { lat: -40.2809, lng: 74.5912 }],
    ['lower-case references', { ...WEST_WINDSOR, latRef: 'n', lngRef: 'w' }, { lat: 40.2809, lng: -74.5912 }],
    [
      'decimal degrees with zero minutes and seconds',
      {
        latRef: 'N',
        lat: [
          [402809, 10000],
          [0, 1],
          [0, 1],
        ],
        lngRef: 'W',
        lng: [
          [745912, 10000],
          [0, 1],
          [0, 1],
        ],
      },
      { lat: 40.2809, lng: -74.5912 },
    ],
    [
      'decimal minutes',
      {
        latRef: 'N',
        lat: [
          [40, 1],
          [16854, 1000],
          [0, 1],
        ],
        lngRef: 'W',
        lng: [
          [74, 1],
          [35472, 1000],
          [0, 1],
        ],
      },
      { lat: 40.2809, lng: -74.5912 },
    ],
    ['signed rationals', { ...WEST_WINDSOR, rationalType: SRATIONAL }, { lat: 40.2809, lng: -74.5912 }],
    ['a valid fix', { ...WEST_WINDSOR, status: 'A' }, { lat: 40.2809, lng: -74.5912 }],
    ['one axis at zero', { ...WEST_WINDSOR, lat: dms(0, 0, 0) }, { lat: 0, lng: -74.5912 }],
  ])('%s', (_, options, expected) => {
    const position = photoGpsPosition(jpeg(tiff(true, options)));
    expect(position?.lat).toBeCloseTo(expected.lat, 4);
    expect(position?.lng).toBeCloseTo(expected.lng, 4);
  });
});

describe('photoGpsPosition is null for', () => {
  const noGpsIfd0 = () => [{ tag: 0x0112, type: SHORT, values: [1] }];
  it.each([
    ['no bytes', new Uint8Array()],
    ['text', Uint8Array.from(text('hello, world'))],
    ['a GIF', Uint8Array.from(text('GIF89a\x01\x00\x01\x00'))],
    ['a JPEG without EXIF', jpeg(null)],
    ['EXIF without a GPS IFD', jpeg(tiff(true, { ...WEST_WINDSOR, ifd0Entries: noGpsIfd0 }))],
    ['a GPS IFD without a latitude', jpeg(tiff(true, { ...WEST_WINDSOR, lat: undefined }))],
    ['a GPS IFD without a longitude reference', jpeg(tiff(true, { ...WEST_WINDSOR, lngRef: undefined }))],
    ['a reference that is not N, S, E or W', jpeg(tiff(true, { ...WEST_WINDSOR, latRef: 'X' }))],
    ['an empty reference', jpeg(tiff(false, { ...WEST_WINDSOR, latRef: '' }))],
    [
      'a zero denominator',
      jpeg(
        tiff(true, {
          ...WEST_WINDSOR,
          lng: [
            [74, 1],
            [35, 0],
            [28, 1],
          ],
        }),
      ),
    ],
    [
      '0/0',
      jpeg(
        tiff(false, {
          ...WEST_WINDSOR,
          lat: [
            [0, 0],
            [0, 0],
            [0, 0],
          ],
        }),
      ),
    ],
    ['0,0, the "no fix" value', jpeg(tiff(true, { ...WEST_WINDSOR, lat: dms(0, 0, 0), lng: dms(0, 0, 0) }))],
    ['a latitude past 90', jpeg(tiff(true, { ...WEST_WINDSOR, lat: dms(91, 0, 0) }))],
    ['a longitude past 180', jpeg(tiff(true, { ...WEST_WINDSOR, lng: dms(180, 30, 0) }))],
    ['61 minutes', jpeg(tiff(true, { ...WEST_WINDSOR, lat: dms(40, 61, 0) }))],
    [
      'negative signed rationals',
      jpeg(
        tiff(true, {
          ...WEST_WINDSOR,
          rationalType: SRATIONAL,
          lat: [
            [-40, 1],
            [16, 1],
            [51, 1],
          ],
        }),
      ),
    ],
    ['a void fix (GPSStatus V)', jpeg(tiff(true, { ...WEST_WINDSOR, status: 'V' }))],
    ['a latitude of the wrong type', jpeg(tiff(true, { ...WEST_WINDSOR, rationalType: LONG }))],
    ['a latitude of 4 rationals', jpeg(tiff(true, { ...WEST_WINDSOR, lat: [...dms(40, 16, 51), [1, 1]] }))],
    ['a wrong TIFF magic number', jpeg(tiff(true, { ...WEST_WINDSOR, magic: 43 }))],
    ['a wrong byte order mark', jpeg(Uint8Array.from([0x49, 0x4d, ...tiff(true).subarray(2)]))],
    [
      'an APP1 without the "Exif\\0\\0" header',
      Uint8Array.from([0xff, 0xd8, ...segment(0xe1, [...text('Exif\0\x01'), ...tiff(true)]), ...SCAN]),
    ],
    [
      'EXIF after the start of scan',
      Uint8Array.from([0xff, 0xd8, ...SCAN.slice(0, -2), ...segment(0xe1, [...text('Exif\0\0'), ...tiff(true)])]),
    ],
    [
      'a GPS pointer that points at IFD0 (a loop)',
      jpeg(tiff(true, { ...WEST_WINDSOR, ifd0Entries: () => [{ tag: 0x8825, type: LONG, values: [8] }] })),
    ],
    [
      'a GPS pointer past the end',
      jpeg(tiff(false, { ...WEST_WINDSOR, ifd0Entries: () => [{ tag: 0x8825, type: LONG, values: [0xfffffff0] }] })),
    ],
    ['a GPS IFD claiming 65,535 entries', jpeg(tiff(true, { ...WEST_WINDSOR, gpsCount: 0xffff }))],
    [
      'a latitude claiming 4 billion values',
      jpeg(
        tiff(true, {
          ...WEST_WINDSOR,
          gpsEntries: [
            { tag: 1, type: ASCII, values: 'N' },
            { tag: 2, type: RATIONAL, count: 0xffffffff, values: dms(40, 16, 51) },
            { tag: 3, type: ASCII, values: 'W' },
            { tag: 4, type: RATIONAL, values: dms(74, 35, 28) },
          ],
        }),
      ),
    ],
    [
      'a latitude whose offset is past the end',
      jpeg(
        tiff(false, {
          ...WEST_WINDSOR,
          gpsEntries: [
            { tag: 1, type: ASCII, values: 'N' },
            { tag: 2, type: RATIONAL, values: dms(40, 16, 51), offset: 4000 },
            { tag: 3, type: ASCII, values: 'W' },
            { tag: 4, type: RATIONAL, values: dms(74, 35, 28) },
          ],
        }),
      ),
    ],
    [
      'a PNG with IEND before eXIf',
      Uint8Array.from([...PNG_SIGNATURE, ...IHDR, ...pngChunk('IEND', []), ...pngChunk('eXIf', tiff(true))]),
    ],
    ['a RIFF that is not WebP', Uint8Array.from([...webp().subarray(0, 8), ...text('WAVE'), ...webp().subarray(12)])],
  ])('%s', (_, bytes) => {
    expect(photoGpsPosition(bytes)).toBeNull();
  });

  it('EXIF past the first 256 KB', () => {
    let padding: number[] = [];
    while (padding.length < PHOTO_GPS_SCAN_BYTES)
      padding = padding.concat(segment(0xe2, new Array<number>(65000).fill(0)));
    expect(photoGpsPosition(jpeg(tiff(true), padding))).toBeNull();
    // The same file cut to 256 KB by the caller gives the same answer.
    expect(photoGpsPosition(jpeg(tiff(true), padding).subarray(0, PHOTO_GPS_SCAN_BYTES))).toBeNull();
  });

  it('EXIF after too many segments', () => {
    const many = Array.from({ length: 300 }, () => segment(0xe2, [0])).flat();
    expect(photoGpsPosition(jpeg(tiff(true), many))).toBeNull();
    expectPoint(photoGpsPosition(jpeg(tiff(true), many.slice(0, 5 * 200))), WEST_WINDSOR_POINT);
  });

  it('a segment whose length is less than 2', () => {
    expect(photoGpsPosition(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0, ...jpeg().subarray(2)]))).toBeNull();
  });

  it('every cut of a valid file, and never throws', () => {
    for (const photo of [jpeg(tiff(true)), jpeg(tiff(false)), png(), webp(tiff(false), true)]) {
      const whole = photoGpsPosition(photo);
      expect(whole).not.toBeNull();
      for (let length = 0; length < photo.length; length++) {
        const position = photoGpsPosition(photo.subarray(0, length));
        // Only a cut after all of the EXIF may still find the position.
        if (position !== null) expect(position).toEqual(whole);
      }
    }
  });
});

describe('photoGpsPosition on damaged files', () => {
  const plausible = (position: { lat: number; lng: number } | null) =>
    position === null ||
    (Number.isFinite(position.lat) &&
      Number.isFinite(position.lng) &&
      Math.abs(position.lat) <= 90 &&
      Math.abs(position.lng) <= 180 &&
      !(position.lat === 0 && position.lng === 0));

  it.each([
    ['JPEG II', jpeg(tiff(true))],
    ['JPEG MM', jpeg(tiff(false))],
    ['PNG', png()],
    ['WebP', webp()],
  ])('never throws for 3,000 random mutations of a %s', (_, photo) => {
    const next = seededRandom(photo.length);
    for (let round = 0; round < 3000; round++) {
      const bytes = photo.slice();
      const changes = 1 + Math.floor(next() * 8);
      for (let i = 0; i < changes; i++) {
        const at = Math.floor(next() * bytes.length);
        const pick = next();
        // Mostly single bytes; sometimes the values that break parsers most: 0x00, 0xff, 0x7f.
        bytes[at] = pick < 0.7 ? Math.floor(next() * 256) : pick < 0.8 ? 0 : pick < 0.9 ? 0xff : 0x7f;
      }
      const cut = next() < 0.2 ? bytes.subarray(0, Math.floor(next() * bytes.length)) : bytes;
      expect(plausible(photoGpsPosition(cut))).toBe(true);
    }
  });

  it('never throws for random bytes behind each signature', () => {
    const next = seededRandom(42);
    const heads = [[0xff, 0xd8], PNG_SIGNATURE, [...text('RIFF'), 0, 0, 0, 0, ...text('WEBP')]];
    for (let round = 0; round < 3000; round++) {
      const head = heads[round % heads.length]!;
      const tail = Array.from({ length: Math.floor(next() * 600) }, () => Math.floor(next() * 256));
      expect(() => photoGpsPosition(Uint8Array.from([...head, ...tail]))).not.toThrow();
    }
  });
});
