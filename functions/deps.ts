/**
 * What the 311 services and routes depend on, built in one place from the validated environment,
 * in groups: the stores, the providers (notifier, AI ports, geocoder), the place (township, public
 * addresses, boundary, service levels), the limits, the lifecycle, and a clock, logger and link
 * key. Routes and services receive these ports and never construct an adapter themselves, so
 * tests hand in fakes and a Firebase deployment hands in other adapters.
 */
import { setMaxListeners } from 'node:events';
import { createPhotoAnalyzer, createTranslator, createTriage } from './ai/create-ai.ts';
import type { PhotoAnalyzer, Translator, Triage } from './ai/ports.ts';
import type { Env } from './config/env.ts';
import type { Boundary } from '#domain/requests/boundary-check.ts';
import { loadTownship, type LoadedTownship } from './config/township.ts';
import { serviceLevelsOf, type ServiceLevels } from '#domain/requests/service-levels.ts';
import { setTownship } from '#domain/township/township.ts';
import { mailCappedNote } from '#domain/requests/history.ts';
import type { LiveTransport } from '#domain/requests/live-changes.ts';
import { linkKey } from './config/link-key.ts';
import { loadSiteConfig } from './config/site.ts';
import { createGeocoder } from './geocode/create-geocoder.ts';
import type { Geocoder } from './geocode/ports.ts';
import type { Logger } from './logger.ts';
import { createNotifier } from './notify/create-notifier.ts';
import type { Notifier } from './notify/ports.ts';
import { createStores, type CreateStoresOptions } from './storage/create-stores.ts';
import type { Stores } from './storage/ports.ts';

/**
 * Anonymous submissions allowed per client address per hour when SUBMIT_RATE_LIMIT is unset: a
 * library or an office behind one address files many requests in a busy hour.
 */
const DEFAULT_SUBMIT_RATE_LIMIT = 60;
/** Anonymous submissions allowed per browser per hour (SUBMIT_BROWSER_RATE_LIMIT unset). */
const DEFAULT_SUBMIT_BROWSER_RATE_LIMIT = 20;
/** Open311 POSTs allowed per API key per hour when OPEN311_KEY_RATE_LIMIT is unset. */
const DEFAULT_OPEN311_KEY_RATE_LIMIT = 500;
/** Open311 POSTs allowed per client address per hour when OPEN311_ADDRESS_RATE_LIMIT is unset. */
const DEFAULT_OPEN311_ADDRESS_RATE_LIMIT = 100;
/**
 * E-mails one mailbox may be sent per hour, from every route together, when
 * MAIL_RECIPIENT_HOURLY_LIMIT is unset: a resident who files a few requests and follows a few
 * more gets every message (a submission sends one, a follow one, each update one), while a form
 * filled in 30 times with someone else's address sends them 10, not 30.
 */
const DEFAULT_MAIL_RECIPIENT_HOURLY_LIMIT = 10;

/** Requests to the /api/follow routes allowed per client address per hour when FOLLOW_RATE_LIMIT is unset. */
const DEFAULT_FOLLOW_RATE_LIMIT = 60;
/** Place searches and reverse lookups allowed per client address per 10 minutes. */
const DEFAULT_GEOCODE_RATE_LIMIT = 60;

/** The outside services the API calls: notifications, the AI ports and geocoding. */
export interface Providers {
  notifier: Notifier;
  triage: Triage;
  photoAnalyzer: PhotoAnalyzer;
  /** Machine translation of descriptions for staff and of public comments for residents (a no-op without a model). */
  translator: Translator;
  /** Place search and reverse geocoding for the location step (NOT_CONFIGURED when none is set up). */
  geocoder: Geocoder;
}

/** The township served and where the site and the 311 app are published. */
export interface Place {
  /** The township's name (the profile's `city`), used in notification texts. */
  township: string;
  /** The coalition site's public origin (content/site.json), for Open311's discovery and media links. */
  siteUrl: string;
  /** The coalition's name (content/site.json), for the plain pages' link back to its site. */
  organisation: string;
  /**
   * The 311 app's own public address (content/site.json `threeOneOne.publicUrl`, or PUBLIC_311_URL),
   * where every link in a message starts (functions/notify/links.ts).
   */
  threeOneOneUrl: string;
  /** The township's boundary (the profile's `map.boundaryFile`); a point outside is refused. Null: no check. */
  boundary: Boundary | null;
  /** Response targets and holidays (the township profile): each request's due date. */
  serviceLevels: ServiceLevels;
}

