/**
 * The Notifier over the Outbox: email()/text() only write a row (and a log line), and a worker
 * sends the due rows through a Mailer or Texter. A failed send counts an attempt, records the
 * error and is retried with exponential backoff; after `maxAttempts` the row is kept as failed,
 * so support can still see what was not delivered and why.
 */
import { createKeyedQueue } from '../services/keyed-queue.ts';
import { toE164 } from '#domain/requests/phone.ts';
import type { Logger } from '../logger.ts';
import { maskPersonal, maskPersonalIn } from '../privacy/mask.ts';
import type { Outbox, OutboxMessage } from '../storage/ports.ts';
import { recipientKey } from './recipient-key.ts';
import {
  PermanentDeliveryError,
  type AboutRequest,
  type FlushResult,
  type MailMessage,
  type Mailer,
  type Notifier,
  type TextMessage,
  type Texter,
} from './ports.ts';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * How long a sender holds a message it claimed (Outbox.claim) before another may send it: longer
 * than one send can take (the SMTP mailer's three 30 s timeouts, the Twilio texter's 15 s), so only
 * a sender that crashed is replaced, never a slow one.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** About 30 s, 1, 2, 4 minutes: a provider outage of a few minutes loses nothing. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 30 * 60_000 };

/**
 * The wait before the next attempt, after `failedAttempts` failures.
 * @example backoffDelay(1, DEFAULT_RETRY) // 30000
 * @example backoffDelay(3, DEFAULT_RETRY) // 120000
 */
export function backoffDelay(failedAttempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}

export interface OutboxNotifierOptions {
  outbox: Outbox;
  mailer: Mailer;
  texter: Texter;
  logger: Logger;
  now?: () => Date;
  retry?: Partial<RetryPolicy>;
  /** How often the worker looks for due messages (retries); new messages are sent at once. */
  pollIntervalMs?: number;
  /** How long a claim holds a message (CLAIM_LEASE_MS). */
  claimLeaseMs?: number;
  /** Rows per query, so a large backlog is not read into memory at once. */
  batchSize?: number;
  /** E-mails one mailbox (recipientKey) may be queued in an hour; 0 or unset: no cap. */
  recipientHourlyLimit?: number;
  /** Told of each e-mail the cap kept back (to note it for staff); its failure is only logged. */
  onCapped?: (message: MailMessage & AboutRequest, limit: number) => Promise<void>;
}

const HOUR_MS = 60 * 60_000;

/** Errors are stored and logged, so keep them short and on one line. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

const about = (message: { requestId?: string | null | undefined }) =>
  message.requestId ? ` about request ${message.requestId}` : '';

/**
 * @example
 * const notifier = createOutboxNotifier({ outbox, mailer, texter, logger });
 * notifier.start();
 * await notifier.email({ to, subject: `Request Submitted: ${id}`, body, requestId: id });
 */
