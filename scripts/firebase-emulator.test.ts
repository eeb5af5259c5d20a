import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorConfig, startAuthEmulator, TOOLS_DIR, waitForPort } from './firebase-emulator.ts';
import { freePort } from '#server/testing/helpers/free-port.ts';

describe('emulatorConfig', () => {
  it('pins every port the Auth emulator reserves, on the loopback address, without the UI', () => {
    expect(emulatorConfig({ port: 9399, hubPort: 9398, loggingPort: 9397 })).toEqual({
      emulators: {
        auth: { host: '127.0.0.1', port: 9399 },
        hub: { host: '127.0.0.1', port: 9398 },
        logging: { host: '127.0.0.1', port: 9397 },
        ui: { enabled: false },
      },
    });
  });
});

describe('waitForPort', () => {
  it('resolves once something listens, and gives up after its timeout', async () => {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    await expect(waitForPort('127.0.0.1', port, 2000)).resolves.toBeUndefined();
    await new Promise((done) => server.close(done));
    await expect(waitForPort('127.0.0.1', port, 300)).rejects.toThrow(`nothing listened on 127.0.0.1:${port}`);
  });

  it('stops waiting when the process it waits for has exited', async () => {
    await expect(waitForPort('127.0.0.1', await freePort(), 10_000, Promise.resolve())).rejects.toThrow(
      'exited before it was ready',
    );
  });
});

describe('startAuthEmulator with a port in use', () => {
  it('refuses to start instead of taking another process for the emulator', async () => {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(startAuthEmulator({ port, hubPort: await freePort() })).rejects.toThrow(
        `port ${port} on 127.0.0.1 is in use`,
      );
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

// firebase-tools is installed on demand (npm test and npm run test:firebase do it).
describe.skipIf(!existsSync(join(TOOLS_DIR, 'node_modules', '.bin', 'firebase')))('startAuthEmulator', () => {
  it('starts the Auth emulator, which answers, and stops it', { timeout: 90_000 }, async () => {
    const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
    const emulator = await startAuthEmulator({ port, hubPort, loggingPort });
    try {
      expect(emulator.host).toBe(`127.0.0.1:${port}`);
      const res = await fetch(`http://${emulator.host}/`);
      expect(((await res.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready).toBe(true);
    } finally {
      await emulator.stop();
    }
    await expect(fetch(`http://${emulator.host}/`)).rejects.toThrow();
  });
});
