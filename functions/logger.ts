import type { LogLevel } from './config/env.ts';

export interface Logger {
  error(message: string, error?: unknown): void;
  info(message: string): void;
  debug(message: string): void;
  /** False when debug lines are dropped, so callers can skip building them on hot paths. Unset means true. */
  readonly debugEnabled?: boolean;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/**
 * A console logger filtered by LOG_LEVEL. Errors go to stderr with their stack (the server log is
 * the one place a stack trace may appear; HTTP responses never carry one).
 *
 * @example
 * const log = createLogger('info');
 * log.debug('hidden'); log.info('Listening on http://127.0.0.1:4321');
 */
export function createLogger(level: LogLevel, sink: Pick<Console, 'error' | 'log'> = console): Logger {
  const enabled = (wanted: LogLevel) => RANK[level] >= RANK[wanted];
  return {
    debugEnabled: enabled('debug'),
    error(message, error) {
      if (!enabled('error')) return;
      if (error === undefined) sink.error(message);
      else sink.error(message, error);
    },
    info(message) {
      if (enabled('info')) sink.log(message);
    },
    debug(message) {
      if (enabled('debug')) sink.log(message);
    },
  };
}

/** For tests and callers that want no output. */
export const silentLogger: Logger = createLogger('silent');
