import type { Logger } from '../../logger.ts';
import type { Notifier } from '../../notify/ports.ts';
import { maskPersonal } from '../../privacy/mask.ts';
import type { Stores } from '../../storage/ports.ts';

/**
 * Queues every message in the outbox and logs it, sending nothing: for tests that want the
 * outbox rows without a delivery worker. Never throws, as the port requires.
 */
export function outboxOnlyNotifier(stores: Pick<Stores, 'outbox'>, logger: Logger): Notifier {
  const queue = async (message: Parameters<Stores['outbox']['enqueue']>[0]) => {
    try {
      await stores.outbox.enqueue(message);
      logger.info(
        `Queued ${message.channel} to ${maskPersonal(message.to)}${message.subject ? `: ${message.subject}` : ''}`,
      );
    } catch (error) {
      logger.error(`Could not queue ${message.channel} for request ${message.requestId ?? '-'}`, error);
    }
  };
  return {
    email: (message) => queue({ channel: 'email', ...message }),
    text: (message) => queue({ channel: 'sms', ...message }),
    flush: () => Promise.resolve({ sent: 0, retrying: 0, failed: 0 }),
    send: () => Promise.resolve({ sent: 0, retrying: 0, failed: 0 }),
    start: () => undefined,
    stop: () => Promise.resolve(),
  };
}