/** Who a client is (the proxy hops trusted) and how often it may call. */
export interface Limits {
  /** Proxy hops trusted for X-Forwarded-For (TRUST_PROXY); 0 uses the socket address. */
  trustProxyHops: number;
  /** Anonymous submissions per address per hour, the hard bound; 0 turns every submission limit off. */
  submitRateLimit: number;
  /** Anonymous submissions per browser key (and address) per hour, within submitRateLimit; 0: no split. */
  submitBrowserRateLimit: number;
  /** Open311 POSTs per API key per hour; 0 turns the limit off. */
  open311KeyRateLimit: number;
  /** Open311 POSTs per client address per hour; 0 turns the limit off. */
  open311AddressRateLimit: number;
  /** Geocoding calls per client address per 10 minutes; 0 turns the limit off. */
  geocodeRateLimit: number;
  /** Requests to the follow routes (subscribe, confirm, stop, the private page) per client address per hour; 0: off. */
  followRateLimit: number;
}

/** How the server stops. */
export interface Lifecycle {
  /** Aborted by endLiveStreams() or close(): live event streams end so their connections can close. */
  shutdown: AbortSignal;
  /** The first step of shutdown, before the server waits for its connections to finish. */
  endLiveStreams(): void;
  /** Ends live streams, stops the notifier's worker, then closes the stores. */
  close(): Promise<void>;
}

export interface ServiceDeps {
  stores: Stores;
  providers: Providers;
  place: Place;
  limits: Limits;
  lifecycle: Lifecycle;
  /** The server's clock, for the timestamps services write into entries. */
  clock: () => Date;
  logger: Logger;
  /** The key every stop link's token is derived from (config/link-key.ts). */
  linkKey: string;
  /** How the app receives live changes (LIVE_TRANSPORT; docs/api.md#live-changes). */
  live: { transport: LiveTransport };
}

/** The AI, notification and geocoding ports; the defaults are chosen from the environment when left out. */
interface ProviderOverrides {
  notifier?: Notifier;
  triage?: Triage;
  photoAnalyzer?: PhotoAnalyzer;
  translator?: Translator;
  geocoder?: Geocoder;
}

interface CreateDepsOptions extends ProviderOverrides {
  env: Pick<Env, 'DATA_DIR'> & Partial<Env>;
  logger: Logger;
  clock?: () => Date;
  /** The boundary to check points against; by default the one the township profile names (null: none). */
  boundary?: Boundary | null;
  /** The township profile and its boundary; by default the folder TOWNSHIP_DIR names (content/township). */
  township?: LoadedTownship;
  /** Hashes new staff passwords on the local backend; tests pass a cheaper scrypt cost. */
  hashPassword?: (password: string) => Promise<string>;
  /** Stores the caller opened (tests keep their data transfer half to seed documents); close() closes them. */
  stores?: Stores;
}

/** The stores' options for the backend the environment chose (BACKEND, FIREBASE_*). */
export function storeOptions(env: CreateDepsOptions['env'], clock: () => Date): CreateStoresOptions {
  const firebase = env.firebase;
  return {
    backend: env.BACKEND ?? 'local',
    dataDir: env.DATA_DIR,
    now: clock,
    ...(firebase
      ? {
          firebase: {
            projectId: firebase.projectId,
            storageBucket: firebase.storageBucket,
            clientConfig: {
              apiKey: firebase.webApiKey,
              authDomain: firebase.authDomain,
              projectId: firebase.projectId,
              ...(firebase.emulators.auth ? { authEmulatorUrl: `http://${firebase.emulators.auth}` } : {}),
            },
            emulators: firebase.emulators,
            now: clock,
          },
        }
      : {}),
  };
}

