/**
 * What the 311 services and routes depend on, built in one place from the validated environment:
 * the stores, the notifier, the AI ports, a clock and a few limits. Routes and services receive
 * these ports and never construct an adapter themselves, so tests hand in fakes and a Firebase
 * deployment hands in other adapters.
 */
import type { PhotoAnalyzer, Triage } from './ai/ports.ts';
import type { Env } from './config/env.ts';
import { loadSiteConfig } from './config/site.ts';
import type { Logger } from './logger.ts';
import type { Notifier } from './notify/ports.ts';
import { createStores } from './storage/create-stores.ts';
import type { Stores } from './storage/ports.ts';

/** Anonymous submissions allowed per client address per hour when SUBMIT_RATE_LIMIT is unset. */
export const DEFAULT_SUBMIT_RATE_LIMIT = 20;

export interface ServiceDeps {
  stores: Stores;
  notifier: Notifier;
  triage: Triage;
  photoAnalyzer: PhotoAnalyzer;
  /** The server's clock, for the timestamps services write into entries. */
  clock: () => Date;
  logger: Logger;
  /** The township's name (content/site.json), used in notification texts. */
  township: string;
  /** Proxy hops trusted for X-Forwarded-For (TRUST_PROXY); 0 uses the socket address. */
  trustProxyHops: number;
  /** Anonymous submissions per address per hour; 0 turns the limit off. */
  submitRateLimit: number;
}

/** The AI and notification ports; the defaults are chosen from the environment when left out. */
export interface ProviderOverrides {
  notifier?: Notifier;
  triage?: Triage;
  photoAnalyzer?: PhotoAnalyzer;
}

export interface CreateDepsOptions extends ProviderOverrides {
  env: Pick<Env, 'DATA_DIR'> & Partial<Pick<Env, 'TRUST_PROXY' | 'SUBMIT_RATE_LIMIT'>> & Partial<Env>;
  logger: Logger;
  clock?: () => Date;
}

/** Triage that always fails: the submit service then applies the spec's fallback (Medium, Public Works). */
const unavailableTriage: Triage = {
  suggest: () => Promise.reject(new Error('no triage engine is configured')),
};

/** Photo analysis that always fails: the submit service then leaves the spec's "staff review" note. */
const unavailablePhotoAnalyzer: PhotoAnalyzer = {
  analyze: () => Promise.reject(new Error('no photo analyzer is configured')),
};

/**
 * Queues every message in the outbox and logs it, sending nothing: the embedded default when no
 * provider is configured. Never throws, as the port requires.
 */
export function outboxOnlyNotifier(stores: Pick<Stores, 'outbox'>, logger: Logger): Notifier {
  const queue = async (message: Parameters<Stores['outbox']['enqueue']>[0]) => {
    try {
      await stores.outbox.enqueue(message);
      logger.info(`Queued ${message.channel} to ${message.to}${message.subject ? `: ${message.subject}` : ''}`);
    } catch (error) {
      logger.error(`Could not queue ${message.channel} for request ${message.requestId ?? '-'}`, error);
    }
  };
  return {
    email: (message) => queue({ channel: 'email', ...message }),
    text: (message) => queue({ channel: 'sms', ...message }),
    flush: () => Promise.resolve({ sent: 0, retrying: 0, failed: 0 }),
    start: () => undefined,
    stop: () => Promise.resolve(),
  };
}

/**
 * Opens the stores under DATA_DIR and picks the providers. Call `stores.close()` (and
 * `notifier.stop()`) on shutdown.
 * @example const deps = await createDeps({ env: parseEnv(process.env), logger });
 */
export async function createDeps(options: CreateDepsOptions): Promise<ServiceDeps> {
  const clock = options.clock ?? (() => new Date());
  const stores = await createStores({ dataDir: options.env.DATA_DIR, now: clock });
  return {
    stores,
    notifier: options.notifier ?? outboxOnlyNotifier(stores, options.logger),
    triage: options.triage ?? unavailableTriage,
    photoAnalyzer: options.photoAnalyzer ?? unavailablePhotoAnalyzer,
    clock,
    logger: options.logger,
    township: loadSiteConfig().township,
    trustProxyHops: options.env.TRUST_PROXY ?? 0,
    submitRateLimit: options.env.SUBMIT_RATE_LIMIT ?? DEFAULT_SUBMIT_RATE_LIMIT,
  };
}
