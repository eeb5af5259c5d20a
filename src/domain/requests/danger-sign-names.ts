/**
 * The names of the danger signs (their patterns are in danger-signs.ts, which has one sign for each
 * name here; its test holds the two lists together). Kept apart from the patterns so that the
 * township profile's schema can check the names a profile uses without loading the patterns.
 */

/** Signs that mean danger whatever the category, in the order the triage names them. */
export const GENERAL_SIGN_NAMES = [
  'gas leak',
  'downed wire or power line',
  'tree on power lines',
  'exposed electrical',
  'fire',
  'injury',
  'person in danger',
  'crash',
  'collapse',
  'sinkhole',
  'open manhole',
  'tree on a car or house',
  'flooding into homes',
  'blocking traffic',
  'traffic signal out at a crossing',
  'injured animal in the road',
] as const;

/**
 * Signs that mean danger only in some categories ("lines down" about a tree are power lines): a
 * township profile names the ones each category uses (`categories[].dangerSigns`).
 */
export const CATEGORY_SIGN_NAMES = [
  'animal attack',
  'tree on power lines',
  'traffic signal out at a crossing',
] as const;

export type CategorySignName = (typeof CATEGORY_SIGN_NAMES)[number];

/** The name of a danger sign, as the triage's reasoning shows it. */
export type DangerSignName = (typeof GENERAL_SIGN_NAMES)[number] | CategorySignName;

/** Every danger sign's name, general and category-specific, each once. */
export const DANGER_SIGN_NAMES: readonly DangerSignName[] = [
  ...new Set<DangerSignName>([...GENERAL_SIGN_NAMES, ...CATEGORY_SIGN_NAMES]),
];
