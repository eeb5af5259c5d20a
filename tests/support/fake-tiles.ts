/**
 * A local tile server for the browser tests' open maps: GET /tiles/{z}/{x}/{y}.png answers a
 * 256 px PNG (a light grey square, drawn once with sharp), anything else 404. It counts what it
 * served, so a test can tell the map really asked for tiles.
 */
import { createServer } from 'node:http';
import sharp from 'sharp';

interface FakeTiles {
  url: string;
  served: () => number;
  close: () => Promise<void>;
}

const TILE_PATH = /^\/tiles\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/;

export async function startFakeTiles(port: number): Promise<FakeTiles> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e2e8f0' } })
    .png()
    .toBuffer();
  let served = 0;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && TILE_PATH.test(req.url ?? '')) {
      served += 1;
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
      res.end(tile);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
