import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  const app = (hops: number) => new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.1' };
    expect(await (await app(0).request('/', { headers }, socket('::ffff:127.0.0.1'))).text()).toBe('127.0.0.1');
    expect(await (await app(1).request('/', { headers }, socket('127.0.0.1'))).text()).toBe('198.51.100.1');
    expect(await (await app(1).request('/', {}, socket('::1'))).text()).toBe('::1');
  });

  it('says unknown when there is no socket (app.request in tests)', async () => {
    expect(await (await app(0).request('/')).text()).toBe('unknown');
  });
});
