import { describe, expect, it } from 'vitest';
import {
  STEP_MESSAGES,
  WIZARD_STEP_SCHEMAS,
  detailsSchema,
  locationWithCategorySchema,
  submitFieldsFromForm,
  yourInfoSchema,
} from './submit-input.ts';
import { GEOCODER_TEXT_REFUSED } from './geocode-failure.ts';
import { submitRequestSchema } from './submission-schema.ts';
import { PHONE_MESSAGES } from './phone.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '609-555-0100',
  submitterAddress: '1 Elm St',
  category: 'Streetlight Outage',
  description: 'Light out',
  issueAddress: '10 Main St',
  location: { lat: 40.28, lng: -74.59 },
  wantsTextAlerts: true,
};

/** The messages of a failed parse, or [] when it passes. */
function messages(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];
}

describe.each([
  ['complete', {}, []],
  ['no name', { name: undefined }, [STEP_MESSAGES.yourInfo]],
  ['blank name', { name: '   ' }, [STEP_MESSAGES.yourInfo]],
  ['no email', { email: '' }, [STEP_MESSAGES.yourInfo]],
  ['neither', { name: '', email: '' }, [STEP_MESSAGES.yourInfo]],
  ['bad email', { email: 'ada-at-example' }, ['Please enter a valid email address.']],
  ['name as a number', { name: 42 }, [STEP_MESSAGES.yourInfo]],
  ['long name', { name: 'x'.repeat(101) }, ['Name must be at most 100 characters.']],
  ['bad phone', { phone: 'call me' }, [PHONE_MESSAGES.characters]],
  ['short phone', { phone: '12' }, [PHONE_MESSAGES.us]],
  ['phone without an area code', { phone: '555-0142' }, [PHONE_MESSAGES.us]],
  ['phone with an area code starting with 1', { phone: '(109) 555-0142' }, [PHONE_MESSAGES.nanp]],
  ['long phone', { phone: '6'.repeat(31) }, ['Phone must be at most 30 characters.']],
  ['no phone', { phone: undefined }, []],
  ['long address', { submitterAddress: 'x'.repeat(201) }, ['Address must be at most 200 characters.']],
])('step 1: %s', (_label, change, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () => {
    expect(messages(yourInfoSchema, { ...valid, ...change })).toEqual(expected);
  });
});

describe.each([
  ['complete', {}, []],
  ['no category', { category: undefined }, [STEP_MESSAGES.details]],
  ['unknown category', { category: 'Aliens' }, [STEP_MESSAGES.details]],
  ['blank description', { description: ' \n ' }, [STEP_MESSAGES.details]],
  ['long description', { description: 'x'.repeat(2001) }, ['Description must be at most 2000 characters.']],
])('step 2: %s', (_label, change, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () => {
    expect(messages(detailsSchema, { ...valid, ...change })).toEqual(expected);
  });
});

const stateRoad = 'This appears to be a STATE road. Please submit your request directly to the correct agency.';
describe.each([
  ['complete', {}, []],
  ['no address', { issueAddress: '' }, [STEP_MESSAGES.location]],
  ['no location', { location: null }, [STEP_MESSAGES.location]],
  ['location missing', { location: undefined }, [STEP_MESSAGES.location]],
  ['impossible latitude', { location: { lat: 91, lng: 0 } }, [STEP_MESSAGES.location]],
  ['location as text', { location: 'here' }, [STEP_MESSAGES.location]],
  ['pothole on a state road', { category: 'Pothole/Road Damage', issueAddress: 'Route 1 N' }, [stateRoad]],
  ['streetlight on a state road', { issueAddress: 'Route 1 N' }, []],
])('step 3: %s', (_label, change, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () => {
    expect(messages(locationWithCategorySchema, { ...valid, ...change })).toEqual(expected);
  });
});

describe('submitRequestSchema', () => {
  it('trims and keeps the fields, the phone in E.164', () => {
    expect(submitRequestSchema.parse({ ...valid, name: '  Ada Lovelace ' })).toEqual({
      ...valid,
      phone: '+16095550100',
    });
  });
  it.each([
    ['(609) 555-0142', '+16095550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['', ''],
  ])('gives the phone %j as %j (E.164)', (phone, stored) => {
    expect(submitRequestSchema.parse({ ...valid, phone }).phone).toBe(stored);
  });

  it('drops text alerts without a phone', () => {
    expect(submitRequestSchema.parse({ ...valid, phone: '' }).wantsTextAlerts).toBe(false);
  });
  it('defaults optional fields', () => {
    const rest: Record<string, unknown> = { ...valid };
    delete rest.phone;
    delete rest.submitterAddress;
    delete rest.wantsTextAlerts;
    expect(submitRequestSchema.parse(rest)).toMatchObject({ phone: '', submitterAddress: '', wantsTextAlerts: false });
  });
  it.each([
    ['Address not found', [GEOCODER_TEXT_REFUSED]],
    ['Geocode failed: OVER_QUERY_LIMIT', [GEOCODER_TEXT_REFUSED]],
    ['north end of the park, by the tennis courts', []],
  ])('refuses a map lookup’s message as the issue address: %j', (issueAddress, expected) => {
    expect(messages(submitRequestSchema, { ...valid, issueAddress })).toEqual(expected);
  });

  it('rejects a county-road pothole on issueAddress', () => {
    const result = submitRequestSchema.safeParse({
      ...valid,
      category: 'Pothole/Road Damage',
      issueAddress: '5 Quakerbridge Rd',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['issueAddress'],
      message: 'This appears to be a COUNTY road. Please submit your request directly to the correct agency.',
      params: { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' },
    });
  });
  it('carries the refusal in the params of the step 3 check too', () => {
    const result = locationWithCategorySchema.safeParse({
      ...valid,
      category: 'Pothole/Road Damage',
      issueAddress: 'I-95',
    });
    expect(result.error?.issues.map((issue) => (issue.code === 'custom' ? issue.params : undefined))).toEqual([
      { code: 'wrong_jurisdiction', jurisdiction: 'STATE' },
    ]);
  });
  it('has one schema per checked wizard step', () => {
    expect(WIZARD_STEP_SCHEMAS).toHaveLength(3);
  });
});

it.each([
  [
    { name: 'Ada', lat: '40.3', lng: '-74.6' },
    { name: 'Ada', location: { lat: 40.3, lng: -74.6 } },
  ],
  [{ location: '{"lat":40.3,"lng":-74.6}' }, { location: { lat: 40.3, lng: -74.6 } }],
  [{ location: 'not json' }, { location: 'not json' }],
  [{ lat: '', lng: '' }, {}],
  [{ wantsTextAlerts: 'on' }, { wantsTextAlerts: true }],
  [{ wantsTextAlerts: 'true' }, { wantsTextAlerts: true }],
  [{ wantsTextAlerts: 'false' }, { wantsTextAlerts: false }],
  [{ wantsTextAlerts: true }, { wantsTextAlerts: true }],
])('submitFieldsFromForm(%j) is %j', (fields, expected) => {
  expect(submitFieldsFromForm(fields)).toEqual(expected);
});
