import { describe, expect, it } from 'vitest';
import { GEOCODER_TEXT_REFUSED } from './geocode-failure.ts';
import { PHONE_MESSAGES } from './phone.ts';
import { callerUpdates, PHONE_INTAKE_MESSAGES, phoneIntakeSchema } from './phone-intake-input.ts';
import { submitRequestSchema } from './submission-schema.ts';
import { STEP_MESSAGES } from './submit-input.ts';

const caller = {
  name: 'Carla Caller',
  email: 'carla@example.org',
  phone: '609-555-0142',
  submitterAddress: '',
  category: 'Tree Issue',
  description: 'Branch down',
  issueAddress: '5 Oak Ave',
  location: { lat: 40.28, lng: -74.59 },
  wantsTextAlerts: true,
};

const messagesOf = (value: unknown) => {
  const result = phoneIntakeSchema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe.each<[string, Record<string, unknown>, string[]]>([
  ['e-mail and phone', {}, []],
  ['no e-mail', { email: '' }, []],
  ['a blank e-mail', { email: '   ' }, []],
  ['the e-mail left out', { email: undefined }, []],
  ['neither e-mail nor phone', { email: '', phone: '' }, []],
  ['a bad e-mail', { email: 'carla-at-example' }, ['Please enter a valid email address.']],
  ['a long e-mail', { email: `${'x'.repeat(250)}@example.org` }, ['Email must be at most 254 characters.']],
  ['a bad phone', { email: '', phone: '12' }, [PHONE_MESSAGES.us]],
  ['no name', { name: '' }, [PHONE_INTAKE_MESSAGES.name]],
  ['a blank name', { name: '  ', email: '' }, [PHONE_INTAKE_MESSAGES.name]],
  ['a long name', { name: 'x'.repeat(101) }, ['Name must be at most 100 characters.']],
  ['no description', { description: '' }, [STEP_MESSAGES.details]],
  ['the map lookup’s message as the address', { issueAddress: 'Address not found' }, [GEOCODER_TEXT_REFUSED]],
])('phoneIntakeSchema: %s', (_label, change, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () => {
    expect(messagesOf({ ...caller, ...change })).toEqual(expected);
  });
});

describe('phoneIntakeSchema', () => {
  it('keeps no e-mail as "" and the phone in E.164, as the resident schema shapes a submission', () => {
    const parsed = phoneIntakeSchema.parse({ ...caller, email: '  ', name: ' Anonymous ' });
    expect(parsed).toEqual({ ...caller, name: 'Anonymous', email: '', phone: '+16095550142' });
  });

  it('trims a given e-mail', () => {
    expect(phoneIntakeSchema.parse({ ...caller, email: ' carla@example.org ' }).email).toBe('carla@example.org');
  });

  it('drops text alerts without a phone', () => {
    expect(phoneIntakeSchema.parse({ ...caller, phone: '' }).wantsTextAlerts).toBe(false);
  });

  it('leaves the resident schema as it was: name and e-mail required', () => {
    const result = submitRequestSchema.safeParse({ ...caller, email: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([STEP_MESSAGES.yourInfo]);
  });
});

it.each([
  [{ email: 'a@b.org', phone: '+16095550142', wantsTextAlerts: true }, 'email-and-text'],
  [{ email: 'a@b.org', phone: '+16095550142', wantsTextAlerts: false }, 'email'],
  [{ email: '', phone: '+16095550142', wantsTextAlerts: true }, 'text'],
  [{ email: '', phone: '+16095550142', wantsTextAlerts: false }, 'none'],
  [{ email: ' ', phone: '', wantsTextAlerts: true }, 'none'],
])('callerUpdates(%j) is %s', (entered, expected) => {
  expect(callerUpdates(entered)).toBe(expected);
});
