/**
 * Through the real Node server with a hand-driven keep-alive connection: after a reply sent
 * before the body arrived, either the reply says `Connection: close` (and the connection then
 * closes without a reset) or the next request on the same connection is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_BODY_LIMIT } from '../routes/staff-api.ts';
import { startNodeTestServer, type NodeTestServer } from '../testing/helpers/node-test-server.ts';
import { openConnection, type RawConnection, type RawResponse } from '../testing/helpers/raw-connection.ts';
import { validFields } from '../testing/fixtures/submit-form.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { LINGER_MS } from './close-unread-body.ts';

let deps: TestDeps;
let server: NodeTestServer;

beforeAll(async () => {
  deps = await createTestDeps();
  server = await startNodeTestServer(deps);
});
afterAll(async () => {
  await server.close();
  await deps.cleanup();
});

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
const head = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What must hold after any reply: it says the connection closes (and it does, cleanly), or the connection still serves. */
async function expectClosedOrUsable(connection: RawConnection, reply: RawResponse): Promise<void> {
  if (reply.headers.connection === 'close') {
    expect(await connection.closed).toBeNull();
    return;
  }
  await connection.write(HEALTH);
  expect((await connection.next()).status).toBe(200);
  connection.socket.destroy();
}

describe('a reply sent before the request body has arrived', () => {
  it('says Connection: close when the client is still sending, and reads the rest so the client sees no reset', async () => {
    // A client that goes on sending after the reply, as a browser uploading a body does.
    const connection = await openConnection(server.port, { allowHalfOpen: true });
    const size = STAFF_BODY_LIMIT + 36 * 1024;
    await connection.write(head('/api/auth/login', 'application/json', size));
    const reply = connection.next();
    // The rest arrives slowly, long after the 413 (decided from Content-Length) went out.
    for (let sent = 0; sent < size; sent += 10 * 1024) {
      await connection.write('x'.repeat(Math.min(10 * 1024, size - sent)));
      await pause(40);
    }
    const refused = await reply;
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    connection.socket.end();
    expect(await connection.closed).toBeNull();
  });

  it(
    'refuses a Content-Length over the limit at once, without waiting for the body',
    async () => {
      const connection = await openConnection(server.port);
      const started = performance.now();
      await connection.write(head('/api/requests', 'application/x-www-form-urlencoded', 100 * 1024 * 1024));
      const reply = await connection.next(1000);
      expect(reply.status).toBe(413);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(reply.headers.connection).toBe('close');
      // The client sends nothing more: the server closes once its lingering ends.
      expect(await connection.closed).toBeNull();
    },
    LINGER_MS + 5000,
  );

  it.each([
    ['a staff body over the limit', '/api/auth/login', 'application/json', 'x'.repeat(STAFF_BODY_LIMIT + 1)],
    [
      'a form bomb',
      '/api/requests',
      'application/x-www-form-urlencoded',
      Array.from({ length: 200_000 }, (_, i) => i).join('&'),
    ],
    ['a small body refused for its type', '/api/requests', 'application/json', '{"name":"Ada"}'],
  ])('keeps its promise about the connection after %s sent at once', async (_, path, type, body) => {
    const connection = await openConnection(server.port);
    await connection.write(head(path, type, Buffer.byteLength(body)) + body);
    const reply = await connection.next();
    expect(reply.status).toBeGreaterThanOrEqual(400);
    await expectClosedOrUsable(connection, reply);
  });

  it('leaves a connection whose body was read in full open for the next request', async () => {
    const connection = await openConnection(server.port);
    const body = new URLSearchParams(validFields()).toString();
    await connection.write(head('/api/requests', 'application/x-www-form-urlencoded', Buffer.byteLength(body)) + body);
    const created = await connection.next();
    expect(created.status).toBe(201);
    expect(created.headers.connection).toBe('keep-alive');
    await expectClosedOrUsable(connection, created);
  });
});
