/**
 * The pseudo-locale: every message's text visibly changed (accented letters, in brackets) and made
 * about 40% longer, arguments and structure kept. A screen shown in it reveals any text that does not
 * come from a catalog (it stays plain English) and any layout that cannot take a longer language.
 * It is reached by its address only (`/311/en-XA/…`, `/en-XA/…`), never offered in the switch.
 */
import { parsedMessage, type MessageNode } from './message-format.ts';

export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** One accented letter for each of PLAIN's, each a single UTF-16 unit. */
const ACCENTS = 'áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁßÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENTED: Record<string, string> = Object.fromEntries(
  Array.from({ length: PLAIN.length }, (_, index) => [PLAIN.charAt(index), ACCENTS.charAt(index)]),
);

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** Letters in a message's text (not its arguments), to size the padding. */
function letters(nodes: readonly MessageNode[]): number {
  let count = 0;
  for (const node of nodes) {
    if (typeof node === 'string') count += node.replace(/\s/g, '').length;
    else if ('children' in node) count += letters(node.children);
    else if ('plural' in node || 'select' in node) {
      const cases = 'plural' in node ? node.plural : node.select;
      count += Math.max(...Object.values(cases).map(letters));
    }
  }
  return count;
}

function quoteText(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<#]/g, (char) => `'${char}'`);
}

function write(nodes: readonly MessageNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return quoteText(accent(node));
      if ('count' in node) return '#';
      if ('tag' in node) return `<${node.tag}>${write(node.children)}</${node.tag}>`;
      if ('plural' in node) {
        const offset = node.offset ? `offset:${node.offset} ` : '';
        return `{${node.arg}, plural, ${offset}${Object.entries(node.plural)
          .map(([key, value]) => `${key} {${write(value)}}`)
          .join(' ')}}`;
      }
      if ('select' in node) {
        return `{${node.arg}, select, ${Object.entries(node.select)
          .map(([key, value]) => `${key} {${write(value)}}`)
          .join(' ')}}`;
      }
      return node.number ? `{${node.arg}, number}` : `{${node.arg}}`;
    })
    .join('');
}

/**
 * The pseudo-locale's form of an English message.
 * @example pseudoMessage('Track {id}') // '⟦Ţŕáçķ {id} ··⟧'
 */
export function pseudoMessage(source: string): string {
  const nodes = parsedMessage(source);
  const count = letters(nodes);
  if (count === 0) return source;
  const padding = '·'.repeat(Math.max(1, Math.round(count * 0.4)));
  return `⟦${write(nodes)} ${padding}⟧`;
}
