import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_POLL_MS } from '#domain/requests/live-changes.ts';
import { onSessionEnded } from './api-client.ts';
import { RECONNECT_MS, STAFF_LIVE_FEED, useLiveFeed, type LiveFeedHandlers } from './live-feed.ts';

/** An EventSource the test drives: open, events, errors and the closed state. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

const FEED = { stream: '/api/requests/events', changes: '/api/requests/changes' };

function Feed(props: LiveFeedHandlers & { off?: boolean; staff?: boolean }) {
  const started = useLiveFeed(props.off ? null : props.staff ? STAFF_LIVE_FEED : FEED, props);
  return <p data-testid="started">{String(started)}</p>;
}
const started = () => screen.getByTestId('started').textContent;

/** A changes answer as the server sends it. */
const answer = (body: Record<string, unknown> & { cursor: string }, status = 200) =>
  new Response(status === 304 ? null : JSON.stringify({ events: [], transport: 'poll', pollMs: 3000, ...body }), {
    status,
    headers: { ETag: `"${body.cursor}"` },
  });

let replies: (() => Response | Promise<Response>)[];
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => {
  const next = replies.shift();
  return next ? Promise.resolve(next()) : Promise.reject(new Error('offline'));
});
/** The URLs asked, in order. */
const asked = () => fetchMock.mock.calls.map(([url]) => url);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let visibility: DocumentVisibilityState = 'visible';
const show = async (state: DocumentVisibilityState) => {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
  });
};

