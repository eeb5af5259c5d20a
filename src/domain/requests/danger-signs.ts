/**
 * Words in a request that suggest danger to life or property (docs/product.md#311-emergency-notice):
 * the wizard then repeats "If this is an emergency, call 911", and the rules triage
 * (functions/ai/rules-triage.ts) raises the priority. One list for both, so a resident who is told
 * to call 911 is also the one whose report staff see as urgent.
 *
 * Residents write in a hurry, so the text is first read by meaning (readDanger, in
 * danger-words.ts): each word becomes its root ("sparking", "sparks", "sparkng" → spark; "fell",
 * "fallen" → fall; "power lines", "powerline" → powerline), and the signs below look for the
 * danger among those roots, a few words apart within one clause: "wires are hanging low and
 * sparking" is a wire and sparking; "two blocks down the street" or "I live near the power
 * lines" are ordinary reports, and so are the fire hydrant, the smoke detector and the gas station.
 *
 * These English signs read every description (residents mix in English); a description written in
 * another language is also read with that language's lexicon (danger-lexicon.ts,
 * `locales/<tag>/danger-words.json`), once it has been added.
 */
import { categoryByName } from '../township/township.ts';
import { lexiconSigns } from './danger-lexicon.ts';
import { GENERAL_SIGN_NAMES, type CategorySignName, type DangerSignName } from './danger-sign-names.ts';
import { readDanger } from './danger-words.ts';

export { addDangerLexicon, hasDangerLexicon } from './danger-lexicon.ts';

/** Up to `n` more words in the same clause (a comma or full stop ends a clause). */
const gap = (n: number) => `(?: [^ .]+){0,${String(n)}}`;
/** A determiner or owner before a noun: "the", "my", "our neighbor's". */
const DET = "(?:(?:an?|the|my|our|his|her|their|this|that|parked|[a-z]+'?s) ){0,2}";

const WIRE = '(?:wire|cable|powerline)';
/** A noun ends in `(?:e?s)?`: its plural reads as the noun. */
const PL = '(?:e?s)?';
const HOME = `(?:home|house|building|apartment|basement)${PL}`;
const VEHICLE = `(?:car|vehicle|truck|bus|motorcycle|van|suv)${PL}`;
const WAY = `(?:traffic|road|street|lane|intersection|highway|roadway|route)${PL}`;
const PERSON =
  '(?:someone|somebody|person|people|man|woman|kid|kids|child|children|boy|girl|driver|cyclist|pedestrian|jogger|worker|resident|neighbor|he|she|they)';
const ANIMAL = `(?:deer|animal|dog|cat|bird|fox|raccoon|squirrel|goose|geese|duck|wildlife|possum|opossum|skunk|turtle|coyote|horse)${PL}`;
/** Words after "fire" that make it a thing, not a fire: a fire hydrant, a fire lane. */
const FIRE_THING =
  '(?:hydrant|lane|station|house|department|dept|company|escape|pit|work|fighter|truck|zone|code|marshal|inspection|safety|extinguisher|alarm|door|exit)';
/** Something on the wires: a tree, a limb, a pole. */
const FALLER = `(?:tree|branch|limb|pole)${PL}`;
/** A wire that is down, sparking or hanging, said after the wire. */
const WIRE_STATE =
  '(?:spark|arc|sizzle|pop|smoking|smoke|burn|fall|hang|dangle|sag|snap|break|lie|touch|on the ground|in the (?:road|street))';
/** "wires down", "the line is low": said right after the wire, or "down the street" would count. */
const WIRE_DOWN = '(?: (?:is|are|was|were|be|been|now|still|all|very|really|so))* (?:down|low|loose)';
/** A wire said to be down, sparking or hanging, before the wire: "downed power line", "live wire". */
const WIRE_BEFORE = '(?:down|fall|hang|dangle|spark|arc|snap|break|loose|smoking)';
const SIGNAL_STATE = '(?:out|dark|dead|off|down|not work|blank|flash)';
const CROSSING = `(?:intersection|crossing|crosswalk|junction|busy|rush|highway|route|main|school|all|every|both|four way|4 way)${PL}`;

interface DangerSign<N extends string = string> {
  name: N;
  pattern: RegExp;
  /** Also counts when said as a risk ("could start a fire"): true where a suspicion is already the danger. */
  suspicionCounts: boolean;
}

const sign = <N extends DangerSignName>(
  name: N,
  sources: readonly string[],
  suspicionCounts = false,
): DangerSign<N> => ({
  name,
  pattern: new RegExp(sources.map((source) => `(?:${source})`).join('|'), 'g'),
  suspicionCounts,
});

