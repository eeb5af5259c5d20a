/**
 * The server's environment, validated once at start-up. Every other module receives the parsed
 * `Env` instead of reading `process.env`, so a typo or a bad value stops the server before it
 * listens, with the variable's name in the message. The meaning of each variable is documented in
 * docs/configuration.md.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { threeOneOneUrlSchema } from '#domain/content/site-config.ts';
import { LIVE_TRANSPORTS } from '#domain/requests/live-changes.ts';
import { sessionVariables } from '../auth/session-policy.ts';
import { checkFirebaseVariables, firebaseSettings, firebaseVariables } from './firebase-env.ts';

const LOG_LEVELS = ['silent', 'error', 'info', 'debug'] as const;

/** Empty strings count as unset, so `PORT= npm start` (or an empty line in a .env file) means the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** A count per hour for a rate limit, where 0 turns the limit off. */
const perHour = (what: string) => {
  const message = `must be a whole number of ${what} (0 turns the limit off)`;
  return z.coerce.number({ error: message }).int(message).min(0, message).optional();
};

/** A duration from `min` to `max` milliseconds. */
const milliseconds = (min: number, max: number) => {
  const message = `must be a whole number of milliseconds from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const httpUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${what}` })
    .transform((url) => url.replace(/\/+$/, ''));

/** Notification and AI providers (docs/configuration.md, "Notifications and AI"); all optional. */
const notifyAiVariables = {
  SMTP_URL: optional(
    z
      .url({ protocol: /^smtps?$/, error: 'must be a URL such as smtps://user:password@smtp.example.org:465' })
      .optional(),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(
        /^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/,
        'must be an address such as 311@example.org or "Township 311 <311@example.org>"',
      )
      .optional(),
  ),
  TWILIO_ACCOUNT_SID: optional(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC followed by 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1).optional()),
  TWILIO_FROM: optional(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'must be a phone number such as +16095550100 or a Messaging Service SID',
      )
      .optional(),
  ),
  TWILIO_API_BASE: optional(httpUrl('https://api.twilio.com').optional()),
  AI_BASE_URL: optional(httpUrl('https://api.openai.com/v1').optional()),
  AI_API_KEY: optional(z.string().min(1).optional()),
  AI_MODEL: optional(z.string().min(1).optional()),
  AI_TIMEOUT_MS: optional(milliseconds(100, 120_000).optional()),
};

/** Server-side geocoding (docs/configuration.md, "Geocoding"); all optional. */
const geocodeVariables = {
  GEOCODER_URL: optional(httpUrl('https://nominatim.openstreetmap.org').optional()),
  GEOCODER_USER_AGENT: optional(
    z
      .string()
      .trim()
      .regex(
        /^[\x20-\x7e]{8,200}$/,
        'must be 8 to 200 printable ASCII characters naming the application, such as "West Windsor Township 311 (311@example.org)"',
      )
      .optional(),
  ),
  GEOCODER_MIN_INTERVAL_MS: optional(milliseconds(0, 60_000).optional()),
  /** Place searches and pin addresses per client address per 10 minutes; 0 turns the limit off. Unset: 60. */
  GEOCODE_RATE_LIMIT: optional(perHour('lookups per client address per 10 minutes')),
  GOOGLE_GEOCODING_API_KEY: optional(
    z
      .string()
      .regex(/^[\w-]{8,200}$/, 'must be a Google API key (letters, digits, - and _)')
      .optional(),
  ),
  GOOGLE_GEOCODING_URL: optional(httpUrl('https://maps.googleapis.com').optional()),
};

/** Variables that only make sense together: all of a group or none, naming each missing one. */
const VARIABLE_GROUPS: { members: readonly string[]; needs: readonly string[] }[] = [
  { members: ['SMTP_URL', 'MAIL_FROM'], needs: ['SMTP_URL', 'MAIL_FROM'] },
  {
    members: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_BASE'],
    needs: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  },
  {
    members: ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_TIMEOUT_MS'],
    needs: ['AI_BASE_URL', 'AI_MODEL'],
  },
  { members: ['GEOCODER_URL', 'GEOCODER_USER_AGENT'], needs: ['GEOCODER_URL'] },
  { members: ['GOOGLE_GEOCODING_API_KEY', 'GOOGLE_GEOCODING_URL'], needs: ['GOOGLE_GEOCODING_API_KEY'] },
];

