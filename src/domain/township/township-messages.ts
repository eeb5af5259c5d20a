/**
 * The township's own words residents read, as a message domain: category names and descriptions
 * and department names from the profile (content/township/profile.json). Their translations live
 * beside the profile, in `<township folder>/locales/<tag>.po` (written by `npm run
 * messages:extract`), so a township adopting the product translates its categories without code.
 * Stored values stay the profile's English names; these are what a person reads.
 */
import type { MessageDomain } from '../i18n/messages.ts';
import type { TownshipProfile } from './profile-schema.ts';

export const TOWNSHIP_DOMAIN = 'township';

/** Text as an ICU message that shows it as written (braces, tags and apostrophes quoted). */
export function literalMessage(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<]/g, (char) => `'${char}'`);
}

export const categoryKey = (key: string) => `category.${key}`;
export const categoryDescriptionKey = (key: string) => `categoryDescription.${key}`;
export const departmentKey = (key: string) => `department.${key}`;

const domains = new WeakMap<TownshipProfile, MessageDomain>();

/** The profile's words as a domain, made once per profile. */
export function townshipMessages(profile: TownshipProfile): MessageDomain {
  let messages = domains.get(profile);
  if (messages) return messages;
  const english: Record<string, string> = {};
  const notes: Record<string, string> = {};
  for (const category of profile.categories) {
    english[categoryKey(category.key)] = literalMessage(category.name);
    notes[categoryKey(category.key)] = 'A kind of request residents pick when they report an issue.';
    english[categoryDescriptionKey(category.key)] = literalMessage(category.description);
    notes[categoryDescriptionKey(category.key)] = `What the category "${category.name}" covers.`;
  }
  for (const department of profile.departments) {
    english[departmentKey(department.key)] = literalMessage(department.name);
    notes[departmentKey(department.key)] = 'A township department that handles requests.';
  }
  messages = { domain: TOWNSHIP_DOMAIN, english, notes };
  domains.set(profile, messages);
  return messages;
}
