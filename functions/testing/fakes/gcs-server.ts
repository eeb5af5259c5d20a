/**
 * A stand-in for Cloud Storage in tests: the few JSON API calls @google-cloud/storage makes for
 * File.save (one multipart upload), File.download and File.getMetadata, kept in memory. It sends
 * the crc32c and md5 hashes the client checks. The official Storage emulator needs Java, so CI
 * runs the photo contract against this; the real emulator is used when STORAGE_EMULATOR_HOST is set.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  generation: number;
}

interface FakeGcsServer {
  /** For STORAGE_EMULATOR_HOST / FirebaseStoresOptions.emulators.storage: `http://127.0.0.1:{port}`. */
  url: string;
  close(): Promise<void>;
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32C (Castagnoli), base64 of its 4 big-endian bytes, as Cloud Storage reports it. */
function crc32c(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

/** The parts of a multipart/related body: each with its headers block and its bytes. */
function multipartParts(body: Buffer, boundary: string): { headers: string; data: Buffer }[] {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const parts: { headers: string; data: Buffer }[] = [];
  // Prefixed with CRLF so the first delimiter looks like every other one.
  const text = Buffer.concat([Buffer.from('\r\n'), body]);
  let start = text.indexOf(delimiter);
  while (start !== -1) {
    const next = text.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = text.subarray(start + delimiter.length + 2, next); // skips the CRLF after the delimiter
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString(), data: part.subarray(split + 4) });
    start = next;
  }
  return parts;
}

interface Reply {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer | string;
}

const json = (status: number, body: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const notFound = () =>
  json(404, { error: { code: 404, message: 'No such object.', errors: [{ reason: 'notFound' }] } });

function resource(bucket: string, name: string, object: StoredObject) {
  return {
    kind: 'storage#object',
    bucket,
    name,
    generation: String(object.generation),
    contentType: object.contentType,
    size: String(object.bytes.length),
    md5Hash: md5(object.bytes),
    crc32c: crc32c(object.bytes),
  };
}

/**
 * @example
 * const gcs = await startFakeGcsServer();
 * const stores = await openFirebaseStores({ ...options, emulators: { ...options.emulators, storage: gcs.url } });
 */
export async function startFakeGcsServer(): Promise<FakeGcsServer> {
  const objects = new Map<string, StoredObject>();
  let generation = 0;

  const handle = (request: IncomingMessage, body: Buffer): Reply => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (request.method === 'POST' && upload && url.searchParams.get('uploadType') === 'multipart') {
      const boundary = /boundary=("?)([^";]+)\1/.exec(request.headers['content-type'] ?? '')?.[2];
      const [metadata, media] = boundary ? multipartParts(body, boundary) : [];
      if (!metadata || !media) return json(400, { error: { code: 400, message: 'Bad multipart body' } });
      const fields = JSON.parse(metadata.data.toString()) as { name?: string; contentType?: string };
      const name = url.searchParams.get('name') ?? fields.name ?? '';
      const contentType = fields.contentType ?? /content-type:\s*(\S+)/i.exec(media.headers)?.[1] ?? '';
      const object = { bytes: Buffer.from(media.data), contentType, generation: ++generation };
      objects.set(`${upload[1]!}/${name}`, object);
      return json(200, resource(decodeURIComponent(upload[1]!), name, object));
    }
    // With STORAGE_EMULATOR_HOST the client leaves out /storage/v1 on reads; with apiEndpoint it does not.
    const read = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'DELETE' && read) {
      const key = `${read[1]!}/${decodeURIComponent(read[2]!)}`;
      if (!objects.delete(key)) return notFound();
      return { status: 204, headers: {}, body: '' };
    }
    if (request.method === 'GET' && read) {
      const name = decodeURIComponent(read[2]!);
      const object = objects.get(`${read[1]!}/${name}`);
      if (!object) return notFound();
      if (url.searchParams.get('alt') !== 'media') return json(200, resource(read[1]!, name, object));
      const headers = {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
        'x-goog-hash': `crc32c=${crc32c(object.bytes)},md5=${md5(object.bytes)}`,
        'x-goog-stored-content-encoding': 'identity',
      };
      return { status: 200, headers, body: object.bytes };
    }
    return notFound();
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = handle(request, Buffer.concat(chunks));
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
