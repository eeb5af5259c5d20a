/** The outcome of sending the wizard, and its failure text (docs/product.md#311-submitting-a-request). */
import { failureMessage } from '#domain/failure-message.ts';
import type { FailureKind, WizardMessage } from './WizardAlert.tsx';

export type { FailureKind };

export type SendResult = { ok: true; id: string; reference: string } | { ok: false; alert: WizardMessage };

/**
 * The kind of failure an HTTP status means (0: no reply).
 * @example failureKindOf(429) // 'limit'
 */
export const failureKindOf = (status: number): FailureKind =>
  status === 429 ? 'limit' : status === 0 || status >= 500 ? 'server' : 'input';

/**
 * The submission-failure text, its {message} made by the shared failureMessage (so a server
 * message's own full stop does not read "..later.. Please"). Only a refusal of the entries asks
 * the resident to check them.
 * @example submissionFailedMessage('Network error') // 'Submission Failed: Network error. Please check your inputs. (If this persists, please contact support.)'
 * @example submissionFailedMessage('Too many requests from this connection. Please try again after 3:40 PM.', 'limit') // 'Submission Failed: Too many requests from this connection. Please try again after 3:40 PM.'
 */
export function submissionFailedMessage(message: string, kind: FailureKind = 'input'): string {
  const failed = `Submission Failed: ${failureMessage(message)}.`;
  if (kind === 'limit') return failed;
  if (kind === 'server') return `${failed} (If this persists, please contact support.)`;
  return `${failed} Please check your inputs. (If this persists, please contact support.)`;
}

/**
 * The wizard's alert for a failed submission: the English text, and its kind and reason for the
 * screen to word in its language.
 * @example submissionFailedAlert('Network error', 'server').failure // { kind: 'server', reason: 'Network error' }
 */
export const submissionFailedAlert = (reason: string, kind: FailureKind = 'input'): WizardMessage => ({
  message: submissionFailedMessage(reason, kind),
  failure: { kind, reason },
});
