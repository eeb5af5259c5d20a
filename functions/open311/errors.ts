/**
 * Errors thrown inside Open311 routes, in the standard's format: a client of the standard reads
 * `[{code, description}]`, never the rest of the API's `{ error: {...} }`.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logger.ts';
import { formatOfPath, open311Error, type Open311ErrorStatus } from './format.ts';
import { maskTokensInPath } from '../privacy/mask-tokens.ts';

const ANSWERED: ReadonlySet<number> = new Set([400, 403, 404, 405, 413, 415, 429]);

/** Something failed on our side: the only 500 an Open311 route gives. */
export const OPEN311_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * The onError handler of an Open311 router: HTTPExceptions keep their 4xx status (anything else
 * in 4xx becomes 400); everything else is logged and answered with a 500 without details.
 * @example new Hono().onError(open311OnError(logger))
 */
export function open311OnError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    const format = formatOfPath(c.req.path);
    if (error instanceof HTTPException && error.status < 500) {
      const status = (ANSWERED.has(error.status) ? error.status : 400) as Open311ErrorStatus;
      return open311Error(format, status, error.message || 'The request could not be read.');
    }
    logger.error(`Open311 error on ${c.req.method} ${maskTokensInPath(c.req.path)}`, error);
    const body = open311Error(format, 400, OPEN311_INTERNAL_MESSAGE);
    return new Response(body.body, { status: 500, headers: body.headers });
  };
}
