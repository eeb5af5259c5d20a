/** Test doubles shared by the notification tests: a clock, a recording logger, an in-memory SQLite outbox. */
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from '../../logger.ts';
import { openDatabase } from '../../storage/sqlite/database.ts';
import { createSqliteOutbox } from '../../storage/sqlite/outbox.ts';
import type { Outbox } from '../../storage/ports.ts';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = '2026-03-02T12:00:00.000Z'): TestClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

interface RecordingLogger extends Logger {
  lines: { level: 'error' | 'info' | 'debug'; message: string; error?: unknown }[];
  text(): string;
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    error(message, error) {
      lines.push({ level: 'error', message, error });
    },
    info(message) {
      lines.push({ level: 'info', message });
    },
    debug(message) {
      lines.push({ level: 'debug', message });
    },
    text: () => lines.map((line) => `${line.level}: ${line.message}`).join('\n'),
  };
}

/** The real SQLite outbox on an in-memory database, so the worker is tested against its adapter. */
export function memoryOutbox(clock: TestClock): { outbox: Outbox; db: DatabaseSync } {
  const db = openDatabase(':memory:');
  return { outbox: createSqliteOutbox(db, clock.now), db };
}
