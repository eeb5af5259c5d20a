import * as z from 'zod/mini';

/** Shown when name, email or message is missing (docs/product.md#site-contact). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
/** Shown when the email does not look like text@text.text (docs/product.md#site-contact). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
/** Subject name used when the sender's name is blank. */
const ANONYMOUS_SENDER = 'Website Visitor';

/**
 * Length limits, our own: room for any real name, the longest address SMTP allows (254, RFC 5321)
 * and a long letter, while stopping pasted junk before it reaches the provider or the coalition's
 * inbox.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Loose on purpose (text@text.text, no spaces): the reply e-mail is the real test of an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fieldNames: Record<ContactField, string> = { name: 'name', email: 'email address', message: 'message' };

/**
 * The message for a field longer than its limit.
 * @example tooLongMessage('message') // 'Please keep your message to 5,000 characters or fewer.'
 */
export function tooLongMessage(field: ContactField): string {
  return `Please keep your ${fieldNames[field]} to ${CONTACT_LIMITS[field].toLocaleString('en-US')} characters or fewer.`;
}

// Written with zod/mini (the functional API of Zod 4): the same checks and messages as classic
// zod, without classic zod's methods and string formats in the browser bundle.

/** A trimmed text that must not be blank and has a length limit. */
const requiredText = (field: ContactField) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, REQUIRED_FIELDS_MESSAGE),
      z.maxLength(CONTACT_LIMITS[field], tooLongMessage(field)),
    );

/** A contact message as the provider receives it. Values are trimmed, so whitespace alone counts as missing. */
export const contactMessageSchema = z.object({
  name: requiredText('name'),
  email: requiredText('email').check(z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)),
  message: requiredText('message'),
});

/** The form's values: the message plus the honeypot checkbox that people never see. */
export const contactFormSchema = z.extend(contactMessageSchema, {
  botcheck: z.optional(z.boolean()),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
export type ContactField = 'name' | 'email' | 'message';

/** The fields in the order they appear on the form. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/**
 * The subject line the coalition's inbox sees.
 * @example contactSubject('  Ada ') // 'New Contact from Ada'
 * @example contactSubject('   ')    // 'New Contact from Website Visitor'
 */
export function contactSubject(name: string): string {
  return `New Contact from ${name.trim() || ANONYMOUS_SENDER}`;
}

/**
 * The one message for the status box when validation fails: a missing field wins over a bad
 * email, because filling the form in comes before getting it right.
 * @example validationSummary(['Please enter a valid email address.', 'Please fill in all required fields.'])
 * // 'Please fill in all required fields.'
 */
export function validationSummary(messages: readonly (string | undefined)[]): string {
  const present = messages.filter((m): m is string => Boolean(m));
  if (present.length === 0 || present.includes(REQUIRED_FIELDS_MESSAGE)) return REQUIRED_FIELDS_MESSAGE;
  return present.includes(INVALID_EMAIL_MESSAGE) ? INVALID_EMAIL_MESSAGE : present[0]!;
}

/**
 * The short hint kept next to a field until it is fixed, so the error stays identified in text
 * after the status box clears (WCAG 3.3.1).
 * @example fieldHint('email', 'Please fill in all required fields.') // 'Enter your email address.'
 */
export function fieldHint(field: ContactField, message: string): string {
  if (message === REQUIRED_FIELDS_MESSAGE) return `Enter your ${fieldNames[field]}.`;
  if (message === INVALID_EMAIL_MESSAGE) return 'Use an address like name@example.com.';
  return message;
}
