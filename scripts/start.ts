/**
 * `npm start`: build the site if it is missing or older than its sources, then serve it.
 * Only the default output folder is rebuilt automatically; a STATIC_DIR pointing elsewhere (such
 * as the browser-test build) is served as it is, because it may have been built with other settings.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, parseEnv } from '#server/config/env.ts';
import { BUILD_SOURCES, needsBuild, newestMtime, stampMtime } from './build-stamp.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const defaultOutDir = resolve(projectRoot, 'dist');

/** Runs `astro build` with this Node, forwarding Ctrl-C and SIGTERM so the build stops with us. */
function build(): Promise<number> {
  const astro = resolve(projectRoot, 'node_modules/astro/bin/astro.mjs');
  const child = spawn(process.execPath, [astro, 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((done) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(signal ? 1 : (code ?? 1));
    });
  });
}

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (env.STATIC_DIR === defaultOutDir) {
  const decision = needsBuild({
    stampMs: stampMtime(defaultOutDir),
    newestSourceMs: newestMtime(projectRoot, BUILD_SOURCES),
  });
  if (decision.build) {
    console.log(`Building the site (${decision.reason})...`);
    const code = await build();
    if (code !== 0) process.exit(code);
  }
}

// The server reads the same environment and installs its own SIGINT/SIGTERM handling.
await import('#server/entry-node.ts');
