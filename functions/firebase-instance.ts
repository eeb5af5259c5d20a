/**
 * What one Cloud Functions instance runs (functions/entry-firebase.ts exports it): the same Hono
 * app as the Node server, configured by the same validated environment (BACKEND=firebase in
 * production), its services built once on the first request and reused by every request the
 * instance serves, and the deploy options of both functions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import type { DocumentOptions } from 'firebase-functions/v2/firestore';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { createApp } from './app.ts';
import { sessionPolicyFrom } from './auth/session-policy.ts';
import { parseEnv } from './config/env.ts';
import { createDeps, type ServiceDeps } from './deps.ts';
import { cloudFunctionHandler, type FunctionRequest, type FunctionResponse } from './http/cloud-function-adapter.ts';
import { createLogger } from './logger.ts';
import { sendNewOutboxMessage } from './notify/outbox-trigger.ts';
import { pageShells } from './pages/page-shell.ts';
import { functionRequest } from './pages/plain-page-paths.ts';
import { offeredLanguages } from './pages/plain-posts.ts';
import { staffMailPass } from './services/staff-mail-sweeps.ts';
import { STAFF_MAIL } from '#domain/requests/staff-mail.ts';

/** The region of every function; firebase.json's /api rewrite names the same one. */
const REGION = process.env.API_REGION || 'us-central1';
/** The longest request: uploads on slow connections; live feeds end sooner (LIVE_STREAM_MS). */
const API_TIMEOUT_SECONDS = 300;
/** Requests one instance serves at once: most are short reads, and live feeds mostly wait. */
const API_CONCURRENCY = 80;
/**
 * Live feeds end after this long: Firebase Hosting buffers a function's reply until it ends and
 * cuts it at 60 s, so a shorter stream delivers its events (late) and the portal reconnects.
 */
const LIVE_STREAM_MS = 50_000;
/**
 * Variables held in Cloud Secret Manager instead of a plain .env value, named at deploy time in
 * API_SECRETS (for example `SMTP_URL,TWILIO_AUTH_TOKEN,AI_API_KEY`); each reaches the function as
 * the environment variable of the same name. Each must exist (`firebase functions:secrets:set`).
 */
const SECRETS = (process.env.API_SECRETS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');

/** The version in the package.json beside the bundle (build/functions) or at the repository root. */
function appVersion(): string {
  for (const path of ['./package.json', '../package.json']) {
    try {
      const { version } = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version?: unknown };
      if (typeof version === 'string') return version;
    } catch {
      // not there: try the next
    }
  }
  return '0.0.0';
}

/**
 * The environment as the function reads it. The platform owns PORT and HOST (the Functions
 * emulator sets PORT to a socket path; the function never listens). Google's front end always sits
 * in front, so the socket never shows the client: TRUST_PROXY defaults to 2, which finds the client
 * in X-Forwarded-For behind Firebase Hosting and on the function's own URL alike
 * (http/cloud-function-adapter.ts). Without it every resident would share one submission limit.
 * @example functionEnvironment({ PORT: '8080' }) // { TRUST_PROXY: '2', PORT: undefined, HOST: undefined }
 */
export function functionEnvironment(
  source: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  return { TRUST_PROXY: '2', ...source, PORT: undefined, HOST: undefined };
}

/**
 * Where the built /311 pages are: `site/` beside the bundle (scripts/build-functions.ts copies
 * them), else, run from the source, the site build the environment names.
 */
function builtPagesDir(staticDir: string): string | undefined {
  const bundled = fileURLToPath(new URL('./site/', import.meta.url));
  if (existsSync(bundled)) return bundled;
  return existsSync(staticDir) ? staticDir : undefined;
}

interface Instance {
  services: ServiceDeps;
  /** STAFF_DIGEST_HOUR, or its default. */
  digestHour: number;
  handle: (req: FunctionRequest, res: FunctionResponse) => Promise<void>;
}