beforeEach(() => {
  FakeEventSource.instances = [];
  replies = [];
  fetchMock.mockClear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLiveFeed with transport stream', () => {
  beforeEach(() => {
    replies = [() => answer({ cursor: 'c0', transport: 'stream' })];
  });

  it('asks the changes endpoint first, then passes parsed events on and refetches only on a reconnection', async () => {
    const onChange = vi.fn();
    const onOpen = vi.fn();
    replies.push(() => answer({ cursor: 'c0', transport: 'stream' }));
    render(<Feed onChange={onChange} onOpen={onOpen} />);
    expect(FakeEventSource.instances).toHaveLength(0);
    await advance(0);
    expect(asked()).toEqual(['/api/requests/changes']);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/requests/events');
    act(() => {
      source.emit('ready');
      source.emit('created', '{"id":"a"}');
      source.emit('updated', 'not json');
    });
    await advance(0);
    expect(asked()).toEqual(['/api/requests/changes', '/api/requests/changes?since=c0']);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('created', { id: 'a' });
    expect(onOpen).not.toHaveBeenCalled();
    act(() => {
      source.emit('ready');
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('passes on what changed while the stream connected, as events', async () => {
    const onChange = vi.fn();
    const onOpen = vi.fn();
    replies.push(() => answer({ cursor: 'c1', transport: 'stream', events: [{ type: 'created', data: { id: 'b' } }] }));
    render(<Feed onChange={onChange} onOpen={onOpen} />);
    await advance(0);
    act(() => {
      FakeEventSource.instances[0]!.emit('ready');
    });
    await advance(0);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('created', { id: 'b' });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it.each([
    ['the feed cannot say what changed', () => answer({ cursor: 'c1', transport: 'stream', reset: true })],
    ['more changed than one page', () => answer({ cursor: 'c1', transport: 'stream', more: true })],
    ['the ask fails', () => new Response('{}', { status: 503 })],
  ])('refetches when the stream first opens and %s', async (_case, reply) => {
    const onChange = vi.fn();
    const onOpen = vi.fn();
    replies.push(reply);
    render(<Feed onChange={onChange} onOpen={onOpen} />);
    await advance(0);
    act(() => {
      FakeEventSource.instances[0]!.emit('ready');
    });
    await advance(0);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens a new stream after one that gave up, and refetches when it is ready', async () => {
    const onOpen = vi.fn();
    replies.push(() => answer({ cursor: 'c0', transport: 'stream' }));
    render(<Feed onChange={vi.fn()} onOpen={onOpen} />);
    await advance(0);
    const first = FakeEventSource.instances[0]!;
    act(() => {
      first.emit('ready');
      first.readyState = FakeEventSource.CONNECTING;
      first.emit('error'); // the browser retries this one itself
    });
    await advance(RECONNECT_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error'); // an HTTP error: the browser gave up
    });
    await advance(RECONNECT_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => {
      FakeEventSource.instances[1]!.emit('ready');
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes the stream and cancels a pending reconnection on unmount', async () => {
    const view = render(<Feed onChange={vi.fn()} />);
    await advance(0);
    const first = FakeEventSource.instances[0]!;
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error');
    });
    view.unmount();
    await advance(RECONNECT_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('asks nothing without a feed, and counts as started', async () => {
    render(<Feed off onChange={vi.fn()} />);
    expect(started()).toBe('true');
    await advance(RECONNECT_MS);
    expect(asked()).toEqual([]);
  });

  it('has started once its first answer has come, before the stream opens', async () => {
    let answerFirst: (reply: Response) => void = () => {};
    replies = [() => new Promise<Response>((resolve) => (answerFirst = resolve))];
    render(<Feed onChange={vi.fn()} />);
    await advance(0);
    expect(asked()).toEqual(['/api/requests/changes']);
    expect(started()).toBe('false');
    answerFirst(answer({ cursor: 'c0', transport: 'stream' }));
    await advance(0);
    expect(started()).toBe('true');
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('useLiveFeed with transport poll', () => {
  it('polls with the cursor every pollMs, applies events, and sends the ETag for a 304', async () => {
    const onChange = vi.fn();
    replies = [
      () => answer({ cursor: 'c0' }),
      () => answer({ cursor: 'c1', events: [{ type: 'updated', data: { id: 'a' } }] }),
      () => answer({ cursor: 'c1' }, 304),
    ];
    render(<Feed onChange={onChange} />);
    await advance(2999);
    expect(asked()).toEqual(['/api/requests/changes']);
    expect(FakeEventSource.instances).toHaveLength(0);
    await advance(1);
    expect(asked()[1]).toBe('/api/requests/changes?since=c0');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('updated', { id: 'a' });
    await advance(3000);
    expect(asked()[2]).toBe('/api/requests/changes?since=c1');
    expect(fetchMock.mock.calls[2]![1]?.headers).toEqual({ 'If-None-Match': '"c1"' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('asks again at once while the server has more, and refetches on a reset', async () => {
    const onOpen = vi.fn();
    replies = [
      () => answer({ cursor: 'c0' }),
      () => answer({ cursor: 'c1', more: true, events: [{ type: 'created', data: { id: 'a' } }] }),
      () => answer({ cursor: 'c2', reset: true }),
    ];
    render(<Feed onChange={vi.fn()} onOpen={onOpen} />);
    await advance(3000);
    await advance(10); // the next poll, at once (not after pollMs)
    expect(asked()).toEqual([
      '/api/requests/changes',
      '/api/requests/changes?since=c0',
      '/api/requests/changes?since=c1',
    ]);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('polls seldom while hidden and at once when shown again', async () => {
    replies = [() => answer({ cursor: 'c0' }), () => answer({ cursor: 'c0' }), () => answer({ cursor: 'c0' })];
    render(<Feed onChange={vi.fn()} />);
    await advance(0);
    await show('hidden');
    await advance(3000);
    expect(asked()).toHaveLength(2); // the poll already due
    await advance(HIDDEN_POLL_MS - 1);
    expect(asked()).toHaveLength(2);
    await show('visible');
    expect(asked()).toHaveLength(3);
  });

  it('waits longer after each failure, and goes on from its cursor once the server answers', async () => {
    const onOpen = vi.fn();
    replies = [() => answer({ cursor: 'c0' }), () => new Response(null, { status: 503 })];
    render(<Feed onChange={vi.fn()} onOpen={onOpen} />);
    await advance(3000);
    expect(asked()).toHaveLength(2);
    await advance(6000 - 1); // 3 s doubled; the next one fails offline
    expect(asked()).toHaveLength(2);
    await advance(1);
    expect(asked()).toHaveLength(3);
    replies = [() => answer({ cursor: 'c1' })];
    await advance(12_000);
    expect(asked()).toHaveLength(4);
    expect(asked()[3]).toBe('/api/requests/changes?since=c0');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('starts again from now, and refetches, when the server refuses the cursor', async () => {
    const onOpen = vi.fn();
    replies = [() => answer({ cursor: 'c0' }), () => answer({ cursor: 'x' }, 400), () => answer({ cursor: 'c9' })];
    render(<Feed onChange={vi.fn()} onOpen={onOpen} />);
    await advance(3000);
    expect(asked().slice(1)).toEqual(['/api/requests/changes?since=c0', '/api/requests/changes']);
    expect(onOpen).toHaveBeenCalledTimes(1);
    replies = [() => answer({ cursor: 'c9' })];
    await advance(3000);
    expect(asked()[3]).toBe('/api/requests/changes?since=c9');
  });

  it('asks again after a failed first ask, then refetches', async () => {
    const onOpen = vi.fn();
    render(<Feed onChange={vi.fn()} onOpen={onOpen} />);
    await advance(0);
    // Screens may read now: what changes meanwhile is refetched when an ask succeeds.
    expect(started()).toBe('true');
    expect(onOpen).not.toHaveBeenCalled();
    replies = [() => answer({ cursor: 'c0' })];
    await advance(RECONNECT_MS);
    expect(asked()).toEqual(['/api/requests/changes', '/api/requests/changes']);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("tells the portal a staff feed's session has ended when a poll is answered 401", async () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    replies = [() => answer({ cursor: 'c0' }), () => new Response(null, { status: 401 })];
    render(<Feed staff onChange={vi.fn()} />);
    await advance(3000);
    expect(asked()).toEqual(['/api/staff/changes', '/api/staff/changes?since=c0']);
    expect(ended).toHaveBeenCalledExactlyOnceWith({ change: false });
    unsubscribe();
  });

  it('stops polling on unmount', async () => {
    replies = [() => answer({ cursor: 'c0' })];
    const view = render(<Feed onChange={vi.fn()} />);
    await advance(0);
    view.unmount();
    await advance(HIDDEN_POLL_MS);
    expect(asked()).toHaveLength(1);
  });
});