function checkVariableGroups(raw: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const group of VARIABLE_GROUPS) {
    const set = group.members.filter((name) => raw[name] !== undefined);
    if (set.length === 0) continue;
    for (const name of group.needs.filter((needed) => raw[needed] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`,
      });
    }
  }
}

const envSchema = z
  .object({
    PORT: optional(
      z.coerce
        .number({ error: 'must be a whole number from 0 to 65535' })
        .int('must be a whole number from 0 to 65535')
        .min(0, 'must be a whole number from 0 to 65535')
        .max(65535, 'must be a whole number from 0 to 65535')
        .default(4321),
    ),
    HOST: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or IP address such as 127.0.0.1 or 0.0.0.0')
        .default('127.0.0.1'),
    ),
    STATIC_DIR: optional(z.string().default('dist')),
    DATA_DIR: optional(z.string().default('./data')),
    NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('production')),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS).optional()),
    HSTS_MAX_AGE: optional(
      z.coerce
        .number({ error: 'must be a whole number of seconds (0 turns HSTS off)' })
        .int('must be a whole number of seconds (0 turns HSTS off)')
        .min(0, 'must be a whole number of seconds (0 turns HSTS off)')
        .default(0),
    ),
    /** Proxy hops of ours that append to X-Forwarded-For; unset or false: use the socket address. */
    TRUST_PROXY: optional(
      z
        .union([z.enum(['true', 'false']), z.string().regex(/^\d$/)], {
          error: 'must be true, false or a number of proxy hops from 0 to 9',
        })
        .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
        .optional(),
    ),
    /** Anonymous submissions per client address per hour, the hard bound; 0 turns every submission limit off. Unset: 60. */
    SUBMIT_RATE_LIMIT: optional(perHour('submissions per hour')),
    /** Anonymous submissions per browser (and client address) per hour, within SUBMIT_RATE_LIMIT; 0 turns this split off. Unset: 20. */
    SUBMIT_BROWSER_RATE_LIMIT: optional(perHour('submissions per browser per hour')),
    /** Open311 POSTs per API key per hour; 0 turns the limit off. Unset: 500. */
    OPEN311_KEY_RATE_LIMIT: optional(perHour('Open311 submissions per API key per hour')),
    /** Open311 POSTs per client address per hour; 0 turns the limit off. Unset: 100. */
    OPEN311_ADDRESS_RATE_LIMIT: optional(perHour('Open311 submissions per client address per hour')),
    /** The township profile's folder (docs/editing-content.md#township-profile); unset: content/township. */
    TOWNSHIP_DIR: optional(z.string().min(1).optional()),
    /** The 311 app's public address for links in messages; unset: content/site.json `threeOneOne.publicUrl`. */
    PUBLIC_311_URL: optional(threeOneOneUrlSchema.optional()),
    /** Requests to the follow routes per client address per hour; 0 turns the limit off. Unset: 60. */
    FOLLOW_RATE_LIMIT: optional(perHour('requests to follow a request per client address per hour')),
    /** E-mails one mailbox (notify/recipient-key.ts) may be sent per hour, from every route; 0 turns the cap off. Unset: 10. */
    MAIL_RECIPIENT_HOURLY_LIMIT: optional(perHour('e-mails per recipient per hour')),
    /** The township's hour (0 to 23) staff members' daily digests go out from; unset: 7. */
    STAFF_DIGEST_HOUR: optional(
      z.coerce
        .number({ error: 'must be a whole hour from 0 to 23' })
        .int('must be a whole hour from 0 to 23')
        .min(0, 'must be a whole hour from 0 to 23')
        .max(23, 'must be a whole hour from 0 to 23')
        .optional(),
    ),
    /** The key stop links are derived from (follow-tokens.ts deriveStopToken); unset: a new one per process. */
    LINK_SECRET: optional(
      z
        .string()
        .regex(
          /^[\x21-\x7e]{32,200}$/,
          'must be 32 to 200 printable characters without spaces, such as the output of `openssl rand -base64 32`',
        )
        .optional(),
    ),
    /** How the app gets live changes: stream (event streams) or poll (the changes endpoints). Unset: poll on Firebase, else stream. */
    LIVE_TRANSPORT: optional(z.enum(LIVE_TRANSPORTS, { error: 'must be stream or poll' }).optional()),
    ...notifyAiVariables,
    ...geocodeVariables,
    ...sessionVariables,
    ...firebaseVariables,
  })
  .superRefine(checkVariableGroups)
  .superRefine(checkFirebaseVariables)
  .transform(({ GCLOUD_PROJECT, FIREBASE_CONFIG, ...raw }) => ({
    ...raw,
    firebase: firebaseSettings({ ...raw, GCLOUD_PROJECT, FIREBASE_CONFIG }),
    HOST: raw.HOST.replace(/^\[(.*)\]$/, '$1'),
    STATIC_DIR: resolve(raw.STATIC_DIR),
    DATA_DIR: resolve(raw.DATA_DIR),
    LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'development' ? 'debug' : 'info'),
  }));

export type Env = z.output<typeof envSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown for an invalid environment; the message names every bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses and validates an environment (usually `process.env`). Relative paths are resolved
 * against the current directory.
 *
 * @example
 * parseEnv({ PORT: '8080' }).PORT // 8080
 * parseEnv({ PORT: 'eighty' }) // throws EnvError: "Invalid environment: PORT must be a whole number ..."
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}

/**
 * Where the chosen backend keeps the 311 data, for a script's messages.
 * @example dataLocation(parseEnv({ DATA_DIR: '/srv/311' })) // '/srv/311'
 */
export const dataLocation = (env: Env) => (env.firebase ? `Firebase project ${env.firebase.projectId}` : env.DATA_DIR);

/**
 * parseEnv for a command-line script: the environment, or null after printing the message that
 * names every bad variable (the script then exits with 1).
 * @example const env = envForCommand(); if (!env) return 1;
 */
export function envForCommand(source: Readonly<Record<string, string | undefined>> = process.env): Env | null {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return null;
  }
}

/**
 * Start-up check of the paths in an environment: the site must have been built into STATIC_DIR.
 * Kept apart from parseEnv so that stays pure.
 */
export function assertStaticDir(env: Pick<Env, 'STATIC_DIR'>): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(env.STATIC_DIR).isDirectory();
  } catch {
    // reported below
  }
  if (!isDirectory) {
    throw new EnvError(
      `Invalid environment: STATIC_DIR ${env.STATIC_DIR} is not a directory. Build the site first (npm run build) or point STATIC_DIR at a build.`,
    );
  }
}
