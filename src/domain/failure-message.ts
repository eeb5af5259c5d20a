/**
 * The "{message}" of the product's failure templates (docs/product.md#311-messages): the
 * resident's `Submission Failed: {message}. …`, the triage fallback's `AI analysis failed:
 * {message}. …` and the photo notes. Server and portal fill them with this one helper, so the
 * same error reads the same everywhere.
 */

/** The longest {message}: room for any message of ours, and a bound on what a provider may send. */
const FAILURE_MESSAGE_MAX = 200;

/**
 * An error's message for a failure template: on one line, trimmed, at most 200 characters, without
 * a final full stop (every template adds its own), and `unknown error` when there is nothing. A
 * thrown Error gives its message (never its stack); anything else is turned into text.
 * @example failureMessage(new Error('Model offline.')) // 'Model offline'
 * failureMessage('Something went wrong on our side. Please try again later.') // 'Something went wrong on our side. Please try again later'
 */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim().slice(0, FAILURE_MESSAGE_MAX);
  return line.replace(/[\s.]+$/, '') || 'unknown error';
}
