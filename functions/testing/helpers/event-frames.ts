/**
 * Reading a server-sent event stream in tests: its text until a number of frames (each ends in a
 * blank line) has arrived, the stream ends, or the time is up, then the reader is cancelled; or
 * whether the server ends it in time.
 */

/**
 * @example const text = await readFrames(res.body!.pipeThrough(new TextDecoderStream()).getReader(), 2) // 'event: ready\n...'
 */
export async function readFrames(
  reader: ReadableStreamDefaultReader<string>,
  frames: number,
  timeoutMs = 5000,
): Promise<string> {
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while ((text.match(/\n\n/g) ?? []).length < frames && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
}

/**
 * Reads and drops what the stream sends until it ends or `timeoutMs` is up; whether it ended.
 * @example expect(await streamEnds(res.body!.getReader())).toBe(true);
 */
export async function streamEnds(reader: ReadableStreamDefaultReader<unknown>, timeoutMs = 2000): Promise<boolean> {
  let done = false;
  const deadline = Date.now() + timeoutMs;
  while (!done && Date.now() < deadline) done = (await reader.read()).done;
  return done;
}
