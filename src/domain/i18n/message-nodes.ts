/**
 * Parsed messages (ICU MessageFormat, message-format.ts) and their formatting, without the parser:
 * the 311 app's messages are parsed when it is built (scripts/vite-po-plugin.ts), so the browser
 * gets this part only. A message is either its parts or, when it is plain text, the text itself.
 */

/** A piece of a parsed message. */
export type MessageNode =
  | string
  /** `{name}`, or `{name, number}` */
  | { arg: string; number?: true }
  /** `#` inside a plural: the count, formatted */
  | { count: true }
  | { arg: string; plural: Record<string, MessageNode[]>; offset: number }
  | { arg: string; select: Record<string, MessageNode[]> }
  | { tag: string; children: MessageNode[] };

/** A message ready to format: its parts, or plain text as it shows. */
export type CompiledMessage = string | readonly MessageNode[];

/** What a message may be given: text, numbers, and for tags a function of the tag's content. */
export type MessageValue = string | number | ((children: unknown[]) => unknown);
export type MessageValues = Readonly<Record<string, MessageValue>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = cache.get(locale);
  if (!value) {
    value = make(locale);
    cache.set(locale, value);
  }
  return value;
}

/** A number as the language writes it. */
export function formatNumber(value: number, locale: string): string {
  return cached(numberFormats, locale, (tag) => new Intl.NumberFormat(tag)).format(value);
}

function formatParts(
  nodes: readonly MessageNode[],
  values: MessageValues,
  locale: string,
  count: number | null,
  out: unknown[],
): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push(node);
    } else if ('count' in node) {
      out.push(count === null ? '#' : formatNumber(count, locale));
    } else if ('tag' in node) {
      const inner: unknown[] = [];
      formatParts(node.children, values, locale, count, inner);
      const wrap = values[node.tag];
      if (typeof wrap === 'function') out.push(wrap(inner));
      else out.push(...inner);
    } else if ('plural' in node) {
      const value = Number(values[node.arg] ?? 0);
      const exact = node.plural[`=${value}`];
      const rules = cached(pluralRules, locale, (tag) => new Intl.PluralRules(tag));
      const chosen = exact ?? node.plural[rules.select(value - node.offset)] ?? node.plural.other!;
      formatParts(chosen, values, locale, value - node.offset, out);
    } else if ('select' in node) {
      const chosen = node.select[String(values[node.arg])] ?? node.select.other!;
      formatParts(chosen, values, locale, count, out);
    } else {
      const value = values[node.arg];
      if (typeof value === 'number') out.push(formatNumber(value, locale));
      else if (typeof value === 'function') out.push(value([]));
      else out.push(value ?? `{${node.arg}}`);
    }
  }
}

/**
 * Parts with their values: text, and whatever the tag functions returned. Adjacent text is joined,
 * so a message without tags is one string.
 * @example formatNodes(['Request ', { arg: 'id' }], { id: 'K7' }, 'en') // ['Request K7']
 */
export function formatNodes(nodes: readonly MessageNode[], values: MessageValues, locale: string): unknown[] {
  const raw: unknown[] = [];
  formatParts(nodes, values, locale, null, raw);
  const joined: unknown[] = [];
  for (const part of raw) {
    const last = joined.length - 1;
    if (typeof part === 'string' && typeof joined[last] === 'string') joined[last] += part;
    else joined.push(part);
  }
  return joined;
}