/** Signs that mean danger whatever the category, in the order the triage names them. */
const GENERAL_SIGNS = [
  sign(
    'gas leak',
    [
      String.raw`\bgas\b(?! station| can| price| pump| tank)${gap(4)} (?:leak|smell|odor|hiss|stink|whiff)\b`,
      String.raw`\b(?:leak|smell|odor|hiss|stink|whiff)${gap(4)} gas\b(?! station| can| price| pump)`,
      String.raw`\brotten egg`,
    ],
    true,
  ),
  sign(
    'downed wire or power line',
    [
      String.raw`\b${WIRE_BEFORE}(?: [^ .]+)? ${WIRE}\b`,
      String.raw`\blive (?:electric )?${WIRE}\b`,
      String.raw`\b${WIRE}${gap(4)} ${WIRE_STATE}\b`,
      String.raw`\b${WIRE}${WIRE_DOWN}\b`,
    ],
    true,
  ),
  sign(
    'tree on power lines',
    [String.raw`\b${FALLER}${gap(6)} (?:on|onto|into|across|against|touch|through|hit) ${DET}${WIRE}\b`],
    true,
  ),
  sign(
    'exposed electrical',
    [
      String.raw`\b(?:expose|bare|uncover|open)(?: [^ .]+)? (?:electric|wire|cable|powerline|outlet|panel|transformer)\b`,
      String.raw`\b(?:electric|outlet|panel|transformer|junction box)${gap(4)} (?:expose|open|uncover|missing|stick out)\b`,
    ],
    true,
  ),
  sign('fire', [
    String.raw`\bfire\b(?! ${FIRE_THING}${PL}\b)`,
    String.raw`\b(?:flame|blaze|smolder)\b`,
    String.raw`\bburn\b(?! out\b)`,
    String.raw`\bsmoke\b(?! (?:detector|alarm|shop|signal)${PL}\b)`,
  ]),
  sign('injury', [
    String.raw`\binjure\b(?! ${ANIMAL}\b)`,
    String.raw`\b(?:bleed|unconscious|not breathing|pass out|seizure)\b`,
    String.raw`\b(?:is|was|are|were|got|been|badly|seriously|get) hurt\b`,
  ]),
  sign('person in danger', [
    String.raw`\b${PERSON}${gap(3)} (?:fall|trap|stuck|drown|sink|swept|pin|can't get|cannot get) (?:in|into|inside|under|away|out)\b`,
    // A car that fell into a hole, not one stuck in a pothole.
    String.raw`\b${VEHICLE}${gap(3)} (?:fall|sink|swept) (?:in|into|inside|under|away)\b`,
    String.raw`\b${PERSON}${gap(2)} (?:trap|drown|pin)\b`,
    String.raw`\b${PERSON} (?:is |are |was |were )?in (?:immediate |serious |real )?danger\b`,
  ]),
  sign('crash', [
    String.raw`\b(?:${VEHICLE}|traffic|head on) (?:crash|accident|wreck|collision)\b`,
    String.raw`\b(?:an?|the) (?:accident|crash|collision)\b(?! barrier)`,
    String.raw`\bcrash (?:into|through)\b`,
    String.raw`(?<!\b${ANIMAL}${gap(3)} )\b(?:hit|struck) by ${DET}(?:${VEHICLE}|driver)\b`,
    String.raw`\b${VEHICLE}${gap(3)} (?:flip|overturn|roll over|on its (?:side|roof))\b`,
  ]),
  sign('collapse', [
    String.raw`(?<!\b(?:road|ground|street|pavement|sidewalk|asphalt|driveway|lane|shoulder)${gap(3)} )\b(?:collapse|cave in)\b`,
  ]),
  sign(
    'sinkhole',
    [
      String.raw`\bsinkhole\b`,
      String.raw`\b(?:road|ground|street|pavement|sidewalk|asphalt|driveway|lane|shoulder)${gap(3)} (?:collapse|cave in|give way|sink)\b`,
    ],
    true,
  ),
  sign(
    'open manhole',
    [
      String.raw`\bmanhole${gap(4)} (?:missing|gone|off|open|remove|uncover|move|displace|steal|pop|flip|shift|loose|break)\b`,
      String.raw`\b(?:missing|open|uncover|remove|steal|no)(?: [^ .]+)? manhole\b`,
      String.raw`\b(?:storm|drain|sewer)${gap(1)} (?:grate|cover|lid)${gap(4)} (?:missing|gone|off|remove|steal)\b`,
    ],
    true,
  ),
  sign('tree on a car or house', [
    String.raw`\b(?:tree|branch|limb)${PL}${gap(4)} (?:on|onto|into|through|hit|crush|smash|land on|fall on) ${DET}(?:${VEHICLE}|${HOME}|roof|garage|porch|people|person|someone)\b`,
  ]),
  sign('flooding into homes', [
    String.raw`\bflood(?: [^ .]+)? (?:into|in|inside|enter)(?: [^ .]+){0,2} ${HOME}`,
    String.raw`\b${HOME} (?:are |is )?(?:being )?flood`,
    String.raw`\bflood ${HOME}`,
    String.raw`\b(?:water|flood|sewer|sewage)${gap(3)} (?:come|pour|rush|rise|get|seep|flow|leak|run|back up) (?:into|in|inside)(?: [^ .]+){0,2} ${HOME}`,
  ]),
  sign('blocking traffic', [
    String.raw`\bblock(?: [^ .]+){0,2} ${WAY}\b`,
    String.raw`\bblocks (?:the|both|all|a) (?:[^ .]+ )?${WAY}\b`,
    String.raw`\b${WAY} (?:is |are )?(?:completely )?(?:block|impassable|closed off)\b`,
    String.raw`\b${FALLER} (?:is |are )?(?:down |fall )?across ${DET}${WAY}\b`,
    String.raw`\b(?:${VEHICLE}|traffic) (?:can't|cant|cannot|can not) (?:get|drive|pass) (?:through|by|past|around)\b`,
  ]),
  sign('traffic signal out at a crossing', [
    String.raw`\bsignal${gap(4)} ${SIGNAL_STATE}${gap(6)} ${CROSSING}\b`,
    String.raw`\b${CROSSING}${gap(6)} signal${gap(4)} ${SIGNAL_STATE}\b`,
    String.raw`\bsignal${gap(4)} (?:completely|totally) ${SIGNAL_STATE}\b`,
  ]),
  sign('injured animal in the road', [
    String.raw`\b(?:injure|hurt|wound|bleed|limp|dying|hit|struck)(?: [^ .]+){0,2} ${ANIMAL}${gap(5)} (?:in|on|across) ${DET}(?:middle of (?:the )?)?${WAY}\b`,
    String.raw`\b${ANIMAL}${gap(4)} (?:injure|hurt|wound|bleed|limp|dying|hit|struck)${gap(5)} (?:in|on|across) ${DET}(?:middle of (?:the )?)?${WAY}\b`,
  ]),
] as const;

