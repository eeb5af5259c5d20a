/**
 * Sending a message the moment it is queued, on Firebase: the `sendQueuedMessage` function
 * (functions/entry-firebase.ts) runs this for each new outbox document. Firestore delivers a trigger
 * at least once, and the scheduled flushOutbox may reach the same message at the same moment; the
 * claim (Outbox.claim) lets only one of them send it. A failed send is recorded on the message and
 * retried by the scheduled run, so nothing is thrown back to the platform.
 */
import type { Logger } from '../logger.ts';
import type { FlushResult, Notifier } from './ports.ts';

/**
 * Sends outbox message `id` now unless another sender has it; null when even trying failed.
 * @example await sendNewOutboxMessage(services.providers.notifier, services.logger, event.params.id)
 */
export async function sendNewOutboxMessage(
  notifier: Pick<Notifier, 'send'>,
  logger: Logger,
  id: string,
): Promise<FlushResult | null> {
  try {
    return await notifier.send(id);
  } catch (error) {
    logger.error(`Outbox ${id}: could not be sent on arrival; the scheduled run retries it`, error);
    return null;
  }
}
