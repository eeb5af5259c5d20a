import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodesAsImage } from './photo-decode.ts';

const file = new Blob(['not really a picture'], { type: 'image/jpeg' });

afterEach(() => {
  vi.useRealTimers();
});

describe('decodesAsImage', () => {
  it('is true when the file decodes', async () => {
    expect(await decodesAsImage(file, { decode: () => Promise.resolve() })).toBe(true);
  });

  it('is false when the decoder refuses it', async () => {
    expect(
      await decodesAsImage(file, { decode: () => Promise.reject(new DOMException('bad', 'InvalidStateError')) }),
    ).toBe(false);
  });

  it('lets the file through when decoding takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const answer = decodesAsImage(file, { decode: () => new Promise(() => undefined), timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(true);
  });

  it('lets the file through in a browser without a decoder', async () => {
    expect(await decodesAsImage(file, { decode: null })).toBe(true);
  });
});
