/**
 * The pseudo-locale: every message's text visibly changed (accented letters, in brackets) and made
 * about 40% longer, arguments and structure kept. A screen shown in it reveals any text that does not
 * come from a catalog (it stays plain English) and any layout that cannot take a longer language.
 * It is reached by its address only (`/311/en-XA/…`, `/en-XA/…`), never offered in the switch.
 */
import { messageNodes, type MessageNode } from './message-format.ts';
import { accent, letters } from './pseudo-nodes.ts';

export { PSEUDO_LOCALE, pseudoNodes } from './pseudo-nodes.ts';

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
  const nodes = messageNodes(source);
  const count = letters(nodes);
  if (count === 0) return source;
  const padding = '·'.repeat(Math.max(1, Math.round(count * 0.4)));
  return `⟦${write(nodes)} ${padding}⟧`;
}