/**
 * Signs that mean danger only in some categories: "lines down" about a tree are power lines. The
 * township profile names the ones each category uses (`categories[].dangerSigns`).
 */
const CATEGORY_SIGNS = {
  'animal attack': sign('animal attack', [
    String.raw`\b(?:rabid|attack|maul)\b`,
    String.raw`\bbite (?:me|him|her|them|us|some|an?|my|our|his|their|the|someone|somebody|a child|a kid)\b`,
    String.raw`\b(?:was|were|got|been|be|get|is|are) bite\b`,
  ]),
  'tree on power lines': sign(
    'tree on power lines',
    [String.raw`\bline (?:are |is )?down\b`, String.raw`\b(?:on|onto|into|across|against|touch) (?:the )?line\b`],
    true,
  ),
  'traffic signal out at a crossing': sign('traffic signal out at a crossing', [
    String.raw`\b(?:all|every|both)${gap(4)} light${gap(4)} ${SIGNAL_STATE}\b`,
    String.raw`\blight${gap(4)} (?:completely|totally) ${SIGNAL_STATE}\b`,
  ]),
} as const satisfies Record<CategorySignName, DangerSign>;

/** The names of the signs above, general then category-specific, each once (danger-sign-names.ts lists them). */
export const SIGN_NAMES_IN_USE: readonly string[] = [
  ...new Set([...GENERAL_SIGNS.map((one) => one.name), ...Object.keys(CATEGORY_SIGNS)]),
];

export type { DangerSignName };

/** The signs that also count when said as a risk, in any language. */
const SUSPECTED = new Set<DangerSignName>(
  [...GENERAL_SIGNS, ...Object.values(CATEGORY_SIGNS)].filter((one) => one.suspicionCounts).map((one) => one.name),
);

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
 * The danger signs a request shows, in a fixed order, each once (none: []). `lang`, the language
 * the description was written in: its lexicon, once added, reads it too; English and a language
 * without a lexicon are read by the English signs alone.
 * @example dangerSigns('Tree Issue', 'A tree fell on a car and the power lines are sparking') // ['downed wire or power line', 'tree on a car or house']
 * @example dangerSigns('Other', '전선이 끊어져서 불꽃이 튀어요', 'ko') // ['downed wire or power line']
 */
export function dangerSigns(category: string, description: string, lang?: string): DangerSignName[] {
  const ownNames = categoryByName(category)?.dangerSigns ?? [];
  const own = ownNames.flatMap((name) => (Object.hasOwn(CATEGORY_SIGNS, name) ? [CATEGORY_SIGNS[name]] : []));
  const signs: readonly DangerSign<DangerSignName>[] = [...GENERAL_SIGNS, ...own];
  const read = readDanger(description);
  const names = signs
    .filter((candidate) => mentions(candidate.pattern, read, candidate.suspicionCounts))
    .map((candidate) => candidate.name);
  const english = [...new Set(names)];
  const more = lang ? lexiconSigns(lang, ownNames, description, (name) => SUSPECTED.has(name)) : [];
  if (more.length === 0) return english;
  const found = new Set([...english, ...more]);
  return [...new Set<DangerSignName>([...GENERAL_SIGN_NAMES, ...ownNames])].filter((name) => found.has(name));
}

/**
 * Whether the wizard should repeat the 911 notice for this category and description (written in `lang`).
 * @example suggestsDanger('Other', 'I smell gas by the school') // true
 * @example suggestsDanger('Other', 'The fire hydrant is leaking') // false
 * @example suggestsDanger('Other', 'huele a gas en la esquina', 'es') // true
 */
export const suggestsDanger = (category: string, description: string, lang?: string): boolean =>
  dangerSigns(category, description, lang).length > 0;
