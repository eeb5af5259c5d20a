/**
 * The pseudo-locale on parsed messages, without the parser (pseudo.ts has the whole story): every
 * text accented and bracketed, about 40% longer, arguments, plurals and tags kept.
 */
import type { MessageNode } from './message-nodes.ts';

export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** One accented letter for each of PLAIN's, each a single UTF-16 unit. */
const ACCENTS = 'áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁßÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENTED: Record<string, string> = Object.fromEntries(
  Array.from({ length: PLAIN.length }, (_, index) => [PLAIN.charAt(index), ACCENTS.charAt(index)]),
);

export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** Letters in a message's text (not its arguments), to size the padding. */
export function letters(nodes: readonly MessageNode[]): number {
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

function accented(nodes: readonly MessageNode[]): MessageNode[] {
  const cases = (all: Record<string, MessageNode[]>) =>
    Object.fromEntries(Object.entries(all).map(([key, value]) => [key, accented(value)]));
  return nodes.map((node): MessageNode => {
    if (typeof node === 'string') return accent(node);
    if ('tag' in node) return { tag: node.tag, children: accented(node.children) };
    if ('plural' in node) return { ...node, plural: cases(node.plural) };
    if ('select' in node) return { ...node, select: cases(node.select) };
    return node;
  });
}

/**
 * The pseudo-locale's form of an English message's parts: what formatting pseudoMessage's text gives.
 * @example pseudoNodes(['Track ', { arg: 'id' }]) // ['⟦', 'Ţŕáçķ ', { arg: 'id' }, ' ··⟧']
 */
export function pseudoNodes(nodes: readonly MessageNode[]): readonly MessageNode[] {
  const count = letters(nodes);
  if (count === 0) return nodes;
  const padding = '·'.repeat(Math.max(1, Math.round(count * 0.4)));
  return ['⟦', ...accented(nodes), ` ${padding}⟧`];
}
