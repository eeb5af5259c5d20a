/**
 * The input bar: hundreds of generated bad payloads (wrong types, missing fields, huge strings,
 * bad JSON and multipart, wrong content types, oversized and fake images, bad ids) against every
 * resident endpoint and, when they are mounted, the staff endpoints, both anonymously and signed
 * in as an admin. Every reply must be a 4xx with a JSON error, and the app must keep serving.
 */
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import * as bombs from '../testing/fixtures/form-bombs.ts';
import { parseOpen311Xml } from '../testing/helpers/open311-xml.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';

interface Case {
  name: string;
  path: string;
  init: () => RequestInit | Promise<RequestInit>;
}

const api = useTestApp();
let existingId: string;

beforeAll(async () => {
  const res = await api.app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
  existingId = ((await res.json()) as { id: string }).id;
});

const FIELDS = Object.keys(validFields());
const HUGE = 'x'.repeat(100_000);
/** Blank or control-character-only values: bad wherever a field is required. */
const BLANKS = ['', '   ', '\u0000', '\u0000\u0001\u0002', '\t\n\r', '\u0007\u001b'];
/** Values that are not valid for a typed field (e-mail, phone, category, location). */
const NOT_TYPED = ['null', '[]', '{"a":1}', '-1', '<script>alert(1)</script>', 'x'.repeat(5000)];
const REQUIRED = ['name', 'email', 'category', 'description', 'issueAddress', 'location'];
const TYPED = ['email', 'phone', 'category', 'location'];
const BAD_LOCATIONS = [
  'not json',
  '{"lat":"x","lng":1}',
  '{"lat":91,"lng":0}',
  '{"lat":0,"lng":181}',
  '[40,-74]',
  '{}',
  '{"lat":null,"lng":null}',
  '1e999',
  '{"lat":1e999,"lng":0}',
  '"{}"',
  '{"lat":40',
];
const BAD_IDS = [
  'short',
  'a'.repeat(33),
  'a'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  '%FF%FE',
  "1'%20OR%20'1'='1",
  'AbCdEfGhIjKlMnOpQr!t',
  'AbCdEfGhIjKlMnOpQrSt.json',
  '%F0%9F%92%A9%F0%9F%92%A9%F0%9F%92%A9%F0%9F%92%A9%F0%9F%92%A9%F0%9F%92%A9%F0%9F%92%A9%F0%9F%92%A9',
  'AbCdEfGhIjKlMnOpQrSt',
  '%',
  '%25',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

const without = (fields: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
const form = (fields: Record<string, string | string[]>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
};
const post = (body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers,
});
const withPhoto =
  (bytes: Uint8Array, type = 'image/jpeg', name = 'photo.jpg') =>
  () =>
    post(submitForm(validFields(), { bytes, type, name }));

/** A POST of 12 MB streamed in 1 MB chunks with no Content-Length, so only a streaming limit can stop it. */
function streamedPost(contentType: string): RequestInit {
  let chunks = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      chunks += 1;
      if (chunks > 12) controller.close();
      else controller.enqueue(new Uint8Array(1024 * 1024));
    },
  });
  return { method: 'POST', body, duplex: 'half', headers: { 'Content-Type': contentType } };
}