export function createOutboxNotifier(options: OutboxNotifierOptions): Notifier {
  const { outbox, mailer, texter, logger } = options;
  const now = options.now ?? (() => new Date());
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.claimLeaseMs ?? CLAIM_LEASE_MS;

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<FlushResult> | undefined;

  async function deliver(message: OutboxMessage, result: FlushResult): Promise<void> {
    try {
      if (message.channel === 'email') {
        await mailer.send({
          to: message.to,
          subject: message.subject ?? '',
          body: message.body,
          ...(message.unsubscribeUrl ? { unsubscribeUrl: message.unsubscribeUrl } : {}),
        });
      } else {
        // Rows queued before numbers were kept in E.164 may hold a number as it was typed.
        const to = toE164(message.to);
        if (!to) throw new PermanentDeliveryError('not a phone number a text can be sent to');
        await texter.send({ to, body: message.body });
      }
      await outbox.markSent(message.id);
      result.sent += 1;
      logger.debug(`Outbox ${message.id}: ${message.channel} delivered${about(message)}`);
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = describeError(error);
      // Providers echo the recipient in their errors ("550 <ada@...>: rejected"). The outbox row
      // keeps the full text for support, next to the full address; the log gets it masked.
      const logged = maskPersonalIn(reason, [message.to]);
      const giveUp = error instanceof PermanentDeliveryError || attempts >= policy.maxAttempts;
      const retryAt = giveUp ? null : new Date(now().getTime() + backoffDelay(attempts, policy));
      try {
        await outbox.markFailed(message.id, reason, retryAt);
      } catch (markError) {
        logger.error(`Outbox ${message.id}: could not record a failed attempt`, markError);
      }
      if (retryAt) {
        result.retrying += 1;
        logger.info(
          `Outbox ${message.id}: ${message.channel} attempt ${attempts} failed (${logged}); retrying at ${retryAt.toISOString()}`,
        );
      } else {
        result.failed += 1;
        logger.error(`Outbox ${message.id}: ${message.channel} given up after ${attempts} attempt(s): ${logged}`);
      }
    }
  }

  /** Sends message `id` unless another sender claimed it, or it is not due (sent already, say). */
  async function claimAndDeliver(id: string, result: FlushResult): Promise<void> {
    const claimed = await outbox.claim(id, now(), leaseMs);
    if (claimed) await deliver(claimed, result);
  }

  async function pass(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, retrying: 0, failed: 0 };
    const seen = new Set<string>();
    for (;;) {
      const due = (await outbox.listPending(now(), { limit: batchSize })).filter((message) => !seen.has(message.id));
      if (due.length === 0) return result;
      // One at a time: providers rate-limit, and the order of a request's messages is kept.
      for (const message of due) {
        seen.add(message.id);
        await claimAndDeliver(message.id, result);
      }
    }
  }

  /** Passes never overlap: a second caller waits for the running one, then runs its own. */
  function runPass(): Promise<FlushResult> {
    const previous = running ?? Promise.resolve(undefined);
    const next = previous.then(pass, pass);
    running = next;
    void next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runPass()
        .catch((error: unknown) => {
          logger.error('Outbox worker pass failed', error);
        })
        .finally(() => {
          schedule(pollIntervalMs);
        });
    }, delayMs);
    // The worker never keeps the process alive on its own.
    timer.unref();
  }

  async function enqueue(message: Parameters<Outbox['enqueue']>[0]): Promise<void> {
    try {
      const row = await outbox.enqueue(message);
      logger.info(`Outbox ${row.id}: ${message.channel} to ${maskPersonal(message.to)} queued${about(message)}`);
      schedule(0);
    } catch (error) {
      logger.error(`Could not queue ${message.channel} to ${maskPersonal(message.to)}${about(message)}`, error);
    }
  }

  const limit = options.recipientHourlyLimit ?? 0;

  /**
   * Whether the recipient's mailbox already had `limit` e-mails queued this hour, whatever route
   * asked for them. A store that cannot count lets the message through: the cap guards against
   * abuse, and must not drop a resident's mail when the outbox is slow.
   */
  async function capped(key: string): Promise<boolean> {
    if (limit <= 0) return false;
    try {
      return (await outbox.countForRecipient(key, new Date(now().getTime() - HOUR_MS))) >= limit;
    } catch (error) {
      logger.error('Could not count the e-mails of a recipient this hour', error);
      return false;
    }
  }

  /**
   * E-mails to one mailbox are counted and queued in turn, so two at once cannot both pass a cap
   * with one place left. In this process: instances of a scaled-out server may each let one more
   * through, which the cap (a guard against abuse) allows.
   */
  const inTurn = createKeyedQueue();

  async function emailCapped(key: string, message: MailMessage & AboutRequest): Promise<void> {
    if (await capped(key)) {
      logger.info(
        `E-mail to ${maskPersonal(message.to)}${about(message)} not sent: ${limit} e-mails to this recipient in the last hour`,
      );
      try {
        await options.onCapped?.(message, limit);
      } catch (error) {
        logger.error(`Could not note a capped e-mail${about(message)}`, error);
      }
      return;
    }
    return enqueue({ channel: 'email', ...message, recipientKey: key });
  }

  return {
    email(message: MailMessage & AboutRequest) {
      const key = recipientKey(message.to);
      return inTurn(key, () => emailCapped(key, message));
    },
    text(message: TextMessage & AboutRequest) {
      // Numbers stored before they were kept in E.164 are normalised here; one that cannot be is
      // skipped (and logged) rather than left to fail at the provider.
      const to = toE164(message.to);
      if (!to) {
        logger.error(`Text to ${maskPersonal(message.to)}${about(message)} skipped: not a valid phone number`);
        return Promise.resolve();
      }
      return enqueue({ channel: 'sms', ...message, to });
    },
    flush: runPass,
    async send(id) {
      const result: FlushResult = { sent: 0, retrying: 0, failed: 0 };
      await claimAndDeliver(id, result);
      return result;
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
