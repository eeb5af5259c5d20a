/**
 * Benchmark of the message system (run: npm run bench:messages): the weight the 311 app's message
 * runtime adds to a screen (parser, formatter, pseudo-locale and the React hook, minified and
 * gzipped as the build ships them), and the time to read a screen's messages: the first parse of
 * each message (cold, as a page opening does), a parse once warm, and a format of a parsed one.
 * The baseline, measured in the same run, is a plain `replace` of `{name}` in the same strings:
 * what the cheapest possible templating would cost. docs/benchmarks.md records the results.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { formatMessage, parseMessage } from '#domain/i18n/message-format.ts';

const ENTRY = `
import { useMessages, rich, LanguageContext } from '#township-311/lib/i18n.tsx';
import { defineMessages } from '#domain/i18n/messages.ts';
const m = defineMessages('x', { a: 'Hello {name}' });
export function A() { const t = useMessages(m); return [t('a', { name: 'x' }), rich(t, 'a', {})]; }
export { LanguageContext };
`;

async function runtimeWeight(): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'virtual:township-catalogs'],
    define: { 'import.meta.glob': 'Object' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const SAMPLES = 2_000;
const message = (i: number) => `Request ${i}: {name} added {n, plural, one {# photo} other {# photos}} <b>today</b>`;

function microseconds(run: () => void, count: number): number {
  const start = performance.now();
  run();
  return ((performance.now() - start) / count) * 1000;
}

const weight = await runtimeWeight();
const cold = microseconds(() => {
  for (let i = 0; i < SAMPLES; i++) parseMessage(message(i));
}, SAMPLES);
const warm = microseconds(() => {
  for (let i = SAMPLES; i < SAMPLES * 2; i++) parseMessage(message(i));
}, SAMPLES);
const texts = Array.from({ length: SAMPLES }, (_, i) => message(i));
const format = microseconds(() => {
  for (let round = 0; round < 20; round++)
    for (const text of texts) formatMessage(text, { name: 'Ana', n: round }, 'es');
}, SAMPLES * 20);
const baseline = microseconds(() => {
  for (let round = 0; round < 20; round++) for (const text of texts) text.replace('{name}', 'Ana');
}, SAMPLES * 20);

console.log(
  `message runtime: ${(weight.raw / 1024).toFixed(1)} KB minified, ${(weight.gzip / 1024).toFixed(2)} KB gzip`,
);
console.log(`parse, first ${SAMPLES} messages (cold): ${cold.toFixed(1)} µs each`);
console.log(`parse, next ${SAMPLES} (warm): ${warm.toFixed(1)} µs each`);
console.log(
  `format a parsed message: ${format.toFixed(2)} µs; baseline string replace ${baseline.toFixed(3)} µs (×${(format / baseline).toFixed(0)})`,
);
console.log(`a screen of 150 messages, read cold: ${((cold * 150) / 1000).toFixed(1)} ms`);
