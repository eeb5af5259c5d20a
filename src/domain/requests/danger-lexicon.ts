/**
 * Reads a description for danger with a language's lexicon (`locales/<tag>/danger-words.json`,
 * whose phrase syntax danger-lexicon-schema.ts describes), in addition to the English signs of
 * danger-signs.ts. A lexicon is added once (the wizard after fetching it, the server at start) and
 * compiled then; the description is normalised, its "not danger" phrases removed, and each clause
 * searched for the phrases, skipping those negated on the language's side. Pure and small: it
 * ships in the wizard's danger check; the schema (and zod) do not.
 */
import type { DangerLexicon } from './danger-lexicon-schema.ts';
import type { DangerSignName } from './danger-sign-names.ts';

/** A letter, its marks or a digit: what a word is made of. */
const WORD = String.raw`[\p{L}\p{M}\p{N}]`;
/** Anything between words. */
const SEP = String.raw`[^\p{L}\p{M}\p{N}]`;
/** Scripts written without spaces between words: a phrase matches anywhere in them. */
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;
/** What ends a clause, in the scripts of the offered languages (。，、 in Chinese, । in Hindi). */
const CLAUSE = /[.,;:!?¡¿\n()[\]。，、；：！？।॥]+/u;
/** The words (or characters, without spaces) a gap or a negation may span. */
const GAP_WORDS = 4;
const GAP_CHARS = 10;
const NEGATION_WORDS = 1;
const NEGATION_CHARS = 8;

/**
 * A text as lexicons read it: NFKC, lower case, Latin letters without accents (other scripts
 * keep their signs: a Devanagari vowel sign is part of the word), one space between words.
 * @example normalizeDanger('Huele a GAS, el cable está CAÍDO') // 'huele a gas, el cable esta caido'
 */
