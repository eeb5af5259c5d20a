/**
 * The township in use: its profile (profile-schema.ts), set once where the program starts (the
 * server's dependencies, the 311 app's root, the test set-up) and read through the lookups below.
 * Code names categories by key and rules come from here; stored and API values stay the exact
 * display names. No zod here: the 311 app gets a profile the build has already checked.
 */
import type { ProfileCategory, TownshipProfile } from './profile-schema.ts';
import { literalText } from '../i18n/translate.ts';
import { categoryKey } from './township-messages.ts';

interface Active {
  profile: TownshipProfile;
  /** Translations of the profile's words, by language (read-township.ts); none in the 311 app. */
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
  byName: ReadonlyMap<string, ProfileCategory>;
  byKey: ReadonlyMap<string, ProfileCategory>;
  departmentNames: ReadonlyMap<string, string>;
}

let active: Active | undefined;

/** Makes `profile` the township every lookup reads, with its words' translations when given. */
export function setTownship(
  profile: TownshipProfile,
  translations: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): void {
  if (active?.profile === profile && active.translations === translations) return;
  active = {
    profile,
    translations,
    byName: new Map(profile.categories.map((category) => [category.name, category])),
    byKey: new Map(profile.categories.map((category) => [category.key, category])),
    departmentNames: new Map(profile.departments.map((department) => [department.key, department.name])),
  };
}

function current(): Active {
  if (!active) throw new Error('No township profile is loaded: call setTownship() at start-up.');
  return active;
}

/** The profile in use. */
export const township = (): TownshipProfile => current().profile;

/** Category names in wizard order: what residents pick and requests store. */
export const categoryNames = (): string[] => township().categories.map((category) => category.name);

/** Department names, in the profile's order. */
export const departmentNames = (): string[] => township().departments.map((department) => department.name);

/** @example categoryByName('Graffiti')?.key // 'graffiti' */
export const categoryByName = (name: string): ProfileCategory | undefined => current().byName.get(name);

export const categoryByKey = (key: string): ProfileCategory | undefined => current().byKey.get(key);

export const isCategoryName = (value: unknown): value is string =>
  typeof value === 'string' && current().byName.has(value);

export const isDepartmentName = (value: unknown): value is string =>
  typeof value === 'string' && [...current().departmentNames.values()].includes(value);

/** A department's name from its key (the key itself if the profile has none, which its check forbids). */
export const departmentName = (key: string): string => current().departmentNames.get(key) ?? key;

/** Whether the road-jurisdiction redirect applies to a category. */
export const isRoadCategory = (name: string): boolean => categoryByName(name)?.roadJurisdiction === true;

/**
 * A stored category name as a reader of `lang` reads it: the profile's translation when the server
 * has it (the 311 app reads its catalogs through lib/township-terms.ts), else the name as stored.
 * @example categoryLabel('Graffiti', 'es') // 'Grafiti'
 */
export function categoryLabel(name: string, lang: string): string {
  const category = categoryByName(name);
  const translation = category ? current().translations[lang]?.[categoryKey(category.key)] : undefined;
  // A name is a literal message (township-messages.ts): unquoting it needs no message parser.
  return translation ? literalText(translation) : name;
}

/** Whether a profile has been set (programs other than the server load one on first use). */
export const hasTownship = (): boolean => active !== undefined;
