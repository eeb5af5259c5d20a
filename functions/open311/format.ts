/**
 * The two formats of Open311 GeoReport v2 (https://wiki.open311.org/GeoReport_v2): every resource
 * in XML (the standard's required format) and JSON, chosen by the `.xml` / `.json` suffix of the
 * last path segment. One value renders to both, so the two can never disagree:
 * - JSON: as it is (lists are top-level arrays, numbers and booleans stay typed, absent values are null);
 * - XML: UTF-8, one element per key, list items under the singular names in ITEM_ELEMENTS, absent
 *   values as empty elements, booleans as true/false.
 */

export type Open311Format = 'xml' | 'json';

export type Open311Value =
  string | number | boolean | null | readonly Open311Value[] | { readonly [key: string]: Open311Value };

/** The media types the standard names, with their charset. */
export const CONTENT_TYPES: Readonly<Record<Open311Format, string>> = {
  xml: 'text/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * The element of each item of a list, by the list's element name (the standard's names, and our
 * extensions' `notes`).
 */
export const ITEM_ELEMENTS: Readonly<Record<string, string>> = {
  services: 'service',
  service_requests: 'request',
  attributes: 'attribute',
  values: 'value',
  endpoints: 'endpoint',
  formats: 'format',
  errors: 'error',
  notes: 'note',
};

/**
 * A path segment split into its name and format; null without a known suffix.
 * @example splitFormat('requests.json') // { name: 'requests', format: 'json' }
 * @example splitFormat('requests') // null
 */
export function splitFormat(segment: string): { name: string; format: Open311Format } | null {
  const match = /^(.+)\.(xml|json)$/i.exec(segment);
  if (!match) return null;
  return { name: match[1]!, format: match[2]!.toLowerCase() as Open311Format };
}

/** The format a path asks for, for errors on any path: JSON when it ends in `.json`, XML otherwise. */
export function formatOfPath(path: string): Open311Format {
  return /\.json$/i.test(path) ? 'json' : 'xml';
}

/** Characters XML 1.0 does not allow at all; they are dropped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Anything escapeXml changes; most values have none, and one test is cheaper than five replaces. */
const NEEDS_ESCAPE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;

/** Text escaped for element content. */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

// Hand-written, not fast-xml-parser's XMLBuilder: with the adapter it needs (list items, pre-escaped
// text, self-closing empty values) the builder took 2x as long for a 1,000-request listing (docs/benchmarks.md).
function element(name: string, value: Open311Value): string {
  if (value === null) return `<${name}/>`;
  if (Array.isArray(value)) {
    const item = ITEM_ELEMENTS[name];
    if (!item) throw new Error(`No item element is defined for the list <${name}>`);
    return `<${name}>${value.map((entry: Open311Value) => element(item, entry)).join('')}</${name}>`;
  }
  if (typeof value === 'object') {
    const children = Object.entries(value as Record<string, Open311Value>)
      .map(([key, child]) => element(key, child))
      .join('');
    return `<${name}>${children}</${name}>`;
  }
  const text = escapeXml(String(value));
  return text === '' ? `<${name}/>` : `<${name}>${text}</${name}>`;
}

/**
 * A value as an XML document under `root`.
 * @example toXml('services', [{ service_code: 'pothole' }])
 * // '<?xml version="1.0" encoding="utf-8"?>\n<services><service><service_code>pothole</service_code></service></services>'
 */
export function toXml(root: string, value: Open311Value): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${element(root, value)}`;
}

/**
 * The body of a resource in a format: `root` names the XML document element (a list's items are
 * named by ITEM_ELEMENTS); JSON is the value itself.
 */
export function renderOpen311(format: Open311Format, root: string, value: Open311Value): string {
  return format === 'json' ? JSON.stringify(value) : toXml(root, value);
}

/** The error statuses this server answers with. */
export type Open311ErrorStatus = 400 | 403 | 404 | 405 | 413 | 415 | 429;

/**
 * The standard's error list: `[{ "code": 404, "description": "..." }]`, in XML
 * `<errors><error><code>404</code><description>...</description></error></errors>`.
 */
export function errorBody(format: Open311Format, status: Open311ErrorStatus, descriptions: readonly string[]): string {
  return renderOpen311(
    format,
    'errors',
    descriptions.map((description) => ({ code: status, description })),
  );
}

/**
 * A full response: the body in its format, the standard's content type, and cache headers
 * (`no-store` unless the caller says otherwise).
 */
export function open311Response(
  format: Open311Format,
  root: string,
  value: Open311Value,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(renderOpen311(format, root, value), {
    status,
    headers: { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': 'no-store', ...headers },
  });
}

/** An error response in the standard's format; never cached. */
export function open311Error(
  format: Open311Format,
  status: Open311ErrorStatus,
  description: string | readonly string[],
  headers: Record<string, string> = {},
): Response {
  const descriptions = typeof description === 'string' ? [description] : description;
  return new Response(errorBody(format, status, descriptions), {
    status,
    headers: { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': 'no-store', ...headers },
  });
}
