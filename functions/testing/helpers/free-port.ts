/** Free loopback ports for test servers, picked by the operating system. */
import { createServer } from 'node:net';

/**
 * A port nobody listens on right now. Another process may take it before the caller does, so
 * callers that can retry should.
 * @example const port = await freePort(); // 38211
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}
