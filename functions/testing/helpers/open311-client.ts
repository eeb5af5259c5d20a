/**
 * Fetching an Open311 resource in both formats in tests, checking that the XML (read with a real
 * parser) says exactly what the JSON says, and that both carry the standard's content types.
 */
import { expect } from 'vitest';
import { CONTENT_TYPES, type Open311Value } from '../../open311/format.ts';
import { parseOpen311Xml } from './open311-xml.ts';

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

interface BothFormats {
  status: number;
  /** The parsed JSON body. */
  json: Open311Value;
  /** Both raw bodies, for searching. */
  jsonText: string;
  xmlText: string;
  headers: { json: Headers; xml: Headers };
}

/**
 * GETs `path` with `{format}` replaced by json and by xml; the XML root must be `root` and must
 * read back to the JSON body.
 * @example const { json } = await getBoth(app, '/api/open311/v2/services.{format}', 'services');
 */
export async function getBoth(app: Requester, path: string, root: string): Promise<BothFormats> {
  const [jsonRes, xmlRes] = await Promise.all([
    app.request(path.replace('{format}', 'json')),
    app.request(path.replace('{format}', 'xml')),
  ]);
  expect(xmlRes.status, `${path}: the same status in both formats`).toBe(jsonRes.status);
  expect(jsonRes.headers.get('Content-Type')).toBe(CONTENT_TYPES.json);
  expect(xmlRes.headers.get('Content-Type')).toBe(CONTENT_TYPES.xml);
  const [jsonText, xmlText] = await Promise.all([jsonRes.text(), xmlRes.text()]);
  const json = JSON.parse(jsonText) as Open311Value;
  expect(xmlText.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
  expect(parseOpen311Xml(xmlText, root), `${path}: the XML says what the JSON says`).toEqual(json);
  return { status: jsonRes.status, json, jsonText, xmlText, headers: { json: jsonRes.headers, xml: xmlRes.headers } };
}
