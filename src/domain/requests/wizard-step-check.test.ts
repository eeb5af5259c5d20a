import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS } from '../testing/sample-township.ts';
import { PHONE_INTAKE_MESSAGES, phoneIntakeSchema } from './phone-intake-input.ts';
import { submitRequestSchema } from './submission-schema.ts';
import { STEP_MESSAGES, SUBMIT_LIMITS, WIZARD_STEP_SCHEMAS } from './submit-input.ts';
import { checkSubmission, checkWizardStep, type CheckedStep } from './wizard-step-check.ts';

const values = {
  name: 'Ada',
  email: 'ada@example.org',
  phone: '',
  submitterAddress: '',
  category: 'Graffiti',
  description: 'Tags on the wall',
  wantsTextAlerts: false,
  issueAddress: '10 Main St',
  location: { lat: 40.28, lng: -74.59 },
};
const county = 'This appears to be a COUNTY road. Please submit your request directly to the correct agency.';
const state = 'This appears to be a STATE road. Please submit your request directly to the correct agency.';

describe.each<[string, CheckedStep, Record<string, unknown>, unknown]>([
  ['step 1 complete', 0, {}, null],
  ['step 1 empty', 0, { name: '', email: '' }, { message: STEP_MESSAGES.yourInfo, fields: ['name', 'email'] }],
  ['step 1 no email', 0, { email: ' ' }, { message: STEP_MESSAGES.yourInfo, fields: ['email'] }],
  ['step 1 bad email', 0, { email: 'ada' }, { message: 'Please enter a valid email address.', fields: ['email'] }],
  ['step 2 complete', 1, {}, null],
  [
    'step 2 empty',
    1,
    { category: '', description: '' },
    { message: STEP_MESSAGES.details, fields: ['category', 'description'] },
  ],
  ['step 3 complete', 2, {}, null],
  ['step 3 no location', 2, { location: null }, { message: STEP_MESSAGES.location, fields: ['location'] }],
  [
    'step 3 nothing',
    2,
    { location: null, issueAddress: '' },
    { message: STEP_MESSAGES.location, fields: ['issueAddress', 'location'] },
  ],
  [
    'step 3 pothole on a county road',
    2,
    { category: 'Pothole/Road Damage', issueAddress: '123 Quakerbridge Rd' },
    { message: county, fields: ['issueAddress'], agency: AGENCY_LINKS.COUNTY },
  ],
  [
    'step 3 pothole on US 1',
    2,
    { category: 'Pothole/Road Damage', issueAddress: 'US 1 South' },
    { message: state, fields: ['issueAddress'], agency: AGENCY_LINKS.STATE },
  ],
  ['step 3 graffiti on US 1', 2, { issueAddress: 'US 1 South' }, null],
])('checkWizardStep: %s', (_label, step, change, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(checkWizardStep(step, { ...values, ...change })).toEqual(expected);
  });
});

describe('checkSubmission', () => {
  it('passes a complete submission', () => {
    expect(checkSubmission(values, submitRequestSchema)).toBeNull();
  });

  it('gives every message once, in form order, and every field to mark', () => {
    expect(
      checkSubmission({ ...values, name: '', email: '', description: ' ', location: null }, submitRequestSchema),
    ).toEqual({
      message: STEP_MESSAGES.yourInfo,
      messages: [STEP_MESSAGES.yourInfo, STEP_MESSAGES.details, STEP_MESSAGES.location],
      fields: ['name', 'email', 'description', 'location'],
    });
  });

  it('names the agency of a road that is not the township’s', () => {
    expect(
      checkSubmission(
        { ...values, category: 'Pothole/Road Damage', issueAddress: '12 Quakerbridge Rd' },
        submitRequestSchema,
      ),
    ).toEqual({ message: county, messages: [county], fields: ['issueAddress'], agency: AGENCY_LINKS.COUNTY });
  });

  it('checks phone intake with its own schema: the caller’s name is required, the e-mail is not', () => {
    expect(checkSubmission({ ...values, email: '' }, phoneIntakeSchema)).toBeNull();
    expect(checkSubmission({ ...values, name: '', email: '', description: '' }, phoneIntakeSchema)).toEqual({
      message: PHONE_INTAKE_MESSAGES.name,
      messages: [PHONE_INTAKE_MESSAGES.name, STEP_MESSAGES.details],
      fields: ['name', 'description'],
    });
  });
});

