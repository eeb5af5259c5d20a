/**
 * Reading Open311 XML bodies in tests with a real parser (fast-xml-parser), and turning them back
 * into the JSON shape of the same resource, so a test can check that both formats say the same:
 * lists come from the list elements of ITEM_ELEMENTS, empty elements are null (an empty list
 * element is []), and the standard's typed fields become booleans and numbers again.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ITEM_ELEMENTS, type Open311Value } from '../../open311/format.ts';

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  trimValues: false,
  // Decodes numeric references such as &#13; too.
  htmlEntities: true,
});

/** Elements whose text is a boolean in JSON. */
const BOOLEAN_ELEMENTS = new Set(['metadata', 'variable', 'required', 'handled_here']);
/** Elements whose text is a number in JSON, by name or by parent/name. */
const NUMBER_ELEMENTS = new Set(['lat', 'long', 'order', 'error/code']);

type Parsed = string | Parsed[] | { [key: string]: Parsed };

function scalar(text: string, name: string, parent: string): Open311Value {
  if (text === '') return null;
  if (BOOLEAN_ELEMENTS.has(name)) {
    if (text !== 'true' && text !== 'false') throw new Error(`<${name}> is not a boolean: ${text}`);
    return text === 'true';
  }
  if (NUMBER_ELEMENTS.has(name) || NUMBER_ELEMENTS.has(`${parent}/${name}`)) {
    const number = Number(text);
    if (!Number.isFinite(number)) throw new Error(`<${name}> is not a number: ${text}`);
    return number;
  }
  return text;
}

function convert(node: Parsed, name: string, parent: string): Open311Value {
  const item = ITEM_ELEMENTS[name];
  if (item !== undefined) {
    if (node === '') return [];
    if (typeof node !== 'object' || Array.isArray(node)) throw new Error(`<${name}> is not a list`);
    const keys = Object.keys(node);
    if (keys.some((key) => key !== item)) throw new Error(`<${name}> holds ${keys.join(', ')}, not only <${item}>`);
    const items = node[item]!;
    return (Array.isArray(items) ? items : [items]).map((entry) => convert(entry, item, name));
  }
  if (typeof node === 'string') return scalar(node, name, parent);
  if (Array.isArray(node)) throw new Error(`<${name}> is repeated outside a list`);
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, convert(child, key, name)]));
}

/**
 * Parses an Open311 XML document; throws unless it has exactly one document element named `root`.
 * @example parseOpen311Xml(xml, 'services') // [{ service_code: 'graffiti', metadata: true, ... }]
 */
export function parseOpen311Xml(xml: string, root: string): Open311Value {
  // The bundled validator is deprecated in favour of a separate package; it still checks well-formedness.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(xml) as Record<string, Parsed>;
  const roots = Object.keys(document);
  if (roots.length !== 1 || roots[0] !== root) throw new Error(`Expected the root <${root}>, got ${roots.join(', ')}`);
  return convert(document[root]!, root, '');
}
