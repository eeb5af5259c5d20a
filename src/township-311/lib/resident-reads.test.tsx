import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  invalidateResidentReads,
  resetResidentReads,
  residentReadsUnder,
  setResidentRead,
  useResidentRead,
  type ResidentRead,
} from './resident-reads.ts';

/** A read whose replies the test hands out one by one. */
function controlled(key: string[]) {
  const waiting: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const read = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
  );
  return { read: { key, read } satisfies ResidentRead<string>, calls: read, waiting };
}

beforeEach(() => {
  resetResidentReads();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useResidentRead', () => {
  it('reads once for every screen showing the same key, pending until the reply', async () => {
    const { read, calls, waiting } = controlled(['requests', 'public', 'detail', 'a']);
    const first = renderHook(() => useResidentRead(read));
    const second = renderHook(() => useResidentRead(read));
    expect(first.result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    act(() => {
      waiting[0]?.resolve('one');
    });
    await waitFor(() => {
      expect(second.result.current).toMatchObject({ isPending: false, data: 'one' });
    });
    expect(first.result.current.data).toBe('one');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('keeps the last key’s data on screen, marked as a placeholder, while a new key loads', async () => {
    const pages = { a: controlled(['list', 'a']), b: controlled(['list', 'b']) };
    const { result, rerender } = renderHook(
      ({ page }: { page: 'a' | 'b' }) => useResidentRead({ ...pages[page].read, keepPrevious: true }),
      { initialProps: { page: 'a' as 'a' | 'b' } },
    );
    act(() => {
      pages.a.waiting[0]?.resolve('page a');
    });
    await waitFor(() => {
      expect(result.current.data).toBe('page a');
    });
    rerender({ page: 'b' });
    expect(result.current).toMatchObject({ data: 'page a', isPlaceholderData: true, isPending: false });
    act(() => {
      pages.b.waiting[0]?.resolve('page b');
    });
    await waitFor(() => {
      expect(result.current).toMatchObject({ data: 'page b', isPlaceholderData: false });
    });
  });

  it('refetches what is on screen when invalidated and ignores the reply it superseded', async () => {
    const { read, calls, waiting } = controlled(['requests', 'public', 'list', '']);
    const { result } = renderHook(() => useResidentRead(read));
    act(() => {
      invalidateResidentReads(['requests', 'public']);
    });
    expect(calls).toHaveBeenCalledTimes(2);
    act(() => {
      waiting[1]?.resolve('after the change');
    });
    await waitFor(() => {
      expect(result.current.data).toBe('after the change');
    });
    act(() => {
      waiting[0]?.resolve('before the change');
    });
    await Promise.resolve();
    expect(result.current.data).toBe('after the change');
  });

  it('marks what no screen shows stale, and reads it again on its next mount only', async () => {
    const { read, calls, waiting } = controlled(['requests', 'public', 'stats']);
    const first = renderHook(() => useResidentRead({ ...read, staleMs: 60_000 }));
    act(() => {
      waiting[0]?.resolve('figures');
    });
    await waitFor(() => {
      expect(first.result.current.data).toBe('figures');
    });
    first.unmount();
    renderHook(() => useResidentRead({ ...read, staleMs: 60_000 })).unmount();
    expect(calls).toHaveBeenCalledTimes(1);
    invalidateResidentReads(['requests']);
    expect(calls).toHaveBeenCalledTimes(1);
    const again = renderHook(() => useResidentRead({ ...read, staleMs: 60_000 }));
    expect(again.result.current.data).toBe('figures');
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('retries a failed fetch twice but not a 4xx, and shows the error only without data', async () => {
    resetResidentReads({ retry: true });
    vi.useFakeTimers();
    const failing = vi.fn(() => Promise.reject(new ApiError('Unavailable', 503, 'unavailable')));
    const down = renderHook(() => useResidentRead({ key: ['down'], read: failing }));
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(failing).toHaveBeenCalledTimes(3);
    expect(down.result.current).toMatchObject({ isError: true, isPending: false, data: undefined });

    const missing = vi.fn(() => Promise.reject(new ApiError('Not found', 404, 'not_found')));
    const unknown = renderHook(() => useResidentRead({ key: ['missing'], read: missing }));
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(missing).toHaveBeenCalledTimes(1);
    expect(unknown.result.current.error).toBeInstanceOf(ApiError);
  });

  it('lets the live feed patch every cached page under a prefix', async () => {
    const pages = [
      controlled(['requests', 'public', 'list', '']),
      controlled(['requests', 'public', 'list', '?status=New']),
    ];
    const views = pages.map(({ read }) => renderHook(() => useResidentRead(read)));
    act(() => {
      pages[0]?.waiting[0]?.resolve('newest');
      pages[1]?.waiting[0]?.resolve('new only');
    });
    await waitFor(() => {
      expect(views[1]?.result.current.data).toBe('new only');
    });
    const cached = residentReadsUnder<string>(['requests', 'public', 'list']);
    expect(cached.map(([key, data]) => [key[3], data])).toEqual([
      ['', 'newest'],
      ['?status=New', 'new only'],
    ]);
    act(() => {
      for (const [key, data] of cached) setResidentRead(key, `${data}, patched`);
    });
    expect(views.map((view) => view.result.current.data)).toEqual(['newest, patched', 'new only, patched']);
  });
});
