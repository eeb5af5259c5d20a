/** The outcome of sending the wizard, and the spec's failure text (error catalogue). */
import type { WizardMessage } from './WizardAlert.tsx';

export type SendResult = { ok: true; id: string } | { ok: false; alert: WizardMessage };

/**
 * The spec's submission-failure text. A server message already ends with a full stop, which is
 * dropped so the sentence does not read "..later.. Please".
 * @example submissionFailedMessage('Network error') // 'Submission Failed: Network error. Please check your inputs. (If this persists, please contact support.)'
 */
export function submissionFailedMessage(message: string): string {
  const text = message.trim().replace(/\.+$/, '');
  return `Submission Failed: ${text}. Please check your inputs. (If this persists, please contact support.)`;
}
