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

/** A wire word: power lines, electric wires, cables (not bare "lines", which is mostly paint). */
const WIRE = String.raw`(?:power ?lines?|electric(?:al)? (?:lines?|wires?)|utility lines?|wires?|cables?)`;
const HOME = String.raw`(?:homes?|houses?|buildings?|apartments?)`;
const ANIMALS = String.raw`(?:deer|animals?|dogs?|cats?|birds?|fox|raccoons?|squirrels?|geese|goose|ducks?|wildlife)`;
const FIRE_NOUNS = String.raw`(?:hydrants?|lanes?|station|house|department|dept|company|escape|pit|works|fighters?|trucks?|zone|code|marshal|inspect\w*|safety|extinguishers?)`;

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
    String.raw`\bgas(?:oline)?\b(?! station).{0,20}\b(?:leak\w*|smell\w*|odou?r|hiss\w*)|\b(?:smell\w*|odou?r)\b.{0,14}\bgas(?:oline)?\b`,
    true,
  ),
  sign(
    'downed wire or power line',
    String.raw`\b(?:downed|fallen|fell|hanging|sparking|arcing|snapped|exposed)\b.{0,20}\b${WIRE}|\bdown(?:ed)? (?:power )?lines?\b|\blive ${WIRE}|\b${WIRE}.{0,15}\b(?:down|sparking|arcing|smoking|on (?:the|a) (?:ground|road|street|car|house|sidewalk))\b`,
    true,
  ),
  sign('fire', String.raw`\b(?:fire(?!\s*${FIRE_NOUNS}\b)|flames?|burning|smoke)\b`),
  sign(
    'injury',
    String.raw`\binjur(?:ed|ies|y)\b(?!\s+${ANIMALS}\b)|\b(?:bleeding|unconscious|not breathing)\b|\b(?:is|was|are|were|got|been|badly|seriously) hurt\b`,
  ),
  sign(
    'crash',
    String.raw`\b(?:car|vehicle|truck|bus|motorcycle|traffic|head-on)\s+(?:crash(?:es|ed)?|accident|wreck|collision)\b|\b(?:an|the|a)\s+(?:accident|crash|collision)\b(?!\s+barrier)|\bcrash(?:ed)?\s+(?:into|through)\b|\b(?:hit|struck) by (?:a|an|the) (?:car|truck|vehicle|bus|driver)\b|\b(?:car|vehicle|truck)\b.{0,15}\b(?:flipped|overturned|rolled over|on its (?:side|roof))\b`,
  ),
  sign(
    'tree on a car or house',
    String.raw`\b(?:trees?|branch(?:es)?|limbs?)\b.{0,25}\b(?:on|onto|into|through|hit|crushed|smashed)\s+(?:(?:a|an|the|my|our|his|her|their|someone's|parked|neighbou?r's)\s+){0,2}(?:cars?|vehicles?|trucks?|house|home|roof|garage|building|porch|people|person|someone)\b`,
  ),
  sign(
    'flooding into homes',
    String.raw`\bflood\w*\s+(?:into|in|inside|entering)\s+(?:\w+\s+){0,2}${HOME}\b|\b${HOME}\s+(?:are|is)\s+(?:being\s+)?flood(?:ed|ing)\b|\bflooded\s+${HOME}\b|\bwater\b.{0,20}\b(?:coming|pouring|rushing|rising|getting)\s+into\s+(?:\w+\s+){0,2}${HOME}\b`,
  ),
  sign(
    'blocking traffic',
    String.raw`\b(?:blocking|blocked)\s+(?:\w+\s+){0,2}(?:traffic|roads?|street|lanes?|intersection|highway)\b|\bblocks\s+(?:the|both|all|a)\s+(?:\w+\s+)?(?:traffic|road|street|lanes?|intersection)\b|\b(?:road|street|lanes?|intersection)\s+(?:is\s+|are\s+)?(?:completely\s+)?(?:blocked|impassable|closed off)\b`,
  ),
] as const;

/** Signs that mean danger only in a category: "lines down" under Tree Issue are power lines. */
const CATEGORY_SIGNS = {
  'Animal Control': sign(
    'animal attack',
    String.raw`\b(?:rabid|attack(?:ed|ing|s)?|mauled|bitten|bit (?:me|him|her|them|us|someone|somebody|a|an|my|our|his|their|the))\b`,
  ),
  'Tree Issue': sign(
    'tree on power lines',
    String.raw`\b(?:lines?|wires?)\s+(?:are\s+|is\s+)?down\b|\b(?:on|onto|into|across)\s+(?:the\s+)?(?:lines?|wires?)\b`,
    true,
  ),
  'Traffic Signal Issue': sign(
    'traffic signal dark',
    String.raw`\b(?:all|every|both)\b.{0,25}\b(?:out|dark)\b|\b(?:completely|totally)\s+(?:out|dark)\b`,
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