export function normalizeDanger(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/\s+/gu, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

interface Part {
  source: string;
  /** Whether it begins or ends in a script without spaces. */
  spacelessStart: boolean;
  spacelessEnd: boolean;
}

/** One word of a part: whole, unless a `*` lets it go on or begin earlier. */
function compileWord(written: string): Part {
  const open = written.startsWith('*');
  const rest = written.endsWith('*');
  const text = written.replace(/^\*|\*$/g, '');
  const spacelessStart = SPACELESS.test(text.charAt(0));
  const spacelessEnd = SPACELESS.test(text.charAt(text.length - 1));
  const start = open ? `${WORD}*` : spacelessStart ? '' : `(?<!${WORD})`;
  const end = rest ? `${WORD}*` : spacelessEnd ? '' : `(?!${WORD})`;
  return { source: `${start}${escape(text)}${end}`, spacelessStart, spacelessEnd };
}

/** One way to write a part: its words, with what is between words between them. */
function compileWay(written: string): Part {
  const words = written
    .split(' ')
    .filter((word) => word.replace(/\*/g, '') !== '')
    .map(compileWord);
  return {
    source: words.map((word) => word.source).join(`${SEP}+`),
    spacelessStart: words[0]?.spacelessStart ?? false,
    spacelessEnd: words.at(-1)?.spacelessEnd ?? false,
  };
}

/** One part of a phrase (no gap): its ways, separated by `|`. */
function compilePart(written: string): Part {
  const ways = normalizeDanger(written)
    .split('|')
    .map((way) => way.trim())
    .filter((way) => way.replace(/\*/g, '').trim() !== '')
    .map(compileWay);
  return {
    source: `(?:${ways.map((way) => way.source).join('|')})`,
    spacelessStart: ways.some((way) => way.spacelessStart),
    spacelessEnd: ways.some((way) => way.spacelessEnd),
  };
}

/** A phrase's pattern: its parts in order, each gap a few words (or characters) wide. */
function phraseSource(phrase: string): string {
  const parts = phrase.split(/\s*(?:…|\.\.\.)\s*/u).filter((part) => part.replace(/\*/g, '').trim() !== '');
  return parts
    .map(compilePart)
    .map((part, index, all) => {
      if (index === 0) return part.source;
      const spaceless = all[index - 1]!.spacelessEnd || part.spacelessStart;
      const gap = spaceless ? `.{0,${String(GAP_CHARS)}}?` : `(?:${SEP}+${WORD}+){0,${String(GAP_WORDS)}}?${SEP}+`;
      return `${gap}${part.source}`;
    })
    .join('');
}

const anyOf = (phrases: readonly string[], flags: string) =>
  phrases.length === 0 ? null : new RegExp(phrases.map((one) => `(?:${phraseSource(one)})`).join('|'), flags);

/**
 * A negation (or risk) word on its side of a match: next to it or one word away, or within eight
 * characters without spaces.
 */
function besidePattern(words: readonly string[], position: Side): RegExp | null {
  if (words.length === 0) return null;
  const sources = words.map((word) => {
    const part = compilePart(word);
    const spaceless = position === 'before' ? part.spacelessEnd : part.spacelessStart;
    if (position === 'before') {
      const reach = spaceless
        ? `.{0,${String(NEGATION_CHARS)}}`
        : `(?:${SEP}+${WORD}+){0,${String(NEGATION_WORDS)}}${SEP}*`;
      return `${part.source}${reach}$`;
    }
    const reach = spaceless
      ? `.{0,${String(NEGATION_CHARS)}}`
      : `(?:${SEP}*${WORD}+){0,${String(NEGATION_WORDS)}}${SEP}+`;
    return `^${reach}${part.source}`;
  });
  return new RegExp(sources.map((source) => `(?:${source})`).join('|'), 'u');
}

type Side = 'before' | 'after';

/** Words beside a match that take it back, and on which side of it they stand. */
interface Beside {
  pattern: RegExp | null;
  position: Side;
}

interface CompiledLexicon {
  signs: [DangerSignName, RegExp][];
  categorySigns: Map<string, RegExp>;
  negation: Beside[];
  risk: Beside[];
  notDanger: RegExp | null;
}

type BesideWords = { words: readonly string[]; position: Side };

/** A lexicon's negation (or risk) words: one group, or one per side. */
function beside(groups: BesideWords | readonly BesideWords[] | undefined): Beside[] {
  const list: readonly BesideWords[] = groups === undefined ? [] : 'words' in groups ? [groups] : groups;
  return list.map((group) => ({ pattern: besidePattern(group.words, group.position), position: group.position }));
}

function compile(lexicon: DangerLexicon): CompiledLexicon {
  const signs = Object.entries(lexicon.signs).flatMap(([name, phrases]) => {
    const pattern = anyOf(phrases, 'gu');
    return pattern ? [[name as DangerSignName, pattern] as [DangerSignName, RegExp]] : [];
  });
  const categorySigns = new Map(
    Object.entries(lexicon.categorySigns ?? {}).flatMap(([name, phrases]) => {
      const pattern = anyOf(phrases, 'gu');
      return pattern ? [[name, pattern] as [string, RegExp]] : [];
    }),
  );
  return {
    signs,
    categorySigns,
    negation: beside(lexicon.negation),
    risk: beside(lexicon.risk),
    notDanger: anyOf(lexicon.notDanger, 'gu'),
  };
}

const lexicons = new Map<string, CompiledLexicon>();

/** Signs said within another's phrases that are that other's (English reads "injured deer" so too). */
const HELD_BY: Partial<Record<DangerSignName, DangerSignName>> = { injury: 'injured animal in the road' };

/**
 * Makes a language's lexicon read the descriptions written in it (dangerSigns with that language).
 * @example addDangerLexicon('ko', koreanLexicon)
 */
export function addDangerLexicon(lang: string, lexicon: DangerLexicon): void {
  lexicons.set(lang.toLowerCase(), compile(lexicon));
}

/** Whether a language's lexicon has been added. */
export const hasDangerLexicon = (lang: string): boolean => lexicons.has(lang.toLowerCase());

/** Whether words of any group of `by` stand beside a match, on their side of it. */
const isBeside = (by: readonly Beside[], clause: string, match: RegExpExecArray) =>
  by.some(
    (group) =>
      group.pattern?.test(
        group.position === 'before' ? clause.slice(0, match.index) : clause.slice(match.index + match[0].length),
      ) ?? false,
  );

/** Whether a clause says what `pattern` matches, not negated (nor as a risk, unless `suspicionCounts`). */
function saysIn(clause: string, pattern: RegExp, lexicon: CompiledLexicon, suspicionCounts: boolean): boolean {
  for (const match of clause.matchAll(pattern)) {
    if (isBeside(lexicon.negation, clause, match)) continue;
    if (!suspicionCounts && isBeside(lexicon.risk, clause, match)) continue;
    return true;
  }
  return false;
}

/**
 * The signs a language's lexicon finds in a description: its general signs, then those of
 * `categorySigns` (the category's, from the profile) in that order; none without a lexicon.
 * `suspicionCounts`: the signs that count when said as a risk, as in English (danger-signs.ts).
 * @example lexiconSigns('es', [], 'Huele a gas en la esquina') // ['gas leak']
 */
export function lexiconSigns(
  lang: string,
  categorySigns: readonly string[],
  description: string,
  suspicionCounts: (name: DangerSignName) => boolean = () => true,
): DangerSignName[] {
  const lexicon = lexicons.get(lang.toLowerCase());
  if (!lexicon) return [];
  let text = normalizeDanger(description);
  if (lexicon.notDanger) text = text.replace(lexicon.notDanger, ' ');
  const clauses = text.split(CLAUSE).filter((clause) => clause.trim() !== '');
  const wanted: [DangerSignName, RegExp][] = [
    ...lexicon.signs,
    ...categorySigns.flatMap((name) => {
      const pattern = lexicon.categorySigns.get(name);
      return pattern ? [[name as DangerSignName, pattern] as [DangerSignName, RegExp]] : [];
    }),
  ];
  const patterns = new Map(wanted);
  const found = wanted
    .filter(([name, pattern]) =>
      clauses.some((clause) => {
        // What another sign's phrase says is that sign's: a hurt deer in the road is no person's injury.
        const holderName = HELD_BY[name];
        const holder = holderName && patterns.get(holderName);
        const rest = holder ? clause.replace(holder, (held) => ' '.repeat(held.length)) : clause;
        return saysIn(rest, pattern, lexicon, suspicionCounts(name));
      }),
    )
    .map(([name]) => name);
  return [...new Set(found)];
}
