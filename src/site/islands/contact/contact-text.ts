/**
 * Every text of the contact form, already formatted in the page's language. The page builds it
 * from the `site` catalog at build time (src/site/lib/contact-form-text.ts) and passes it as a
 * prop, so no catalog or message parser ships to the browser. English is the default.
 */
import {
  INVALID_EMAIL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  fieldHint,
  tooLongMessage,
  type ContactField,
} from '#domain/contact/contact-message.ts';
import { SENDING_LABEL, SENDING_STATUS, SUBMIT_LABEL, SUCCESS_MESSAGE } from '#domain/contact/contact-status.ts';
import { PROVIDER_FALLBACK_MESSAGE, SUBMIT_FAILURE_MESSAGE } from './contact-submission.ts';

export interface ContactFormText {
  /** The page's language; the provider's own words show marked as English on other pages. */
  lang: string;
  form: string;
  label: Record<ContactField, string>;
  required: string;
  honeypot: string;
  submit: string;
  sending: string;
  sendingStatus: string;
  sent: string;
  requiredFields: string;
  invalidEmail: string;
  tooLong: Record<ContactField, string>;
  /** The hint under an empty field. */
  enter: Record<ContactField, string>;
  emailExample: string;
  providerFailed: string;
  submitFailed: string;
  /** The sentence around the organisation's address after a failed send: before and after it. */
  emailUs: readonly [string, string];
}

const each = (text: (field: ContactField) => string): Record<ContactField, string> => ({
  name: text('name'),
  email: text('email'),
  message: text('message'),
});

export const ENGLISH_CONTACT_TEXT: ContactFormText = {
  lang: 'en',
  form: 'Contact form',
  label: { name: 'Name', email: 'Email', message: 'Message' },
  required: '(required)',
  honeypot: 'Leave this box unticked',
  submit: SUBMIT_LABEL,
  sending: SENDING_LABEL,
  sendingStatus: SENDING_STATUS,
  sent: SUCCESS_MESSAGE,
  requiredFields: REQUIRED_FIELDS_MESSAGE,
  invalidEmail: INVALID_EMAIL_MESSAGE,
  tooLong: each(tooLongMessage),
  enter: each((field) => fieldHint(field, REQUIRED_FIELDS_MESSAGE)),
  emailExample: fieldHint('email', INVALID_EMAIL_MESSAGE),
  providerFailed: PROVIDER_FALLBACK_MESSAGE,
  submitFailed: SUBMIT_FAILURE_MESSAGE,
  emailUs: ['You can also e-mail us at ', '.'],
};
