/** Open311 POST requests.{xml,json}. */
import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.ts';

export function open311WriteRoutes(services: ServiceDeps | undefined) {
  if (!services) return new Hono();
  return new Hono();
}