let instance: Promise<Instance> | undefined;

async function build(): Promise<Instance> {
  const env = parseEnv(functionEnvironment(process.env));
  const logger = createLogger(env.LOG_LEVEL);
  const services = await createDeps({ env, logger });
  const app = createApp({
    version: appVersion(),
    hstsMaxAge: env.HSTS_MAX_AGE,
    logger,
    services,
    staff: { sessionPolicy: sessionPolicyFrom(env) },
    pages: pageShells(builtPagesDir(env.STATIC_DIR), (message, error) => {
      logger.error(message, error);
    }),
  });
  // Firebase Hosting passes on only the `__session` cookie, so the staff cookies travel in it.
  // Hosting also sends the track and private pages' addresses here (pages/plain-page-paths.ts).
  const fetch: typeof app.fetch = (request, ...rest) =>
    app.fetch(functionRequest(request, offeredLanguages()), ...rest);
  const handle = cloudFunctionHandler(fetch, {
    logger,
    maxStreamMs: LIVE_STREAM_MS,
    foldCookies: true,
    trustProxyHops: env.TRUST_PROXY ?? 0,
  });
  return { services, handle, digestHour: env.STAFF_DIGEST_HOUR ?? STAFF_MAIL.defaultDigestHour };
}

/** The services and handler of this instance, built on first use; a failed build is retried. */
export function currentInstance(): Promise<Instance> {
  instance ??= build().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}

/** The `api` function: every /api request (Firebase Hosting rewrites /api/** here). */
export const API_OPTIONS: HttpsOptions = {
  region: REGION,
  timeoutSeconds: API_TIMEOUT_SECONDS,
  concurrency: API_CONCURRENCY,
  // sharp re-encodes photos of up to 10 MB; several uploads may run at once.
  memory: '1GiB',
  invoker: 'public',
  secrets: SECRETS,
};

/**
 * The `flushOutbox` function: every 5 minutes, sends the e-mails and texts still due: retries, and
 * any message whose trigger failed or whose sender crashed (its claim lapsed). Outside requests
 * Cloud Functions throttles the CPU, so the Node server's background worker cannot run here.
 */
export const FLUSH_OPTIONS: ScheduleOptions = {
  schedule: 'every 5 minutes',
  region: REGION,
  timeoutSeconds: 300,
  secrets: SECRETS,
};

/** Sends what the outbox holds, and logs the counts when there was anything. */
export async function flushOutbox(): Promise<void> {
  const { services } = await currentInstance();
  const result = await services.providers.notifier.flush();
  if (result.sent + result.retrying + result.failed > 0)
    services.logger.info(`Outbox: ${result.sent} sent, ${result.retrying} retrying, ${result.failed} failed`);
}

/**
 * The `sendQueuedMessage` function: runs when a message is written to the outbox and sends it at
 * once (within seconds); flushOutbox stays the retry path. One send takes well under its timeout.
 */
export const OUTBOX_TRIGGER_OPTIONS: DocumentOptions<'outbox/{id}'> = {
  document: 'outbox/{id}',
  region: REGION,
  timeoutSeconds: 120,
  secrets: SECRETS,
};

/** Sends the outbox message just created; its failures are logged and left to flushOutbox. */
export async function sendQueued(id: string): Promise<void> {
  const { services } = await currentInstance();
  await sendNewOutboxMessage(services.providers.notifier, services.logger, id);
}

/** The `staffMail` function: every 5 minutes, the overdue sweep and the daily digests (services/staff-mail-sweeps.ts). */
export const STAFF_MAIL_OPTIONS: ScheduleOptions = {
  schedule: 'every 5 minutes',
  region: REGION,
  timeoutSeconds: 300,
  secrets: SECRETS,
};

/** One staff mail pass; it logs its own failures. */
export async function runStaffMail(): Promise<void> {
  const { services, digestHour } = await currentInstance();
  await staffMailPass(services, digestHour);
}
