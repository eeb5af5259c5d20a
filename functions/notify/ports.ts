/**
 * The notification ports of Township 311. Services talk to a Notifier only: it writes every
 * message to the Outbox (durable, part of handling the request) and a delivery worker sends the
 * due ones afterwards through a Mailer and a Texter. So a provider outage delays a message but
 * never fails, slows or loses a request.
 */

/** One e-mail to one recipient, as plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /**
   * The one-click stop address of an e-mail with a stop link: mailers send it as
   * `List-Unsubscribe: <url>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, RFC 8058).
   */
  unsubscribeUrl?: string | undefined;
}

/** One text message (SMS) to one phone number. */
export interface TextMessage {
  to: string;
  body: string;
}

/** Sends an e-mail now; throws when the provider refuses it or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends a text message now; throws when the provider refuses it or cannot be reached. */
export interface Texter {
  send(message: TextMessage): Promise<void>;
}

/**
 * Thrown by a Mailer or Texter for a refusal that retrying cannot fix (an invalid phone number, a
 * rejected recipient): the worker gives the message up at once instead of retrying it.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** The request a message is about, kept on the outbox row for the log and for support. */
export interface AboutRequest {
  requestId?: string | undefined;
}

/** What one pass of the delivery worker did. */
export interface FlushResult {
  sent: number;
  /** Failed this time and scheduled for another attempt. */
  retrying: number;
  /** Given up: kept in the outbox as failed. */
  failed: number;
}

export interface Notifier {
  /**
   * Queues an e-mail in the outbox. Never throws: if even the outbox write fails, the failure is
   * logged and the caller carries on (a notification must never fail a request).
   */
  email(message: MailMessage & AboutRequest): Promise<void>;
  /** Queues a text message in the outbox; never throws, like email(). */
  text(message: TextMessage & AboutRequest): Promise<void>;
  /** Sends every message due now, once each; for tests and for a final pass at shutdown. */
  flush(): Promise<FlushResult>;
  /**
   * Sends one queued message now, unless another sender has claimed it or it is not due: the
   * Firestore trigger on a new outbox document (functions/notify/outbox-trigger.ts).
   */
  send(id: string): Promise<FlushResult>;
  /** Starts the background delivery worker (idempotent). */
  start(): void;
  /** Stops the worker and waits for a pass in progress to finish. */
  stop(): Promise<void>;
}
