import { expect, it } from 'vitest';
import { formatMessage } from '../i18n/message-format.ts';
import { literalMessage, townshipMessages } from './township-messages.ts';
import { township } from './township.ts';

it.each(["Children's Park", 'Water & Sewer {main}', 'A <b> tag', 'Pothole/Road Damage'])(
  '%s reads back as written',
  (text) => {
    expect(formatMessage(literalMessage(text))).toBe(text);
  },
);

it('gives every category a name and a description, and every department a name, by key', () => {
  const profile = township();
  const messages = townshipMessages(profile);
  expect(Object.keys(messages.english)).toHaveLength(profile.categories.length * 2 + profile.departments.length);
  const first = profile.categories[0]!;
  expect(formatMessage(messages.english[`category.${first.key}`]!)).toBe(first.name);
  expect(townshipMessages(profile)).toBe(messages);
});

it("names a stored category in a reader's language from the profile's translations, else as stored", async () => {
  const { categoryLabel, setTownship } = await import('./township.ts');
  const profile = township();
  const first = profile.categories[0]!;
  try {
    setTownship(profile, { es: { [`category.${first.key}`]: "Bache '{'grande'}'" } });
    expect(categoryLabel(first.name, 'es')).toBe('Bache {grande}');
    expect(categoryLabel(first.name, 'ko')).toBe(first.name);
    expect(categoryLabel('Not a category', 'es')).toBe('Not a category');
  } finally {
    setTownship(profile);
  }
});
