/** Open311 GET resources (discovery, services, requests, tokens, coverage). */
import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.ts';

export function open311ReadRoutes(services: ServiceDeps | undefined) {
  if (!services) return new Hono();
  return new Hono();
}
