import { describe, expect, it } from 'vitest';
import { parseOpen311Xml } from '../testing/helpers/open311-xml.ts';
import {
  CONTENT_TYPES,
  errorBody,
  escapeXml,
  formatOfPath,
  open311Error,
  open311Response,
  renderOpen311,
  splitFormat,
  toXml,
} from './format.ts';

describe('splitFormat and formatOfPath', () => {
  it.each([
    ['requests.json', { name: 'requests', format: 'json' }],
    ['requests.XML', { name: 'requests', format: 'xml' }],
    ['a.b.json', { name: 'a.b', format: 'json' }],
    ['requests', null],
    ['requests.html', null],
    ['.json', null],
  ])('splitFormat(%j)', (segment, expected) => {
    expect(splitFormat(segment)).toEqual(expected);
  });

  it.each([
    ['/api/open311/v2/services.json', 'json'],
    ['/api/open311/v2/services.JSON', 'json'],
    ['/api/open311/v2/services.xml', 'xml'],
    ['/api/open311/v2/services', 'xml'],
  ])('formatOfPath(%j) is %s', (path, format) => {
    expect(formatOfPath(path)).toBe(format);
  });
});

describe('escapeXml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<tag attr="x">', '&lt;tag attr="x"&gt;'],
    ['line\r\nnext', 'line&#13;\nnext'],
    ['tab\tkept', 'tab\tkept'],
    ['bell\u0007 nul\u0000 vt\u000b ff\u000c esc\u001b', 'bell nul vt ff esc'],
    ['not chars \ufffe\uffff', 'not chars '],
    ['lone \ud800 surrogate \udc00', 'lone  surrogate '],
    ['pair 😀 kept', 'pair 😀 kept'],
    ['Café ñ 日本', 'Café ñ 日本'],
  ])('escapeXml(%j)', (text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('toXml', () => {
  it('writes the declaration, nested elements and list items', () => {
    expect(toXml('services', [{ service_code: 'a', metadata: true, order: 2 }])).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<services><service><service_code>a</service_code><metadata>true</metadata><order>2</order></service></services>',
    );
  });

  it('writes null, empty strings and empty lists as empty elements', () => {
    expect(toXml('x', { a: null, b: '', notes: [] })).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<x><a/><b/><notes></notes></x>',
    );
  });

  it('throws for a list without an item element', () => {
    expect(() => toXml('things', [1, 2])).toThrow(/No item element is defined for the list <things>/);
    expect(() => toXml('x', { widgets: ['a'] })).toThrow(/<widgets>/);
  });

  it('is read back by a real parser into the same value', () => {
    const value = {
      service_code: 'c',
      attributes: [{ variable: true, code: 'k', order: 1, description: 'A & <b> "q" é\r\n', values: [] }],
    };
    expect(parseOpen311Xml(toXml('service_definition', value), 'service_definition')).toEqual(value);
  });
});

describe('renderOpen311', () => {
  it('keeps JSON types as they are', () => {
    expect(renderOpen311('json', 'x', [{ a: null, b: true, c: 1.5, d: 'e' }])).toBe(
      '[{"a":null,"b":true,"c":1.5,"d":"e"}]',
    );
  });
});

describe('responses', () => {
  it('open311Response sets the content type and no-store unless told otherwise', async () => {
    const res = open311Response('xml', 'services', [], 200, { 'Cache-Control': 'no-cache' });
    expect(res.headers.get('Content-Type')).toBe(CONTENT_TYPES.xml);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe('<?xml version="1.0" encoding="utf-8"?>\n<services></services>');
    expect(open311Response('json', 'services', []).headers.get('Cache-Control')).toBe('no-store');
  });

  it('open311Error lists one error per description, code as a number', async () => {
    const res = open311Error('json', 400, ['first', 'second']);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual([
      { code: 400, description: 'first' },
      { code: 400, description: 'second' },
    ]);
    const xml = errorBody('xml', 404, ['gone']);
    expect(xml).toContain('<errors><error><code>404</code><description>gone</description></error></errors>');
    expect(parseOpen311Xml(xml, 'errors')).toEqual([{ code: 404, description: 'gone' }]);
  });
});

describe('parseOpen311Xml', () => {
  it('refuses XML that is not well-formed or has another root', () => {
    expect(() => parseOpen311Xml('<a><b></a>', 'a')).toThrow(/Not well-formed/);
    expect(() => parseOpen311Xml('<a>&</a>', 'a')).toThrow(/Not well-formed/);
    expect(() => parseOpen311Xml('<b/>', 'a')).toThrow(/root <a>/);
  });
});
