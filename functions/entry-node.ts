import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const root = process.env.STATIC_DIR ?? 'dist';
const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
app.use('/*', serveStatic({ root }));
app.notFound(serveStatic({ root, path: '404.html' }) as never);
const port = Number(process.env.PORT ?? 4321);
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' });
console.log(`Listening on http://${process.env.HOST ?? '127.0.0.1'}:${port}`);
