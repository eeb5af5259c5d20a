/**
 * The last Open311 routes: any other path or method under /api/open311/v2 answers in the
 * standard's error format (XML unless the path ends in `.json`), never in the API's own.
 */
import { Hono } from 'hono';
import { formatOfPath, open311Error } from '../open311/format.ts';

/** The resources, for the 405 check: a known path with a method it does not take. */
const KNOWN_PATH = /\/(?:discovery|services|requests|coverage)\.(?:xml|json)$|\/(?:services|requests|tokens)\/[^/]+$/i;

export function open311FallbackRoutes() {
  return new Hono().all('*', (c) => {
    const format = formatOfPath(c.req.path);
    if (KNOWN_PATH.test(c.req.path) && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // requests.{xml,json} also takes POST (open311-write.ts).
      const allow = /\/requests\.(?:xml|json)$/i.test(c.req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
      return open311Error(format, 405, `${c.req.method} is not allowed here.`, { Allow: allow });
    }
    return open311Error(format, 404, `No Open311 resource at ${c.req.path}.`);
  });
}
