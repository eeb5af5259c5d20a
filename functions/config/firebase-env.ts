/**
 * BACKEND (`local`, the default, or `firebase`) and the Firebase settings, validated with the rest
 * of the environment: spread into config/env.ts, cross-checked in its superRefine
 * (docs/configuration.md, docs/deploy-firebase.md). On Cloud Functions, GCLOUD_PROJECT and
 * FIREBASE_CONFIG fill FIREBASE_PROJECT_ID and FIREBASE_STORAGE_BUCKET when unset. The web settings
 * are WEB_*, not FIREBASE_*: the Firebase CLI refuses FIREBASE_ keys in a function's .env file.
 */
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** host:port, as the Firebase SDKs read their *_EMULATOR_HOST variables. */
const emulatorHost = optional(
  z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/, 'must be host:port, such as 127.0.0.1:9099')
    .optional(),
);

export const BACKENDS = ['local', 'firebase'] as const;

export const firebaseVariables = {
  BACKEND: optional(z.enum(BACKENDS, { error: 'must be local or firebase' }).default('local')),
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project ID such as township-311')
      .optional(),
  ),
  FIREBASE_STORAGE_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, 'must be a bucket name such as township-311.firebasestorage.app')
      .optional(),
  ),
  /** The web app's API key (public: it names the project to the browser SDK, it grants nothing). */
  WEB_API_KEY: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{10,100}$/, 'must be a Firebase web API key')
      .optional(),
  ),
  WEB_AUTH_DOMAIN: optional(
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a host name such as township-311.firebaseapp.com')
      .optional(),
  ),
  FIRESTORE_EMULATOR_HOST: emulatorHost,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  STORAGE_EMULATOR_HOST: optional(
    z
      .string()
      .regex(/^(https?:\/\/)?[A-Za-z0-9.[\]:-]+:\d{1,5}\/?$/, 'must be host:port or http://host:port')
      .optional(),
  ),
  GCLOUD_PROJECT: optional(z.string().optional()),
  FIREBASE_CONFIG: optional(z.string().optional()),
};

type FirebaseRaw = z.output<z.ZodObject<typeof firebaseVariables>>;

/** The project and bucket from FIREBASE_CONFIG (set by Cloud Functions), when it is valid JSON. */
function platformConfig(raw: FirebaseRaw): { projectId?: string; storageBucket?: string } {
  if (!raw.FIREBASE_CONFIG) return {};
  try {
    const parsed = JSON.parse(raw.FIREBASE_CONFIG) as { projectId?: unknown; storageBucket?: unknown };
    return {
      ...(typeof parsed.projectId === 'string' ? { projectId: parsed.projectId } : {}),
      ...(typeof parsed.storageBucket === 'string' ? { storageBucket: parsed.storageBucket } : {}),
    };
  } catch {
    return {};
  }
}

/** With BACKEND=firebase: the project and the web API key must be known. */
export function checkFirebaseVariables(raw: FirebaseRaw, ctx: z.RefinementCtx): void {
  if (raw.BACKEND !== 'firebase') return;
  const platform = platformConfig(raw);
  const missing: [string, unknown][] = [
    ['FIREBASE_PROJECT_ID', raw.FIREBASE_PROJECT_ID ?? platform.projectId ?? raw.GCLOUD_PROJECT],
    ['WEB_API_KEY', raw.WEB_API_KEY],
  ];
  for (const [name, value] of missing) {
    if (value === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when BACKEND is firebase' });
  }
}

export interface FirebaseSettings {
  projectId: string;
  storageBucket: string;
  webApiKey: string;
  authDomain: string;
  emulators: { firestore?: string | undefined; auth?: string | undefined; storage?: string | undefined };
}

/**
 * The Firebase settings of a validated environment, or null with BACKEND=local. The bucket and
 * the auth domain default to the project's own.
 */
export function firebaseSettings(raw: FirebaseRaw): FirebaseSettings | null {
  if (raw.BACKEND !== 'firebase') return null;
  const platform = platformConfig(raw);
  const projectId = raw.FIREBASE_PROJECT_ID ?? platform.projectId ?? raw.GCLOUD_PROJECT ?? '';
  return {
    projectId,
    storageBucket: raw.FIREBASE_STORAGE_BUCKET ?? platform.storageBucket ?? `${projectId}.firebasestorage.app`,
    webApiKey: raw.WEB_API_KEY ?? '',
    authDomain: raw.WEB_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    emulators: {
      firestore: raw.FIRESTORE_EMULATOR_HOST,
      auth: raw.FIREBASE_AUTH_EMULATOR_HOST,
      storage: raw.STORAGE_EMULATOR_HOST,
    },
  };
}
