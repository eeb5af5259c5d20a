/**
 * What the test command checks of each language's catalogs (docs/translating.md): every English
 * message translated and not left for review (fuzzy), each translation readable, with the same
 * arguments and tags as the English, and plurals in the language's own forms.
 */
import { parseMessage, type MessageNode } from './message-format.ts';
import type { MessageDomain } from './messages.ts';
import type { PoCatalog } from './po.ts';

interface Shape {
  args: Set<string>;
  tags: Set<string>;
  plurals: Map<string, Set<string>>;
}

function shapeOf(
  nodes: readonly MessageNode[],
  shape: Shape = { args: new Set(), tags: new Set(), plurals: new Map() },
): Shape {
  for (const node of nodes) {
    if (typeof node === 'string' || 'count' in node) continue;
    if ('tag' in node) {
      shape.tags.add(node.tag);
      shapeOf(node.children, shape);
      continue;
    }
    shape.args.add(node.arg);
    const cases = 'plural' in node ? node.plural : 'select' in node ? node.select : null;
    if (!cases) continue;
    if ('plural' in node) {
      const keys = shape.plurals.get(node.arg) ?? new Set();
      for (const key of Object.keys(cases)) keys.add(key);
      shape.plurals.set(node.arg, keys);
    }
    for (const value of Object.values(cases)) shapeOf(value, shape);
  }
  return shape;
}

const listed = (set: Set<string>) => [...set].sort().join(', ') || 'none';
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/**
 * The plural forms a language's translations must give: its CLDR categories, except `many` where
 * it only marks very large numbers (Spanish's millions), which the English fallback `other` covers.
 */
export function requiredPluralForms(lang: string): Set<string> {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const large =
    lang.split('-')[0] === 'es' ||
    lang.split('-')[0] === 'fr' ||
    lang.split('-')[0] === 'it' ||
    lang.split('-')[0] === 'pt';
  return new Set(categories.filter((category) => !(large && category === 'many')));
}

/** What is wrong with one translation of an English message, or [] when nothing is. */
export function translationProblems(english: string, translation: string, lang: string): string[] {
  let source: Shape;
  let target: Shape;
  try {
    source = shapeOf(parseMessage(english));
  } catch (error) {
    return [`the English message cannot be read: ${(error as Error).message}`];
  }
  try {
    target = shapeOf(parseMessage(translation));
  } catch (error) {
    return [`cannot be read: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (!same(source.args, target.args))
    problems.push(`arguments ${listed(target.args)} differ from English's ${listed(source.args)}`);
  if (!same(source.tags, target.tags))
    problems.push(`tags ${listed(target.tags)} differ from English's ${listed(source.tags)}`);
  const allowed = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[]);
  const required = requiredPluralForms(lang);
  for (const [arg, keys] of target.plurals) {
    const wrong = [...keys].filter((key) => !key.startsWith('=') && !allowed.has(key));
    if (wrong.length) problems.push(`the plural of "${arg}" has forms ${wrong.join(', ')} that ${lang} does not use`);
    const lacking = [...required].filter((key) => !keys.has(key));
    if (lacking.length) problems.push(`the plural of "${arg}" lacks the ${lang} forms ${lacking.join(', ')}`);
  }
  for (const arg of source.plurals.keys()) {
    if (!target.plurals.has(arg)) problems.push(`"${arg}" is a plural in English but not here`);
  }
  return problems;
}

/** Every problem of a language's catalog for a domain, each naming its key. */
export function catalogProblems(messages: MessageDomain, catalog: PoCatalog, lang: string): string[] {
  const byKey = new Map(catalog.entries.map((entry) => [entry.key, entry]));
  const problems: string[] = [];
  for (const [key, english] of Object.entries(messages.english)) {
    const entry = byKey.get(key);
    if (!entry || !entry.translation) {
      problems.push(`${key}: not translated`);
      continue;
    }
    if (entry.flags.includes('fuzzy')) {
      problems.push(`${key}: marked fuzzy (the English changed; review the translation)`);
      continue;
    }
    if (entry.source !== english)
      problems.push(`${key}: translated from an older English message (run npm run messages:extract)`);
    for (const problem of translationProblems(english, entry.translation, lang)) problems.push(`${key}: ${problem}`);
  }
  return problems;
}
