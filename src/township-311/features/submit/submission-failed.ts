/** The outcome of sending the wizard, and its failure text (docs/product.md#311-submitting-a-request). */
import { failureMessage } from '#domain/failure-message.ts';
import type { WizardMessage } from './WizardAlert.tsx';

export type SendResult = { ok: true; id: string; reference: string } | { ok: false; alert: WizardMessage };

/**
 * The submission-failure text, its {message} made by the shared failureMessage (so a server
 * message's own full stop does not read "..later.. Please").
 * @example submissionFailedMessage('Network error') // 'Submission Failed: Network error. Please check your inputs. (If this persists, please contact support.)'
 */
export function submissionFailedMessage(message: string): string {
  return `Submission Failed: ${failureMessage(message)}. Please check your inputs. (If this persists, please contact support.)`;
}