/**
 * Opens the stores of the chosen backend and picks the providers. Call `close()` on shutdown.
 * @example const deps = await createDeps({ env: parseEnv(process.env), logger });
 */
export async function createDeps(options: CreateDepsOptions): Promise<ServiceDeps> {
  const { env, logger } = options;
  const clock = options.clock ?? (() => new Date());
  // Routes and services read categories, departments and rules through the domain's lookups.
  const township = options.township ?? loadTownship(env.TOWNSHIP_DIR);
  setTownship(township.profile, township.translations);
  const stores =
    options.stores ?? (await createStores({ ...storeOptions(env, clock), hashPassword: options.hashPassword }));
  const site = loadSiteConfig();
  const shutdown = new AbortController();
  // Every open live-feed stream listens for shutdown; thousands are normal, not a leak.
  setMaxListeners(0, shutdown.signal);
  const notifier =
    options.notifier ??
    createNotifier({
      env,
      outbox: stores.outbox,
      logger,
      now: clock,
      recipientHourlyLimit: env.MAIL_RECIPIENT_HOURLY_LIMIT ?? DEFAULT_MAIL_RECIPIENT_HOURLY_LIMIT,
      // The request is still accepted; staff see in its internal notes that a message was kept back.
      onCapped: async (message, limit) => {
        if (message.requestId) {
          await stores.requests.update(message.requestId, {
            internalNotes: [mailCappedNote(message.subject, limit, clock())],
          });
        }
      },
    });
  const link = linkKey(env);
  if (link.source === 'process') {
    logger.info('LINK_SECRET is not set: stop links made by this process use a key of its own (each still works).');
  }
  return {
    stores,
    providers: {
      notifier,
      // Not wrapped in withTriageFallback: the submit service applies the triage fallback itself.
      triage: options.triage ?? createTriage({ env, logger }),
      photoAnalyzer: options.photoAnalyzer ?? createPhotoAnalyzer({ env, logger }),
      translator: options.translator ?? createTranslator({ env, logger }),
      geocoder:
        options.geocoder ??
        createGeocoder({ env, logger, defaultUserAgent: `${site.township} Township 311 (+${site.siteUrl})` }),
    },
    place: {
      township: township.profile.city,
      siteUrl: site.siteUrl.replace(/\/+$/, ''),
      organisation: site.organisation,
      threeOneOneUrl: env.PUBLIC_311_URL ?? site.threeOneOne.publicUrl,
      boundary: options.boundary === undefined ? township.boundary : options.boundary,
      serviceLevels: serviceLevelsOf(township.profile),
    },
    limits: {
      trustProxyHops: env.TRUST_PROXY ?? 0,
      submitRateLimit: env.SUBMIT_RATE_LIMIT ?? DEFAULT_SUBMIT_RATE_LIMIT,
      submitBrowserRateLimit: env.SUBMIT_BROWSER_RATE_LIMIT ?? DEFAULT_SUBMIT_BROWSER_RATE_LIMIT,
      open311KeyRateLimit: env.OPEN311_KEY_RATE_LIMIT ?? DEFAULT_OPEN311_KEY_RATE_LIMIT,
      open311AddressRateLimit: env.OPEN311_ADDRESS_RATE_LIMIT ?? DEFAULT_OPEN311_ADDRESS_RATE_LIMIT,
      geocodeRateLimit: env.GEOCODE_RATE_LIMIT ?? DEFAULT_GEOCODE_RATE_LIMIT,
      followRateLimit: env.FOLLOW_RATE_LIMIT ?? DEFAULT_FOLLOW_RATE_LIMIT,
    },
    lifecycle: {
      shutdown: shutdown.signal,
      endLiveStreams: () => {
        shutdown.abort();
      },
      async close() {
        shutdown.abort();
        await notifier.stop();
        await stores.close();
      },
    },
    clock,
    logger,
    linkKey: link.key,
    // Firebase Hosting holds a function's reply until it ends, so there the app polls instead.
    live: { transport: env.LIVE_TRANSPORT ?? (env.BACKEND === 'firebase' ? 'poll' : 'stream') },
  };
}
