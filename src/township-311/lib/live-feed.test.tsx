import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_MS, useLiveFeed, type LiveFeedHandlers } from './live-feed.ts';

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

function Feed(props: LiveFeedHandlers & { url: string | null }) {
  useLiveFeed(props.url, props);
  return null;
}

describe('useLiveFeed', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('passes parsed events on and refetches only on a reconnection', () => {
    const onChange = vi.fn();
    const onOpen = vi.fn();
    render(<Feed url="/api/requests/events" onChange={onChange} onOpen={onOpen} />);
    const source = FakeEventSource.instances[0]!;
    act(() => {
      source.emit('ready');
      source.emit('created', '{"id":"a"}');
      source.emit('updated', 'not json');
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('created', { id: 'a' });
    expect(onOpen).not.toHaveBeenCalled();
    act(() => {
      source.emit('ready');
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens a new stream after one that gave up, and refetches when it is ready', () => {
    const onOpen = vi.fn();
    render(<Feed url="/api/requests/events" onChange={vi.fn()} onOpen={onOpen} />);
    const first = FakeEventSource.instances[0]!;
    act(() => {
      first.emit('ready');
      first.readyState = FakeEventSource.CONNECTING;
      first.emit('error'); // the browser retries this one itself
      vi.advanceTimersByTime(RECONNECT_MS);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error'); // an HTTP error: the browser gave up
      vi.advanceTimersByTime(RECONNECT_MS - 1);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => {
      FakeEventSource.instances[1]!.emit('ready');
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes the stream and cancels a pending reconnection on unmount', () => {
    const view = render(<Feed url="/api/requests/events" onChange={vi.fn()} />);
    const first = FakeEventSource.instances[0]!;
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error');
    });
    view.unmount();
    act(() => {
      vi.advanceTimersByTime(RECONNECT_MS * 2);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
