/** The server's Node flags are the same wherever it is started: npm start, npm run serve, the benchmarks. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './child-server.ts';

const scripts = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

it.each(['start', 'serve'])('npm run %s starts Node with the server flags', (name) => {
  expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} `);
});
