import { Hono } from 'hono';
import type { SSEMessage } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { eventStream, KEEP_ALIVE_COMMENT, MAX_PENDING_EVENTS, type EventStreamOptions } from './event-stream.ts';

/** A stream's feed as a test drives it: what was sent, and whether it was stopped. */
function harness(options: Partial<EventStreamOptions> & { alive?: () => Promise<boolean> } = {}) {
  let send: (message: SSEMessage) => void = () => undefined;
  let end: () => void = () => undefined;
  let stopped = 0;
  let resolveStopped = () => {};
  const stoppedOnce = new Promise<void>((resolve) => (resolveStopped = resolve));
  const errors: unknown[] = [];
  const app = new Hono().get('/events', (c) =>
    eventStream(c, {
      heartbeatMs: 60_000,
      onWriteError: (error) => errors.push(error),
      open: (sendEvent, endStream) => {
        send = sendEvent;
        end = endStream;
        return {
          stop: () => {
            stopped += 1;
            resolveStopped();
          },
          ...(options.alive ? { alive: options.alive } : {}),
        };
      },
      ...options,
    }),
  );
  return {
    app,
    errors,
    stoppedOnce,
    stopped: () => stopped,
    send: (message: SSEMessage) => {
      send(message);
    },
    end: () => {
      end();
    },
  };
}

/** Reads the body until `until` holds for the text so far, or the stream ends. */
async function readUntil(response: Response, until: (text: string) => boolean = () => false) {
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    if (until(text)) return { text, done: false, reader };
    const { value, done } = await reader.read();
    if (done) return { text, done: true, reader };
    text += decoder.decode(value, { stream: true });
  }
}

describe('eventStream', () => {
  it('answers text/event-stream that proxies do not buffer, ready first, then the events in order', async () => {
    const feed = harness({ retryMs: 5000 });
    const res = await feed.app.request('/events');
    expect(res.headers.get('Content-Type')).toBe('text/event-stream');
    expect(res.headers.get('X-Accel-Buffering')).toBe('no');
    const ready = await readUntil(res, (text) => text.includes('\n\n'));
    expect(ready.text).toBe('event: ready\ndata: {}\nretry: 5000\n\n');
    feed.send({ id: '1', event: 'created', data: '{"a":1}' });
    feed.send({ event: 'updated', data: '{"b":2}' });
    let text = '';
    const decoder = new TextDecoder();
    while (!text.includes('updated')) text += decoder.decode((await ready.reader.read()).value);
    expect(text).toBe('event: created\ndata: {"a":1}\nid: 1\n\nevent: updated\ndata: {"b":2}\n\n');
    await ready.reader.cancel();
  });

  it('sends ready without a retry field unless asked', async () => {
    const feed = harness();
    const { text, reader } = await readUntil(await feed.app.request('/events'), (t) => t.includes('\n\n'));
    expect(text).toBe('event: ready\ndata: {}\n\n');
    await reader.cancel();
  });

  it('writes a keep-alive comment at the interval while nothing happens', async () => {
    const feed = harness({ heartbeatMs: 10 });
    const { text, reader } = await readUntil(await feed.app.request('/events'), (t) =>
      t.includes(KEEP_ALIVE_COMMENT + KEEP_ALIVE_COMMENT),
    );
    expect(text.startsWith('event: ready\ndata: {}\n\n')).toBe(true);
    expect(text.endsWith(KEEP_ALIVE_COMMENT + KEEP_ALIVE_COMMENT)).toBe(true);
    await reader.cancel();
  });

  it('stops its feed once when the reader goes away', async () => {
    const feed = harness({ heartbeatMs: 10 });
    const { reader } = await readUntil(await feed.app.request('/events'), (t) => t.includes('ready'));
    await reader.cancel();
    await feed.stoppedOnce;
    expect(feed.stopped()).toBe(1);
  });

  it('ends when the server shuts down, and at once when it already has', async () => {
    const shutdown = new AbortController();
    const open = harness({ shutdown: shutdown.signal });
    const reading = readUntil(await open.app.request('/events'));
    shutdown.abort();
    expect((await reading).done).toBe(true);
    expect(open.stopped()).toBe(1);

    const late = harness({ shutdown: shutdown.signal });
    expect((await readUntil(await late.app.request('/events'))).done).toBe(true);
    expect(late.stopped()).toBe(1);
  });

  it('ends when its feed ends it', async () => {
    const feed = harness();
    const res = await feed.app.request('/events');
    feed.end();
    expect((await readUntil(res)).done).toBe(true);
    expect(feed.stopped()).toBe(1);
  });

  it('skips each write the feed is not alive for', async () => {
    // Asked once a write, in order: not alive for the ready event and the first change.
    const answers = [false, false];
    const feed = harness({ alive: () => Promise.resolve(answers.shift() ?? true) });
    const res = await feed.app.request('/events');
    feed.send({ event: 'created', data: 'hidden' });
    feed.send({ event: 'updated', data: 'shown' });
    const { text, reader } = await readUntil(res, (t) => t.includes('shown'));
    expect(text).toBe('event: updated\ndata: shown\n\n');
    await reader.cancel();
  });

  it('reports a failed write and ends the stream', async () => {
    const feed = harness();
    const res = await feed.app.request('/events');
    feed.send({ event: 'bad\nname', data: '{}' });
    const { done } = await readUntil(res);
    expect(done).toBe(true);
    expect(feed.errors).toHaveLength(1);
    expect(String(feed.errors[0])).toMatch(/must not contain/);
    expect(feed.stopped()).toBe(1);
  });

  it(`drops a reader ${MAX_PENDING_EVENTS} messages behind`, async () => {
    const feed = harness();
    const res = await feed.app.request('/events');
    for (let i = 0; i < MAX_PENDING_EVENTS + 10; i++) feed.send({ event: 'updated', data: String(i) });
    await feed.stoppedOnce;
    const { text, done } = await readUntil(res);
    expect(done).toBe(true);
    expect(text).not.toContain(`data: ${MAX_PENDING_EVENTS + 9}\n`);
  });
});
