/**
 * Messages in ICU MessageFormat, the syntax translators and translation services read: plain text,
 * `{name}` arguments, `{count, plural, one {# photo} other {# photos}}`, `{kind, select, ...}`, and
 * tags (`<link>track it</link>`) that the caller turns into elements. Apostrophes quote as ICU's
 * default mode does: `''` is one apostrophe, `'{` starts quoted text, any other apostrophe is text.
 *
 * One small parser and formatter, used by the site's build, the 311 app and the server's e-mails and
 * texts alike; a message is parsed once and kept (docs/translating.md). The 311 app's messages are
 * parsed at build time instead (scripts/vite-po-plugin.ts), and the browser formats them with
 * message-nodes.ts alone.
 */
import { formatNodes, type MessageNode, type MessageValues } from './message-nodes.ts';

export { formatNumber, type MessageNode, type MessageValue, type MessageValues } from './message-nodes.ts';

/** A message that cannot be parsed, with where. */
export class MessageSyntaxError extends Error {
  constructor(message: string, source: string, at: number) {
    super(`${message} at ${at} in "${source}"`);
    this.name = 'MessageSyntaxError';
  }
}

const NAME = /[A-Za-z_][\w-]*/y;
const SPACE = /\s*/y;

class Parser {
  at = 0;
  readonly source: string;
  constructor(source: string) {
    this.source = source;
  }

  fail(message: string): never {
    throw new MessageSyntaxError(message, this.source, this.at);
  }

  skipSpace(): void {
    SPACE.lastIndex = this.at;
    SPACE.exec(this.source);
    this.at = SPACE.lastIndex;
  }

  name(): string {
    this.skipSpace();
    NAME.lastIndex = this.at;
    const found = NAME.exec(this.source);
    if (!found) this.fail('expected a name');
    this.at = NAME.lastIndex;
    this.skipSpace();
    return found[0];
  }

  expect(char: string): void {
    if (this.source[this.at] !== char) this.fail(`expected "${char}"`);
    this.at += 1;
  }

  /** Nodes until the end, a closing brace, or the closing tag `until`. */
  nodes(inPlural: boolean, until?: string): MessageNode[] {
    const out: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    const { source } = this;
    while (this.at < source.length) {
      const char = source[this.at]!;
      if (char === '}') break;
      if (char === "'") {
        text += this.quoted(inPlural);
        continue;
      }
      if (char === '{') {
        flush();
        out.push(this.argument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        out.push({ count: true });
        this.at += 1;
        continue;
      }
      if (char === '<' && /^<\/?[A-Za-z]/.test(source.slice(this.at, this.at + 3))) {
        if (source[this.at + 1] === '/') {
          if (until === undefined) this.fail('a closing tag without its opening tag');
          break;
        }
        flush();
        out.push(this.tag(inPlural));
        continue;
      }
      text += char;
      this.at += 1;
    }
    flush();
    return out;
  }

  /** Text after an apostrophe: `''`, a quoted run, or the apostrophe itself. */
  quoted(inPlural: boolean): string {
    const { source } = this;
    const next = source[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
      const end = source.indexOf("'", this.at + 1);
      const stop = end === -1 ? source.length : end;
      const text = source.slice(this.at + 1, stop);
      this.at = stop + 1;
      return text;
    }
    this.at += 1;
    return "'";
  }

  tag(inPlural: boolean): MessageNode {
    this.expect('<');
    const tag = this.name();
    this.expect('>');
    const children = this.nodes(inPlural, tag);
    const closing = `</${tag}>`;
    if (!this.source.startsWith(closing, this.at)) this.fail(`expected ${closing}`);
    this.at += closing.length;
    return { tag, children };
  }

  argument(): MessageNode {
    this.expect('{');
    const arg = this.name();
    if (this.source[this.at] === '}') {
      this.at += 1;
      return { arg };
    }
    this.expect(',');
    const type = this.name();
    if (type === 'number') {
      this.expect('}');
      return { arg, number: true };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`unknown argument type "${type}"`);
    this.expect(',');
    this.skipSpace();
    let offset = 0;
    const offsetMatch = /offset:\s*(\d+)\s*/y;
    offsetMatch.lastIndex = this.at;
    const foundOffset = type === 'plural' ? offsetMatch.exec(this.source) : null;
    if (foundOffset) {
      offset = Number(foundOffset[1]);
      this.at = offsetMatch.lastIndex;
    }
    const cases: Record<string, MessageNode[]> = {};
    for (;;) {
      this.skipSpace();
      if (this.source[this.at] === '}') break;
      const exact = this.source[this.at] === '=';
      if (exact) this.at += 1;
      const key = exact ? `=${this.digits()}` : this.name();
      this.skipSpace();
      this.expect('{');
      cases[key] = this.nodes(type === 'plural');
      this.expect('}');
    }
    this.expect('}');
    if (!cases.other) this.fail(`the ${type} of "${arg}" has no "other" case`);
    return type === 'plural' ? { arg, plural: cases, offset } : { arg, select: cases };
  }

  digits(): string {
    const found = /\d+/y;
    found.lastIndex = this.at;
    const match = found.exec(this.source);
    if (!match) this.fail('expected a number after "="');
    this.at = found.lastIndex;
    return match[0];
  }
}

/**
 * A message's parts.
 * @example parseMessage('Hello {name}') // ['Hello ', { arg: 'name' }]
 */
export function parseMessage(source: string): MessageNode[] {
  const parser = new Parser(source);
  const nodes = parser.nodes(false);
  if (parser.at < source.length) parser.fail('unexpected "}"');
  return nodes;
}

const parsed = new Map<string, MessageNode[]>();

/** A message's parts, parsed once. */
export function parsedMessage(source: string): MessageNode[] {
  let nodes = parsed.get(source);
  if (!nodes) {
    nodes = parseMessage(source);
    parsed.set(source, nodes);
  }
  return nodes;
}

/** A message's parts: a source is parsed (once), a compiled message's plain text is one part. */
export function messageNodes(message: string | readonly MessageNode[]): readonly MessageNode[] {
  return typeof message === 'string' ? parsedMessage(message) : message;
}

/**
 * A message with its values, as parts: text, and whatever the tag functions returned. Adjacent text
 * is joined, so a message without tags is one string. `source` may be compiled parts too.
 */
export function formatMessageParts(
  source: string | readonly MessageNode[],
  values: MessageValues,
  locale: string,
): unknown[] {
  return formatNodes(messageNodes(source), values, locale);
}

/**
 * A message with its values, as text (tags keep only their content).
 * @example formatMessage('{count, plural, one {# photo} other {# photos}}', { count: 2 }, 'en') // '2 photos'
 */
export function formatMessage(
  source: string | readonly MessageNode[],
  values: MessageValues = {},
  locale = 'en',
): string {
  return formatMessageParts(source, values, locale)
    .map((part) => (typeof part === 'string' ? part : ''))
    .join('');
}
