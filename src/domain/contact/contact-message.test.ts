import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  INVALID_EMAIL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  contactMessageSchema,
  contactSubject,
  fieldHint,
  validationSummary,
} from './contact-message.ts';

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello neighbours' };

function firstIssue(input: Record<string, string>) {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe.each([
  ['a complete message', valid, undefined],
  ['a missing name', { ...valid, name: '' }, REQUIRED_FIELDS_MESSAGE],
  ['a whitespace-only name', { ...valid, name: '   ' }, REQUIRED_FIELDS_MESSAGE],
  ['a missing email', { ...valid, email: '' }, REQUIRED_FIELDS_MESSAGE],
  ['a missing message', { ...valid, message: '\n\t ' }, REQUIRED_FIELDS_MESSAGE],
  ['an email without @', { ...valid, email: 'ada.example.org' }, INVALID_EMAIL_MESSAGE],
  ['an email without a dot after @', { ...valid, email: 'ada@example' }, INVALID_EMAIL_MESSAGE],
  ['an email with a space', { ...valid, email: 'ada lovelace@example.org' }, INVALID_EMAIL_MESSAGE],
  ['an email with two @', { ...valid, email: 'ada@@example.org' }, INVALID_EMAIL_MESSAGE],
  ['an email ending in a dot', { ...valid, email: 'ada@example.' }, INVALID_EMAIL_MESSAGE],
  ['a loose but shaped email', { ...valid, email: 'a@b.c' }, undefined],
  ['an email with padding', { ...valid, email: '  ada@example.org  ' }, undefined],
  ['a name at the limit', { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name) }, undefined],
  [
    'a name over the limit',
    { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1) },
    'Please keep your name to 100 characters or fewer.',
  ],
  [
    'a message over the limit',
    { ...valid, message: 'm'.repeat(CONTACT_LIMITS.message + 1) },
    'Please keep your message to 5,000 characters or fewer.',
  ],
])('contactMessageSchema with %s', (_label, input, expected) => {
  it(expected ? `fails with "${expected}"` : 'passes', () => {
    expect(firstIssue(input)).toBe(expected);
  });
});

describe('contactMessageSchema output', () => {
  it('trims every value', () => {
    expect(contactMessageSchema.parse({ name: ' Ada ', email: ' a@b.co ', message: ' Hi \n' })).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      message: 'Hi',
    });
  });
});

it.each([
  ['Ada', 'New Contact from Ada'],
  ['  Ada Lovelace  ', 'New Contact from Ada Lovelace'],
  ['', 'New Contact from Website Visitor'],
  ['   ', 'New Contact from Website Visitor'],
])('contactSubject(%j) is "%s"', (name, expected) => {
  expect(contactSubject(name)).toBe(expected);
});

it.each([
  [[REQUIRED_FIELDS_MESSAGE], REQUIRED_FIELDS_MESSAGE],
  [[undefined, INVALID_EMAIL_MESSAGE, undefined], INVALID_EMAIL_MESSAGE],
  [[undefined, INVALID_EMAIL_MESSAGE, REQUIRED_FIELDS_MESSAGE], REQUIRED_FIELDS_MESSAGE],
  [['Please keep your name to 100 characters or fewer.', INVALID_EMAIL_MESSAGE], INVALID_EMAIL_MESSAGE],
  [['Please keep your name to 100 characters or fewer.'], 'Please keep your name to 100 characters or fewer.'],
  [[], REQUIRED_FIELDS_MESSAGE],
])('validationSummary(%j) is "%s"', (messages, expected) => {
  expect(validationSummary(messages)).toBe(expected);
});

it.each([
  ['name', REQUIRED_FIELDS_MESSAGE, 'Enter your name.'],
  ['email', REQUIRED_FIELDS_MESSAGE, 'Enter your email address.'],
  ['message', REQUIRED_FIELDS_MESSAGE, 'Enter your message.'],
  ['email', INVALID_EMAIL_MESSAGE, 'Use an address like name@example.com.'],
  ['name', 'Please keep your name to 100 characters or fewer.', 'Please keep your name to 100 characters or fewer.'],
] as const)('fieldHint(%s, %j) is "%s"', (field, message, expected) => {
  expect(fieldHint(field, message)).toBe(expected);
});
