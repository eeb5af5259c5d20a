/** Validation messages disappear after this long (docs/product.md#site-contact: 6 s). */
export const VALIDATION_MESSAGE_MS = 6_000;
/** The result of an attempt disappears this long after it finishes (docs/product.md#site-contact: 8 s). */
export const RESULT_MESSAGE_MS = 8_000;

export const SUBMIT_LABEL = 'Send Message';
export const SENDING_LABEL = 'Sending Message...';
export const SENDING_STATUS = 'Sending....';
export const SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";

/** Where the contact form is: idle, waiting on the provider, or showing a message. */
export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

export interface StatusView {
  text: string;
  /** Box colour: green for success, blue while sending, red otherwise (docs/product.md#site-contact). */
  tone: 'success' | 'sending' | 'error';
  /** Problems interrupt the screen reader; progress and success wait their turn. */
  politeness: 'polite' | 'assertive';
  /** When the message clears itself; sending waits for the reply instead. */
  clearAfterMs?: number;
}

/** The status box's own texts, in the page's language (the specification's English by default). */
export interface StatusWords {
  sending: string;
  success: string;
}

/**
 * What the status box shows for a state, or null when it is empty.
 * @example describeStatus({ kind: 'sending' }) // { text: 'Sending....', tone: 'sending', politeness: 'polite' }
 */
export function describeStatus(
  status: ContactStatus,
  words: StatusWords = { sending: SENDING_STATUS, success: SUCCESS_MESSAGE },
): StatusView | null {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'sending':
      return { text: words.sending, tone: 'sending', politeness: 'polite' };
    case 'success':
      return { text: words.success, tone: 'success', politeness: 'polite', clearAfterMs: RESULT_MESSAGE_MS };
    case 'invalid':
      return { text: status.message, tone: 'error', politeness: 'assertive', clearAfterMs: VALIDATION_MESSAGE_MS };
    case 'error':
      return { text: status.message, tone: 'error', politeness: 'assertive', clearAfterMs: RESULT_MESSAGE_MS };
  }
}