describe('checking again only the fields a check marked', () => {
  it('drops the message once its field is put right: a description cut to its limit', () => {
    const marked = ['description'];
    const long = { ...values, description: 'x'.repeat(2001) };
    expect(checkWizardStep(1, long, marked)).toEqual({
      message: 'Description must be at most 2000 characters.',
      fields: ['description'],
    });
    expect(checkWizardStep(1, { ...long, description: 'x'.repeat(130) }, marked)).toBeNull();
  });

  it('keeps the fields still wrong, with their message, and does not mark a field emptied since', () => {
    const marked = ['issueAddress', 'location'];
    const found = { ...values, issueAddress: '20 Main St', location: null };
    expect(checkWizardStep(2, found, marked)).toEqual({ message: STEP_MESSAGES.location, fields: ['location'] });
    expect(checkWizardStep(2, { ...found, location: { lat: 40.28, lng: -74.59 } }, marked)).toBeNull();
    expect(checkWizardStep(0, { ...values, name: '' }, ['email'])).toBeNull();
  });

  it('gives phone intake the messages of the marked fields still wrong', () => {
    const marked = ['name', 'email', 'description', 'location'];
    const partly = { ...values, name: 'Ann', email: '', description: ' ', location: null };
    expect(checkSubmission(partly, submitRequestSchema, marked)).toEqual({
      message: STEP_MESSAGES.yourInfo,
      messages: [STEP_MESSAGES.yourInfo, STEP_MESSAGES.details, STEP_MESSAGES.location],
      fields: ['email', 'description', 'location'],
    });
    expect(checkSubmission({ ...values, email: '' }, phoneIntakeSchema, marked)).toBeNull();
  });
});

/**
 * Every combination of the given choices for each field, on top of `values`.
 * @example combinations({ a: [1, 2], b: [3] }) // [{ ...values, a: 1, b: 3 }, { ...values, a: 2, b: 3 }]
 */
function combinations(choices: Record<string, readonly unknown[]>): Record<string, unknown>[] {
  return Object.entries(choices).reduce<Record<string, unknown>[]>(
    (sets, [field, options]) => sets.flatMap((set) => options.map((option) => ({ ...set, [field]: option }))),
    [{ ...values }],
  );
}

const long = (max: number) => 'x'.repeat(max + 1);
const text = (max: number) => [undefined, null, 7, '', '   ', ' ok ', long(max), ` ${'y'.repeat(max)} `];
const STEP_CHOICES: Record<CheckedStep, Record<string, readonly unknown[]>> = {
  0: {
    name: text(SUBMIT_LIMITS.name),
    email: [...text(SUBMIT_LIMITS.email), 'ada', ' ada@example.org ', 'a@b', 'a..b@example.org', 'x@example.org'],
    phone: [undefined, null, '', ' ', '(609) 555-0142', '555-0142', '+44 20 7946 0958', '12ab', long(30)],
    submitterAddress: [undefined, null, '', '1 Elm St', long(SUBMIT_LIMITS.address)],
  },
  1: {
    category: [undefined, null, '', 'Graffiti', 'graffiti', 'Pothole/Road Damage'],
    description: text(SUBMIT_LIMITS.description),
    wantsTextAlerts: [undefined, null, true, false, 'true'],
  },
  2: {
    issueAddress: [...text(SUBMIT_LIMITS.address), 'US 1 South', ' 123 Quakerbridge Rd ', `US 1 ${long(200)}`],
    location: [
      undefined,
      null,
      'here',
      [40, -74],
      {},
      { lat: 40.28, lng: -74.59 },
      { lat: 91, lng: -181 },
      { lat: Number.NaN, lng: 0 },
      { lat: 40, lng: Number.POSITIVE_INFINITY },
      { lat: '40', lng: -74 },
      { lat: -90, lng: 180 },
    ],
    category: [undefined, '', 'Graffiti', 'Pothole/Road Damage'],
  },
};

describe.each([0, 1, 2] as const)('checkWizardStep on step %i, without Zod', (step) => {
  const sets = combinations(STEP_CHOICES[step]);
  it(`agrees with the step's schema on each of ${sets.length} combinations`, () => {
    expect(sets.length).toBeGreaterThan(100);
    let refused = 0;
    for (const set of sets) {
      const bySchema = checkSubmission(set, WIZARD_STEP_SCHEMAS[step]);
      const { message, fields, agency } = bySchema ?? {};
      const expected = bySchema && { message, fields, ...(agency ? { agency } : {}) };
      if (expected) refused++;
      expect({ set, problem: checkWizardStep(step, set) }).toEqual({ set, problem: expected });
    }
    // Both outcomes are covered: some combinations pass, most are refused.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(sets.length);
  });
});
