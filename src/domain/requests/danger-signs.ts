/**
 * Words in a request that suggest danger to life or property (docs/product.md#311-emergency-notice):
 * the wizard then repeats "If this is an emergency, call 911", and the rules triage
 * (functions/ai/rules-triage.ts) raises the priority. One list for both, so a resident who is told
 * to call 911 is also the one whose report staff see as urgent.
 *
 * The patterns look for the danger, not the word: "fire hydrant", "two blocks down the street",
 * "I live near the power lines" or "before someone gets hurt" are ordinary reports.
 */
import type { Category } from './constants.ts';

// Short on purpose: these patterns ship in the wizard's first screens (a 100 KB budget). A word
// without a closing \b also matches its endings ("leak" in "leaking").
/** A wire word: power lines, wires, cables (not bare "lines", which is mostly paint). */
const WIRE = String.raw`(?:(?:power|electric|electrical|utility) ?lines?|wires?|cables?)`;
const HOME = '(?:home|house|building|apartment)';
const VEHICLE = '(?:car|vehicle|truck|bus|motorcycle)';
const WAY = '(?:traffic|road|street|lane|intersection|highway)';
/** Words after "fire" that make it a thing, not a fire: a fire hydrant, a fire lane. */
const FIRE_THING =
  '(?:hydrant|lane|station|house|dep|company|escape|pit|work|fighter|truck|zone|code|marshal|inspect|safety|extinguisher)';
const ANIMAL = '(?:deer|animal|dog|cat|bird|fox|raccoon|squirrel|geese|goose|duck|wildlife)';

interface DangerSign<N extends string = string> {
  name: N;
  pattern: RegExp;
  /** Also counts when said as a risk ("could start a fire"): true where a suspicion is already the danger. */
  suspicionCounts: boolean;
}

const sign = <N extends string>(name: N, source: string, suspicionCounts = false): DangerSign<N> => ({
  name,
  pattern: new RegExp(source, 'gi'),
  suspicionCounts,
});

/** Signs that mean danger whatever the category. */
const GENERAL_SIGNS = [
  sign(
    'gas leak',
    String.raw`\bgas\b(?! station).{0,20}\b(?:leak|smell|odou?r|hiss)|\b(?:smell|odou?r).{0,16}\bgas`,
    true,
  ),
  sign(
    'downed wire or power line',
    String.raw`\b(?:downed|fallen|fell|hanging|sparking|arcing|snapped|exposed)\b.{0,20}\b${WIRE}|\bdown(?:ed)? (?:power )?lines?\b|\blive ${WIRE}|\b${WIRE}.{0,15}\b(?:down|sparking|arcing|smoking)\b`,
    true,
  ),
  sign('fire', String.raw`\b(?:fire(?! ?${FIRE_THING})|flames?|burning|smoke)\b`),
  sign(
    'injury',
    String.raw`\binjur(?:ed|ies|y)\b(?! ${ANIMAL})|\b(?:bleeding|unconscious|not breathing)|\b(?:is|was|are|were|got|been|badly|seriously) hurt\b`,
  ),
  sign(
    'crash',
    String.raw`\b(?:${VEHICLE}|traffic|head-on) (?:crash|accident|wreck|collision)|\b(?:an?|the) (?:accident|crash|collision)\b(?! barrier)|\bcrash(?:ed)? (?:into|through)|\b(?:hit|struck) by (?:an?|the) (?:${VEHICLE}|driver)|\b${VEHICLE}\b.{0,15}\b(?:flipped|overturned|rolled over|on its (?:side|roof))`,
  ),
  sign(
    'tree on a car or house',
    String.raw`\b(?:trees?|branch\w*|limbs?)\b.{0,25}\b(?:on|onto|into|through|hit|crushed|smashed) (?:(?:an?|the|my|our|his|her|their|parked|\w+'s) ){0,2}(?:${VEHICLE}|${HOME}|roof|garage|porch|people|person|someone)`,
  ),
  sign(
    'flooding into homes',
    String.raw`\bflood\w* (?:into|in|inside|entering) (?:\w+ ){0,2}${HOME}|\b${HOME}s? (?:are|is) (?:being )?flood|\bflooded ${HOME}|\bwater\b.{0,20}\b(?:coming|pouring|rushing|rising|getting) into (?:\w+ ){0,2}${HOME}`,
  ),
  sign(
    'blocking traffic',
    String.raw`\bblock(?:ing|ed) (?:\w+ ){0,2}${WAY}|\bblocks (?:the|both|all|a) (?:\w+ )?${WAY}|\b${WAY}s? (?:is |are )?(?:completely )?(?:blocked|impassable|closed off)`,
  ),
] as const;

