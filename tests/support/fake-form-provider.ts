import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A local stand-in for the form-forwarding provider (Web3Forms-style): multipart POST /submit,
 * JSON replies, CORS for the site. The submitted name picks the behaviour, so parallel tests share
 * no state: "Reject" 403, "NoMessage" success false without a message, "Network" a dropped socket,
 * "NonJson" 502 HTML, "Slow" success once POST /release?name=... arrives (or after SLOW_REPLY_LIMIT_MS),
 * else success. GET /submissions?name=... lists what arrived for that name. A held reply lets a test
 * look at the sending state for as long as it needs, however loaded the machine is.
 */
const SLOW_REPLY_LIMIT_MS = 30_000;
const PROVIDER_REJECT_MESSAGE = 'Invalid access key';

export interface RecordedSubmission {
  contentType: string;
  multipart: boolean;
  fields: Record<string, string>;
  receivedAt: string;
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses the body with the platform's own multipart parser, as the real provider would. */
async function parseForm(contentType: string, body: Buffer): Promise<Record<string, string> | null> {
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) fields[key] = typeof value === 'string' ? value : value.name;
    return fields;
  } catch {
    return null;
  }
}

type Held = Map<string, (() => void)[]>;

/** Replies once the test releases the name, or after the limit so nothing hangs. */
function holdReply(res: ServerResponse, name: string, held: Held): void {
  let done = false;
  const reply = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    send(res, 200, { success: true, message: 'Email sent successfully!' });
  };
  const timer = setTimeout(reply, SLOW_REPLY_LIMIT_MS);
  // A reply a failed test never released does not keep the test run alive.
  timer.unref();
  held.set(name, [...(held.get(name) ?? []), reply]);
}

function release(name: string, held: Held): number {
  const waiting = held.get(name) ?? [];
  held.delete(name);
  for (const reply of waiting) reply();
  return waiting.length;
}

async function handleSubmit(
  req: IncomingMessage,
  res: ServerResponse,
  log: RecordedSubmission[],
  held: Held,
): Promise<void> {
  const contentType = req.headers['content-type'] ?? '';
  const fields = await parseForm(contentType, await readBody(req));
  if (!fields) {
    send(res, 400, { success: false, message: 'Could not read the form data.' });
    return;
  }
  log.push({
    contentType,
    multipart: contentType.startsWith('multipart/form-data'),
    fields,
    receivedAt: new Date().toISOString(),
  });
  if (!fields.access_key) {
    send(res, 400, { success: false, message: 'Access key is missing.' });
    return;
  }
  if (fields.botcheck) {
    send(res, 200, { success: false, message: 'Spam detected.' });
    return;
  }
  const name = fields.name ?? '';
  if (name.includes('Network')) {
    req.socket.destroy();
  } else if (name.includes('Reject')) {
    send(res, 403, { success: false, message: PROVIDER_REJECT_MESSAGE });
  } else if (name.includes('NoMessage')) {
    send(res, 200, { success: false });
  } else if (name.includes('NonJson')) {
    res.writeHead(502, { ...corsHeaders, 'Content-Type': 'text/html' });
    res.end('<h1>502 Bad Gateway</h1>');
  } else if (name.includes('Slow')) {
    holdReply(res, name, held);
  } else {
    send(res, 200, { success: true, message: 'Email sent successfully!' });
  }
}

/** Starts the fake provider on 127.0.0.1:port; resolves once it is listening. */
export function startFakeFormProvider(port: number): Promise<{ close(): Promise<void> }> {
  const log: RecordedSubmission[] = [];
  const held: Held = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
    } else if (req.method === 'POST' && url.pathname === '/submit') {
      handleSubmit(req, res, log, held).catch(() => {
        if (!res.headersSent) send(res, 500, { success: false, message: 'Fake provider failure.' });
      });
    } else if (req.method === 'POST' && url.pathname === '/release') {
      send(res, 200, { released: release(url.searchParams.get('name') ?? '', held) });
    } else if (req.method === 'GET' && url.pathname === '/submissions') {
      const name = url.searchParams.get('name');
      send(
        res,
        200,
        log.filter((s) => name === null || s.fields.name === name),
      );
    } else {
      send(res, 404, { success: false, message: 'Not found.' });
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