function residentCases(): Case[] {
  const cases: Case[] = [];
  const submit = (name: string, init: Case['init']) =>
    cases.push({ name: `submit: ${name}`, path: '/api/requests', init });

  for (const field of FIELDS) {
    const rest = without(validFields(), field);
    if (REQUIRED.includes(field)) submit(`missing ${field}`, () => post(form(rest)));
    // wantsTextAlerts reads anything but true/on/1 as "no", so no value of it is an error.
    if (field !== 'wantsTextAlerts') {
      submit(`huge ${field}`, () => post(form({ ...validFields(), [field]: HUGE })));
      submit(`${field} twice`, () => post(form({ ...validFields(), [field]: ['a', 'b'] })));
    }
    const values = [...(REQUIRED.includes(field) ? BLANKS : []), ...(TYPED.includes(field) ? NOT_TYPED : [])];
    for (const value of values) {
      submit(`${field} = ${JSON.stringify(value.slice(0, 20))}`, () =>
        post(form({ ...validFields(), [field]: value })),
      );
    }
  }
  for (const location of BAD_LOCATIONS) {
    submit(`location ${location.slice(0, 20)}`, () => post(form({ ...validFields(), location })));
  }
  for (const [lat, lng] of [
    ['abc', '1'],
    ['Infinity', '0'],
    ['', ''],
    ['1e999', '0'],
    ['40', ''],
  ]) {
    const rest = validFields();
    delete rest.location;
    submit(`lat ${lat} lng ${lng}`, () => post(form({ ...rest, lat: lat!, lng: lng! })));
  }
  const invalid: Record<string, string[]> = {
    email: [
      'not-an-email',
      'a@',
      '@b.org',
      'a b@c.org',
      'ada@@example.org',
      'ada@example..org',
      '<ada@example.org>',
      'mailto:ada@example.org',
    ],
    phone: ['abc', '12', '+++', '555-CALL-NOW', '1'.repeat(31), '609 555 0100 ext. 5', '(((((((', '0x1234567'],
    category: [
      'pothole/road damage',
      'Other ',
      'OTHER',
      'Potholes',
      'Graffiti,Other',
      '0',
      'true',
      'Pothole Road Damage',
    ],
  };
  for (const [field, values] of Object.entries(invalid)) {
    for (const value of values)
      submit(`${field} = ${value.slice(0, 20)}`, () => post(form({ ...validFields(), [field]: value })));
  }
  const urlEncoded = (fields: Record<string, string>) =>
    post(new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  for (const field of ['name', 'email', 'category', 'description', 'issueAddress', 'location']) {
    const fields = without(validFields(), field);
    submit(`URL-encoded without ${field}`, () => urlEncoded(fields));
  }
  for (const field of FIELDS.filter((name) => name !== 'wantsTextAlerts')) {
    submit(`URL-encoded huge ${field}`, () => urlEncoded({ ...validFields(), [field]: HUGE }));
  }
  for (const body of [
    '{}',
    '[]',
    'null',
    '1',
    '"x"',
    JSON.stringify({ ...validFields(), location: { lat: 40, lng: -74 } }),
  ]) {
    submit(`JSON body ${body.slice(0, 20)}`, () => post(body, { 'Content-Type': 'application/json' }));
  }
  submit('no fields at all', () => post(new FormData()));
  submit('empty body, form type', () => post('', { 'Content-Type': 'application/x-www-form-urlencoded' }));
  submit('pothole on a state road', () =>
    post(form(validFields({ category: 'Pothole/Road Damage', issueAddress: 'I-295' }))),
  );
  submit('pothole on a county road', () =>
    post(form(validFields({ category: 'Pothole/Road Damage', issueAddress: 'Old Trenton Rd' }))),
  );

  // Wrong or broken content types and bodies.
  const json = JSON.stringify(validFields());
  for (const type of [
    'application/json',
    'text/plain',
    'application/xml',
    'image/png',
    'application/octet-stream',
    '',
    'multipart/mixed; boundary=x',
    'text/html; charset=utf-8',
  ]) {
    submit(`content type ${type || '(none)'}`, () => post(json, type ? { 'Content-Type': type } : {}));
  }
  submit('bad JSON declared as JSON', () => post('{"name": "Ada",', { 'Content-Type': 'application/json' }));
  submit('multipart without a boundary', () => post('--x\r\n', { 'Content-Type': 'multipart/form-data' }));
  submit('multipart with the wrong boundary', () =>
    post('--other\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--other--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=x',
    }),
  );
  submit('truncated multipart', () =>
    post('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda', {
      'Content-Type': 'multipart/form-data; boundary=x',
    }),
  );
  submit('multipart part without a name', () =>
    post('--x\r\nContent-Disposition: form-data\r\n\r\nAda\r\n--x--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=x',
    }),
  );
  submit('binary garbage as multipart', () =>
    post(
      new Uint8Array(4096).map((_, i) => (i * 7919) % 256),
      { 'Content-Type': 'multipart/form-data; boundary=x' },
    ),
  );
  submit('bad percent-encoding', () =>
    post('name=%ZZ&email=%', { 'Content-Type': 'application/x-www-form-urlencoded' }),
  );
  submit('URL-encoded with nothing valid', () =>
    post('a=1&b=2', { 'Content-Type': 'application/x-www-form-urlencoded' }),
  );

  // Photos that are not images, or are too big.
  const text = (value: string) => new TextEncoder().encode(value);
  const fakes: [string, Uint8Array, string][] = [
    ['text as JPEG', text('just some text'), 'image/jpeg'],
    [
      'SVG with a script',
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['HTML as PNG', text('<!doctype html><script>alert(1)</script>'), 'image/png'],
    ['PDF', text('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['ZIP', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'image/jpeg'],
    ['EXE', text('MZ\x90\x00\x03\x00'), 'image/gif'],
    [
      'PNG signature then garbage',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
      'image/png',
    ],
    ['JPEG signature then garbage', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 9, 9]), 'image/jpeg'],
    ['GIF header only', text('GIF89a'), 'image/gif'],
    ['WebP header only', text('RIFF\x00\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['HEIC header only', new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]), 'image/heic'],
    ['MP4 as image', new Uint8Array([0, 0, 0, 0x18, ...text('ftypmp42'), 0, 0, 0, 0]), 'image/jpeg'],
    ['empty file with a name', new Uint8Array(0), 'image/jpeg'],
    ['one byte', new Uint8Array([0xff]), 'image/jpeg'],
    ['random bytes', new Uint8Array(20_000).map((_, i) => (i * 2654435761) % 256), 'image/png'],
  ];
  for (const [name, bytes, type] of fakes) submit(`photo: ${name}`, withPhoto(bytes, type));
  submit('photo over 10 MB', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    return withPhoto(big)();
  });
  submit('photo over 10 MB, streamed without a length', () => streamedPost('multipart/form-data; boundary=x'));
  // Form bombs: cheap to send, dear to parse; refused before any parsing.
  submit('a million empty fields, URL-encoded', () =>
    post(bombs.millionFields(), { 'Content-Type': bombs.URL_ENCODED_TYPE }),
  );
  submit('a million empty fields, streamed without a length', () => ({
    ...post(bombs.chunked(bombs.millionFields()), { 'Content-Type': bombs.URL_ENCODED_TYPE }),
    duplex: 'half',
  }));
  submit('a multipart form of 150,000 parts', () => post(bombs.manyParts(), { 'Content-Type': bombs.MANY_PARTS_TYPE }));
  submit('photo as a text field', () => post(form({ ...validFields(), photo: 'data:image/png;base64,AAAA' })));
  submit('two photos', async () => {
    const body = submitForm(validFields(), { bytes: await tinyImage('png') });
    body.append('photo', new Blob([new Uint8Array(await tinyImage('png'))]), 'b.png');
    return post(body);
  });
  submit('a decompression bomb', async () =>
    withPhoto(await tinyImage('png', { width: 9000, height: 9000 }), 'image/png')(),
  );
  submit('a real image with a bad field', async () =>
    post(submitForm(validFields({ email: 'not-an-email' }), { bytes: await tinyImage('jpeg') })),
  );

  for (const id of BAD_IDS)
    cases.push({ name: `track ${id.slice(0, 20)}`, path: `/api/requests/${id}`, init: () => ({}) });
  for (const [requestId, fileName] of [
    ['x', 'y'],
    ['AbCdEfGhIjKlMnOpQrSt', 'photo.jpg'],
    ['AbCdEfGhIjKlMnOpQrSt', '..%2F..%2F311.sqlite'],
    ['..', 'photo.jpg'],
    ['%2e%2e', '%2e%2e%2f311.sqlite'],
    ['AbCdEfGhIjKlMnOpQrSt', 'photo.svg'],
    ['AbCdEfGhIjKlMnOpQrSt', '.photo.jpg.tmp'],
    ['AbCdEfGhIjKlMnOpQrSt', 'PHOTO.JPG'],
    ['AbCdEfGhIjKlMnOpQrSt', `${'a'.repeat(300)}.jpg`],
    ['AbCdEfGhIjKlMnOpQrSt', '%00.jpg'],
  ]) {
    cases.push({
      name: `photo ${requestId}/${fileName}`,
      path: `/api/uploads/${requestId}/${fileName}`,
      init: () => ({}),
    });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    cases.push({ name: `${method} /api/requests`, path: '/api/requests', init: () => ({ method, body: '{}' }) });
    cases.push({ name: `${method} track`, path: '/api/requests/AbCdEfGhIjKlMnOpQrSt', init: () => ({ method }) });
  }
  for (const query of ['', 'q=', 'q=ab', `q=${HUGE}`, 'q=%00%00%00', 'q=20%0AMain%0DSt', 'q=%', 'q=a&q=b']) {
    cases.push({
      name: `geocode search ${query.slice(0, 20)}`,
      path: `/api/geocode/search?${query}`,
      init: () => ({}),
    });
  }
  for (const point of ['', 'lat=40', 'lat=x&lng=y', 'lat=1e999&lng=0', 'lat=91&lng=0', 'lat=0&lng=0', 'lat=%&lng=%']) {
    cases.push({ name: `geocode reverse ${point}`, path: `/api/geocode/reverse?${point}`, init: () => ({}) });
  }
  cases.push({ name: 'POST to geocode search', path: '/api/geocode/search?q=20+Main+St', init: () => post('x') });
  cases.push({ name: 'POST to the live feed', path: '/api/requests/events', init: () => post('x') });
  cases.push({ name: 'POST to track', path: `/api/requests/AbCdEfGhIjKlMnOpQrSt`, init: () => post('x') });
  return cases;
}

/** Bad payloads for every staff and follow route the app mounts, if any, with the given headers. */
function staffCases(headers: Record<string, string>, label: string): Case[] {
  const routes = [
    ...new Set(api.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
  ].filter(
    // Signing out takes no input and always succeeds; a live feed takes none and never ends.
    (route) =>
      /^(GET|POST|PUT|PATCH|DELETE) \/api\/(staff|admin|auth|follow)\//.test(route) &&
      !/\/(logout|events)$/.test(route),
  );
  const cases: Case[] = [];
  const bodies: [string, string, string][] = [
    ['bad JSON', '{"status":', 'application/json'],
    ['an array', '[1,2,3]', 'application/json'],
    ['a number', '42', 'application/json'],
    ['null', 'null', 'application/json'],
    [
      'wrong types',
      JSON.stringify({ status: 5, priority: [], assigneeId: {}, text: false, email: 1, password: null, uid: 7 }),
      'application/json',
    ],
    [
      'huge strings',
      JSON.stringify({ status: HUGE, text: HUGE, email: HUGE, password: HUGE, name: HUGE, uid: HUGE }),
      'application/json',
    ],
    [
      'blank text',
      JSON.stringify({ text: '   ', status: '', priority: '', email: '', password: '' }),
      'application/json',
    ],
    ['form instead of JSON', 'status=Resolved', 'application/x-www-form-urlencoded'],
    ['text/plain', '{"status":"Resolved"}', 'text/plain'],
  ];
  for (const route of routes) {
    const [method, pattern] = route.split(' ') as [string, string];
    for (const id of ['bad', 'AbCdEfGhIjKlMnOpQrSt', '..%2F..', 'a'.repeat(500)]) {
      const path = pattern.replace(/:[A-Za-z]+/g, id);
      if (!pattern.includes(':') && id !== 'bad') continue;
      if (method === 'GET') {
        // A GET without a parameter takes no input at all.
        if (!pattern.includes(':')) continue;
        cases.push({ name: `${label} ${method} ${path.slice(0, 60)}`, path, init: () => ({ headers }) });
        continue;
      }
      for (const [name, body, type] of bodies) {
        cases.push({
          name: `${label} ${method} ${path.slice(0, 60)} ${name}`,
          path,
          init: () => ({ method, body, headers: { ...headers, 'Content-Type': type } }),
        });
      }
    }
  }
  return cases;
}

async function signedInAdminHeaders(): Promise<Record<string, string> | null> {
  if (!api.app.routes.some((route) => route.method === 'POST' && route.path === '/api/auth/login')) return null;
  const password = 'malformed input admin';
  const admin = await api.deps.stores.staff.create({
    name: 'Fuzz Admin',
    email: 'fuzz-admin@township.test',
    department: 'Administration',
    role: 'admin',
    password,
  });
  const origin = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
  const res = await api.app.request('/api/auth/login', {
    method: 'POST',
    headers: { ...origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return { ...origin, Cookie: cookie, 'X-CSRF-Token': csrfToken };
}

it('answers every bad payload with a 4xx JSON error and keeps serving', { timeout: 120_000 }, async () => {
  const admin = await signedInAdminHeaders();
  const cases = [...residentCases(), ...staffCases({}, 'anonymous'), ...(admin ? staffCases(admin, 'admin') : [])];
  expect(residentCases().length).toBeGreaterThanOrEqual(200);

  const failures: string[] = [];
  for (const testCase of cases) {
    const res = await api.app.request(testCase.path, await testCase.init());
    const text = await res.text();
    let body: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    const ok =
      res.status >= 400 &&
      res.status < 500 &&
      (res.headers.get('Content-Type') ?? '').startsWith('application/json') &&
      typeof body?.error?.code === 'string' &&
      typeof body.error.message === 'string' &&
      body.error.message !== '';
    if (!ok) failures.push(`${testCase.name}: ${res.status} ${text.slice(0, 200)}`);
  }
  expect(failures).toEqual([]);

  // Still serving: health, the list, a track lookup and a good submission with a photo.
  expect((await api.app.request('/api/health')).status).toBe(200);
  expect((await api.app.request('/api/requests')).status).toBe(200);
  expect((await api.app.request(`/api/requests/${existingId}`)).status).toBe(200);
  const good = await api.app.request('/api/requests', {
    method: 'POST',
    body: submitForm(validFields(), {
      bytes: await sharp({ create: { width: 4, height: 4, channels: 3, background: 'blue' } })
        .png()
        .toBuffer(),
    }),
  });
  expect(good.status).toBe(201);
});

/** A valid Open311 POST's fields (without the key, added per case). */
const OPEN311_FIELDS: Record<string, string> = {
  service_code: 'graffiti',
  address_string: '20 Main St, West Windsor',
  lat: '40.28',
  long: '-74.59',
  description: 'Paint on the underpass wall',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Resident',
  phone: '609-555-0100',
  media_url: 'https://example.org/photo.jpg',
  'attribute[text_alerts]': 'true',
};
const OPEN311 = '/api/open311/v2';

/** Bad payloads for every Open311 resource, POST and GET, in both formats. */
function open311Cases(key: string): Case[] {
  const cases: Case[] = [];
  const valid = (overrides: Record<string, string | string[]> = {}) => ({
    api_key: key,
    ...OPEN311_FIELDS,
    ...overrides,
  });
  const encoded = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    }
    return post(params.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  };
  for (const format of ['json', 'xml']) {
    const path = `${OPEN311}/requests.${format}`;
    const submit = (name: string, init: Case['init']) => cases.push({ name: `open311 ${format}: ${name}`, path, init });
    for (const field of Object.keys(OPEN311_FIELDS)) {
      submit(`huge ${field}`, () => encoded(valid({ [field]: HUGE })));
      submit(`${field} twice`, () => encoded(valid({ [field]: ['a', 'b'] })));
      submit(`multipart huge ${field}`, () => post(form(valid({ [field]: HUGE }))));
      for (const value of [...NOT_TYPED, '\u0000', 'NaN', 'Infinity', '1e999', '-0x1', '١٢٣']) {
        // Free text takes any value; the typed fields must refuse these.
        if (['description', 'address_string', 'first_name', 'last_name'].includes(field)) continue;
        // -1 is a fine coordinate; a control character alone is a blank, so an optional field is absent.
        if (value === '-1' && (field === 'lat' || field === 'long')) continue;
        if (value === '\u0000' && !['service_code', 'lat', 'long'].includes(field)) continue;
        submit(`${field} = ${JSON.stringify(value.slice(0, 20))}`, () => encoded(valid({ [field]: value })));
      }
    }
    for (const field of ['service_code', 'description']) {
      for (const value of BLANKS)
        submit(`blank ${field} ${JSON.stringify(value)}`, () => encoded(valid({ [field]: value })));
    }
    submit('no location at all', () => encoded(valid({ lat: '', long: '', address_string: '' })));
    submit('pothole on a state road', () =>
      encoded(valid({ service_code: 'pothole-road-damage', address_string: 'US 130 South' })),
    );
    for (const apiKey of ['', '   ', 'wrong', HUGE, '\u0000', '%00']) {
      submit(`api_key ${JSON.stringify(apiKey.slice(0, 10))}`, () => encoded(valid({ api_key: apiKey })));
    }
    submit('api_key twice', () => encoded(valid({ api_key: [key, key] })));
    submit('only a key', () => encoded({ api_key: key }));
    submit('nothing at all', () => encoded({}));
    submit('empty multipart', () => post(new FormData()));
    for (const type of [
      'application/json',
      'text/plain',
      'application/xml',
      'text/xml',
      '',
      'multipart/mixed; boundary=x',
    ]) {
      submit(`content type ${type || '(none)'}`, () =>
        post(JSON.stringify(valid()), type ? { 'Content-Type': type } : {}),
      );
    }
    submit('XML body', () =>
      post('<service_request><service_code>graffiti</service_code></service_request>', { 'Content-Type': 'text/xml' }),
    );
    submit('bad percent-encoding', () =>
      post(`api_key=${key}&description=%ZZ&service_code=%`, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    );
    submit('multipart without a boundary', () => post('--x\r\n', { 'Content-Type': 'multipart/form-data' }));
    submit('truncated multipart', () =>
      post(`--x\r\nContent-Disposition: form-data; name="api_key"\r\n\r\n${key}`, {
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    );
    submit('multipart with the wrong boundary', () =>
      post(`--other\r\nContent-Disposition: form-data; name="api_key"\r\n\r\n${key}\r\n--other--\r\n`, {
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    );
    submit('binary garbage as multipart', () =>
      post(
        new Uint8Array(4096).map((_, i) => (i * 7919) % 256),
        { 'Content-Type': 'multipart/form-data; boundary=x' },
      ),
    );
    submit('body over 10 MB, streamed without a length', () => streamedPost('application/x-www-form-urlencoded'));
    submit('a million empty fields after the key', () =>
      post(`api_key=${key}&${bombs.millionFields()}`, { 'Content-Type': bombs.URL_ENCODED_TYPE }),
    );
    submit('a million empty fields, streamed without a length', () => ({
      ...post(bombs.chunked(bombs.millionFields()), { 'Content-Type': bombs.URL_ENCODED_TYPE }),
      duplex: 'half',
    }));
    submit('a multipart form of 150,000 parts', () =>
      post(bombs.manyParts(), { 'Content-Type': bombs.MANY_PARTS_TYPE }),
    );
    submit('a wrong key before a large media file', () => {
      const body = form(valid({ api_key: 'o311_wrong', description: 'x'.repeat(9000) }));
      body.append('media', new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
      return post(body);
    });
    const withMedia = (bytes: Uint8Array, type: string) => () => {
      const body = form(valid());
      body.append('media', new Blob([new Uint8Array(bytes)], { type }), 'media.jpg');
      return post(body);
    };
    const text = (value: string) => new TextEncoder().encode(value);
    submit('media: text as JPEG', withMedia(text('just text'), 'image/jpeg'));
    submit('media: SVG', withMedia(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'image/svg+xml'));
    submit(
      'media: JPEG signature then garbage',
      withMedia(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9]), 'image/jpeg'),
    );
    submit('media: one byte', withMedia(new Uint8Array([0xff]), 'image/jpeg'));
    submit('media as text', () => post(form(valid({ media: 'data:image/png;base64,AAAA' }))));
    submit('two media files', async () => {
      const body = form(valid());
      for (const name of ['a.png', 'b.png'])
        body.append('media', new Blob([new Uint8Array(await tinyImage('png'))]), name);
      return post(body);
    });
    submit('media: a decompression bomb', async () =>
      withMedia(await tinyImage('png', { width: 9000, height: 9000 }), 'image/png')(),
    );
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      submit(method, () => ({
        method,
        body: 'x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }));
    }
  }
  for (const file of [
    'requests',
    'requests.html',
    'requests.json.bak',
    'requests.jsonx',
    'requests.',
    'services.json',
  ]) {
    cases.push({ name: `open311 POST ${file}`, path: `${OPEN311}/${file}`, init: () => encoded(valid()) });
  }

  // GETs with bad parameters, unknown things and odd paths.
  const get = (name: string, path: string) => cases.push({ name: `open311 GET ${name}`, path, init: () => ({}) });
  for (const format of ['json', 'xml']) {
    const list = `${OPEN311}/requests.${format}`;
    for (const query of [
      'start_date=yesterday',
      'start_date=2026-13-45',
      'end_date=99999999999999999999',
      'start_date=2020-01-01T00:00:00Z&end_date=2026-01-01T00:00:00Z',
      'start_date=2026-06-01&end_date=2026-01-01',
      'status=pending',
      'status=open,pending',
      'service_code=aliens',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      `page=${'9'.repeat(400)}`,
      'page_size=0',
      'page_size=1001',
      'page_size=1e3',
      'extensions=maybe',
      `start_date=${HUGE}`,
    ]) {
      get(`${format} requests?${query.slice(0, 40)}`, `${list}?${query}`);
    }
    for (const id of BAD_IDS) get(`${format} request ${id.slice(0, 20)}`, `${OPEN311}/requests/${id}.${format}`);
    get(`${format} unknown service`, `${OPEN311}/services/aliens.${format}`);
    get(`${format} huge service code`, `${OPEN311}/services/${'a'.repeat(5000)}.${format}`);
    get(`${format} token`, `${OPEN311}/tokens/abc.${format}`);
    for (const query of [
      'lat=abc&long=1&address_string=1%20Main%20St',
      'lat=91&long=0&address_string=1%20Main%20St',
      'lat=40&address_string=1%20Main%20St',
      '',
      'service_code=aliens&address_string=x',
      `address_string=${HUGE}`,
    ]) {
      get(`${format} coverage?${query.slice(0, 40)}`, `${OPEN311}/coverage.${format}?${query}`);
    }
  }
  for (const path of [
    'requests',
    'requests.html',
    'requests.json.xml',
    'requests/',
    'requests/.json',
    'services/.xml',
    'discovery',
    'discovery.yaml',
    'tokens/',
    '..%2F..%2Fhealth.json',
    '%00.json',
    'requests.json/extra',
    'requests/a/b.json',
    'nothing.json',
    '',
  ]) {
    get(`path ${path || '(base)'}`, `${OPEN311}/${path}`);
  }
  return cases;
}

/** Whether a reply is an Open311 error list in the format its path asks for, with its own status. */
function isOpen311Error(path: string, res: Response, text: string): boolean {
  if (res.status < 400 || res.status >= 500) return false;
  const json = /\.json$/i.test(new URL(path, 'http://x').pathname);
  const type = res.headers.get('Content-Type') ?? '';
  let errors: unknown;
  try {
    if (json) {
      if (type !== 'application/json; charset=utf-8') return false;
      errors = JSON.parse(text);
    } else {
      if (type !== 'text/xml; charset=utf-8') return false;
      errors = parseOpen311Xml(text, 'errors');
    }
  } catch {
    return false;
  }
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (error: { code?: unknown; description?: unknown }) =>
        error.code === res.status && typeof error.description === 'string' && error.description !== '',
    )
  );
}

it(
  'answers every bad Open311 call with a 4xx in the standard error format and keeps serving',
  { timeout: 120_000 },
  async () => {
    const { secret } = await api.deps.stores.apiKeys.create({
      label: 'Malformed input',
      createdBy: { id: 'fuzz', name: 'Fuzz Admin' },
    });
    const cases = open311Cases(secret);
    expect(cases.length).toBeGreaterThanOrEqual(300);

    const failures: string[] = [];
    for (const testCase of cases) {
      const res = await api.app.request(testCase.path, await testCase.init());
      const text = await res.text();
      if (!isOpen311Error(testCase.path, res, text))
        failures.push(`${testCase.name}: ${res.status} ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);

    const good = await api.app.request(`${OPEN311}/requests.json`, {
      method: 'POST',
      body: new URLSearchParams({ api_key: secret, ...OPEN311_FIELDS }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(good.status).toBe(200);
    expect((await api.app.request(`${OPEN311}/services.xml`)).status).toBe(200);
  },
);
