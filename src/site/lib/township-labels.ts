/**
 * The township's category names in a language, read at build time from the profile's catalogs
 * (`<township folder>/locales/<tag>.po`, written by `npm run messages:extract`): what the plain
 * report form offers before the app's script runs. The stored value stays the profile's English.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo, translationsOf } from '#domain/i18n/po.ts';
import { literalText } from '#domain/i18n/translate.ts';
import type { TownshipProfile } from '#domain/township/profile-schema.ts';
import { categoryKey } from '#domain/township/township-messages.ts';

/** The profile's folder, as load-township.ts reads it. */
const townshipFolder = () => process.env.TOWNSHIP_DIR || join(process.cwd(), 'content', 'township');

/** @example categoryLabels(profile, 'es')[0] // { value: 'Pothole/Road Damage', label: 'Bache/Daño en la vía' } */
export function categoryLabels(profile: TownshipProfile, lang: string): { value: string; label: string }[] {
  const path = join(townshipFolder(), 'locales', `${lang}.po`);
  const translations = existsSync(path) ? translationsOf(parsePo(readFileSync(path, 'utf8'))) : {};
  return profile.categories.map((category) => {
    const translated = translations[categoryKey(category.key)];
    return { value: category.name, label: translated ? literalText(translated) : category.name };
  });
}
