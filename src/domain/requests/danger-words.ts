/**
 * Reads a description the way the danger signs (danger-signs.ts) look at it: lower case, one
 * space between words, each clause ended by " ." (commas included), and each word that matters
 * for danger replaced by its root, whatever its ending or a common slip of the keyboard:
 * "Wires are hangin low and sparkng!" → "wire are hang low and spark .". Words that do not
 * matter stay as written. Pure and small: it ships in the wizard's danger check.
 */

/**
 * Roots and the forms that are not made by the usual endings (nouns whose only other form is
 * a plural are left to the signs' patterns). A root followed by "+" also takes
 * -s/-es, -ing and -ed ("spark+" → sparks, sparking, sparked); other forms are listed after ":".
 * Not every ending is a danger: "fired" and "smoking" (a person smoking) stay as written.
 */
const LEXICON = `spark+ arc+ sizzle+ burn+:burnt flame+ blaze+:ablaze smolder+:smoulder,smouldering
smoke:smokes,smoky,smokey fire:fires wire+ cable+ powerline:powerlines line:lines
down:downed fall+:fell,fallen hang+:hung dangle+ sag+ snap+ break+:broke,broken lie:lies,lying,laying,laid
touch+ loose expose+ uncover+ electric:electrical,electricity,electrics outlet+ panel+ transformer+
gas:gasses,gases,gasoline,propane,methane leak+:leaky,leakage smell+:smelt,smelly stink+:stank,stinky,stench
odor:odors,odour,odours hiss+ whiff:whiffs sinkhole+ manhole+ collapse+ cave+ flood+ injure+:injury,injuries
bleed+:bled hurt:hurts,hurting wound+ trap+ drown+ pin+ pass+ crash+ accident+ wreck+ collision+ flip+ overturn+
block:blocking,blocked,blockin signal+:stoplight,stoplights light+ remove+ steal+:stole,stolen displace+
move+ pop+ shift+ come+:came pour+ rush+ rise+:rose,risen seep+ flow+ run+:ran get+:got give+:gave,given
sink+:sank,sunk back+ attack+ maul+ bite:bites,biting,bit,bitten limp+ crush+ smash+ land+ enter+ work+ flash+`;

/** Common slips that the endings and the one-letter tolerance below do not catch. */
const SLIPS: Record<string, string> = {
  wier: 'wire',
  wiers: 'wire',
  wirse: 'wire',
  wres: 'wire',
  fier: 'fire',
  smoak: 'smoke',
  leek: 'leak',
  leeks: 'leak',
  leeking: 'leak',
  lekaing: 'leak',
  odur: 'odor',
  oder: 'odor',
  smeel: 'smell',
  sinkwhole: 'sinkhole',
  injurd: 'injure',
};

/**
 * Roots distinctive enough to be read through one slip (a letter missing, extra, wrong or two
 * swapped) in a form of 7 letters or more; short words ("gas", "fire", "leak") have too many
 * ordinary neighbours ("leaning").
 */
const TOLERANT = new Set([
  'spark',
  'sinkhole',
  'manhole',
  'electric',
  'collapse',
  'flood',
  'injure',
  'bleed',
  'dangle',
  'hang',
  'powerline',
  'transformer',
]);
/** Ordinary words one slip away from a tolerant form. */
const NOT_SLIPS = new Set([
  'sparkling',
  'sparkled',
  'sparkles',
  'sparkler',
  'flooring',
  'breeding',
  'bleeping',
  'insured',
  'insures',
  'insuring',
]);

/** "sparrking" and "sparking" read alike: runs of one letter count once. */
const squeeze = (word: string) => word.replace(/(.)\1+/g, '$1');

function endings(root: string): string[] {
  const stem = root.endsWith('e') && !root.endsWith('ee') ? root.slice(0, -1) : root;
  const plural = /(?:s|sh|ch|x|z)$/.test(root) ? `${root}es` : `${root}s`;
  const past = root.endsWith('e') ? `${root}d` : /[^aeiou]y$/.test(root) ? `${root.slice(0, -1)}ied` : `${root}ed`;
  return [plural, `${stem}ing`, past];
}

interface Lexicon {
  /** Squeezed form → root. */
  exact: Map<string, string>;
  /** Squeezed forms of the tolerant roots, 7 letters or more, with their roots. */
  tolerant: [string, string][];
}

function buildLexicon(): Lexicon {
  const exact = new Map<string, string>();
  const tolerant: [string, string][] = [];
  for (const entry of LEXICON.split(/\s+/)) {
    const [head = '', extra = ''] = entry.split(':');
    const root = head.replace('+', '');
    const forms = [root, ...(head.endsWith('+') ? endings(root) : []), ...extra.split(',').filter(Boolean)];
    for (const form of forms) {
      const key = squeeze(form);
      if (!exact.has(key)) exact.set(key, root);
      if (TOLERANT.has(root) && key.length >= 7) tolerant.push([key, root]);
    }
  }
  return { exact, tolerant };
}

let lexicon: Lexicon | undefined;

/** Whether `a` and `b` differ by at most one letter added, dropped, changed, or two swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The root of a word that matters for danger, or the word itself.
 * @example rootOf('sparkng') // 'spark'
 * @example rootOf('hangin') // 'hang'
 * @example rootOf('sparkling') // 'sparkling'
 */
export function rootOf(word: string): string {
  lexicon ??= buildLexicon();
  const slip = SLIPS[word];
  if (slip) return slip;
  const key = squeeze(word);
  const found = lexicon.exact.get(key) ?? (key.endsWith('in') ? lexicon.exact.get(`${key}g`) : undefined);
  if (found) return found;
  if (key.length < 6 || NOT_SLIPS.has(word)) return word;
  return lexicon.tolerant.find(([form]) => oneSlipApart(key, form))?.[1] ?? word;
}

/** Words that name one thing: "power lines" is a powerline, "sink hole" a sinkhole. */
const PHRASES: [RegExp, string][] = [
  [/\bsink (?:hole|whole)\b/g, 'sinkhole'],
  [/\bman hole\b/g, 'manhole'],
  [/\b(?:power|electric|utility|hydro|high voltage|high tension) (?:line|wire|cable)\b/g, 'powerline'],
  [/\b(?:traffic|stop|signal) (?:light|signal)\b/g, 'signal'],
];

/**
 * The description as the danger signs read it.
 * @example readDanger('Wires are hangin low, and sparkng!') // 'wire are hang low . and spark .'
 */
export function readDanger(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .match(/[a-z0-9]+(?:'[a-z]+)*|[.,;:!?()\n]+/g);
  if (!words) return '';
  let read = words.map((word) => (/^[a-z0-9]/.test(word) ? rootOf(word) : '.')).join(' ');
  for (const [phrase, root] of PHRASES) read = read.replace(phrase, root);
  return read;
}
