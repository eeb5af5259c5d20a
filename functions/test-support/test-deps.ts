/**
 * Service dependencies for tests: real SQLite stores in a temporary folder, a notifier that
 * records what it was asked to send, and AI ports that answer at once (or fail on demand).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PhotoAnalyzer, Triage } from '../ai/ports.ts';
import { hashPassword } from '../auth/password.ts';
import { createDeps, type ServiceDeps } from '../deps.ts';
import { silentLogger } from '../logger.ts';
import type { MailMessage, Notifier, TextMessage } from '../notify/ports.ts';

export interface RecordingNotifier extends Notifier {
  emails: (MailMessage & { requestId?: string | undefined })[];
  texts: (TextMessage & { requestId?: string | undefined })[];
}

/** A notifier that keeps every message in memory. */
export function recordingNotifier(): RecordingNotifier {
  const emails: RecordingNotifier['emails'] = [];
  const texts: RecordingNotifier['texts'] = [];
  return {
    emails,
    texts,
    email: (message) => {
      emails.push(message);
      return Promise.resolve();
    },
    text: (message) => {
      texts.push(message);
      return Promise.resolve();
    },
    flush: () => Promise.resolve({ sent: 0, retrying: 0, failed: 0 }),
    start: () => undefined,
    stop: () => Promise.resolve(),
  };
}

/** Triage that answers High / Public Works with a fixed reasoning. */
export const fixedTriage: Triage = {
  suggest: () =>
    Promise.resolve({
      suggestedPriority: 'High',
      suggestedDepartment: 'Public Works',
      estimatedResponseTime: '1-2 business days',
      reasoning: 'Rules: test triage.',
      source: 'rules',
    }),
};

export const fixedPhotoAnalyzer: PhotoAnalyzer = {
  analyze: () =>
    Promise.resolve({
      issueType: 'Pothole',
      severity: 'Moderate',
      repairRecommendation: 'Patch the surface.',
      source: 'rules',
    }),
};

export interface TestDeps extends ServiceDeps {
  notifier: RecordingNotifier;
  /** Closes the stores and deletes the temporary folder. */
  cleanup(): Promise<void>;
}

/**
 * @example
 * const deps = await createTestDeps();
 * const app = createApp({ version: 'test', services: deps });
 * afterAll(() => deps.cleanup());
 */
export async function createTestDeps(overrides: Partial<ServiceDeps> = {}): Promise<TestDeps> {
  const dir = mkdtempSync(join(tmpdir(), '311-test-'));
  const notifier = recordingNotifier();
  const deps = await createDeps({
    env: { DATA_DIR: dir, SUBMIT_RATE_LIMIT: 0 },
    logger: silentLogger,
    hashPassword: (password) => hashPassword(password, { ln: 10, r: 8, p: 1 }),
    notifier,
    triage: fixedTriage,
    photoAnalyzer: fixedPhotoAnalyzer,
  });
  return {
    ...deps,
    notifier,
    ...overrides,
    async cleanup() {
      await deps.close();
      rmSync(dir, { recursive: true, force: true });
    },
  } as TestDeps;
}
