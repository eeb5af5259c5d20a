/** The real Node server (createNodeApp on @hono/node-server, as startServer runs it) on a free loopback port. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServiceDeps } from '../../deps.ts';
import { createNodeApp } from '../../node-server.ts';
import { freePort } from './free-port.ts';

export interface NodeTestServer {
  /** e.g. http://127.0.0.1:38211 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * @example
 * const server = await startNodeTestServer(deps);
 * await fetch(`${server.url}/api/health`);
 * await server.close();
 */
export async function startNodeTestServer(services: ServiceDeps): Promise<NodeTestServer> {
  const staticDir = mkdtempSync(join(tmpdir(), 'node-test-server-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Test</title>');
  const app = createNodeApp({ env: { STATIC_DIR: staticDir, HSTS_MAX_AGE: 0 }, version: 'test', services });
  const port = await freePort();
  const server = serve({ fetch: app.dispatch, port, hostname: '127.0.0.1' }) as Server;
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