/** Signs that mean danger only in a category: "lines down" under Tree Issue are power lines. */
const CATEGORY_SIGNS = {
  'Animal Control': sign(
    'animal attack',
    String.raw`\b(?:rabid|attack|mauled|bitten|bit (?:me|him|her|them|us|some|an?|my|our|his|their|the)\b)`,
  ),
  'Tree Issue': sign(
    'tree on power lines',
    String.raw`\b(?:line|wire)s? (?:are |is )?down\b|\b(?:on|onto|into|across) (?:the )?(?:line|wire)`,
    true,
  ),
  'Traffic Signal Issue': sign(
    'traffic signal dark',
    String.raw`\b(?:all|every|both)\b.{0,25}\b(?:out|dark)\b|\b(?:completely|totally) (?:out|dark)\b`,
  ),
} as const satisfies Partial<Record<Category, DangerSign>>;

/** The name of a danger sign, as the triage's reasoning shows it. */
export type DangerSignName =
  (typeof GENERAL_SIGNS)[number]['name'] | (typeof CATEGORY_SIGNS)[keyof typeof CATEGORY_SIGNS]['name'];

/** "no one was hurt", "not blocking traffic": a keyword right after a negation does not count. */
const NEGATION = /\b(?:no|not|nobody|without|never|isn't|wasn't|aren't|weren't|no one|none)\b[^.!?;]{0,12}$/i;
/** "could start a fire", "before someone is hurt": a risk, not a danger now. */
const RISK = /\b(?:could|might|would|will|before|if|risk of|danger of|in case)\b[^.!?;]{0,16}$/i;

/**
 * Whether `text` says what `pattern` matches, not right after a negation (nor after a word of
 * risk, unless `suspicionCounts`).
 * @example mentions(/\bflood/i, 'Street flooding') // true
 * @example mentions(/\bflood/i, 'No flooding today') // false
 */
export function mentions(pattern: RegExp, text: string, suspicionCounts = true): boolean {
  const global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  for (const match of text.matchAll(global)) {
    const before = text.slice(Math.max(0, match.index - 28), match.index);
    if (NEGATION.test(before)) continue;
    if (!suspicionCounts && RISK.test(before)) continue;
    return true;
  }
  return false;
}

/**
 * The danger signs a request shows, in a fixed order (none: []).
 * @example dangerSigns('Tree Issue', 'A tree fell on a car and the power lines are sparking') // ['downed wire or power line', 'tree on a car or house']
 */
export function dangerSigns(category: string, description: string): DangerSignName[] {
  const signs: readonly DangerSign<DangerSignName>[] = Object.hasOwn(CATEGORY_SIGNS, category)
    ? [...GENERAL_SIGNS, CATEGORY_SIGNS[category as keyof typeof CATEGORY_SIGNS]]
    : GENERAL_SIGNS;
  return signs
    .filter((candidate) => mentions(candidate.pattern, description, candidate.suspicionCounts))
    .map((candidate) => candidate.name);
}

/**
 * Whether the wizard should repeat the 911 notice for this category and description.
 * @example suggestsDanger('Other', 'I smell gas by the school') // true
 * @example suggestsDanger('Other', 'The fire hydrant is leaking') // false
 */
export const suggestsDanger = (category: string, description: string): boolean =>
  dangerSigns(category, description).length > 0;
