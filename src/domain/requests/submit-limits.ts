/**
 * The wizard's step messages and the length limits of a submission, without Zod, so the
 * resident's wizard can check its steps without loading it (wizard-step-check.ts) while the
 * schemas (submit-input.ts) use the same words and numbers.
 *
 * The length limits are ours, generous for real use and small enough that a request document
 * stays a few kilobytes: names 100 characters, e-mail 254 (the longest address SMTP allows),
 * phone 30 (then a valid US or international number, phone.ts), addresses 200, description 2,000.
 */
export const STEP_MESSAGES = {
  yourInfo: 'Please fill in your Name and Email.',
  details: 'Please select a Category and provide a Description.',
  location: 'Please select a location on the map.',
} as const;

export const SUBMIT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  description: 2000,
} as const;

/**
 * The message for a text over its limit.
 * @example tooLong('Name', 100) // 'Name must be at most 100 characters.'
 */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** The message for an e-mail address that is not one. */
export const BAD_EMAIL = 'Please enter a valid email address.';
