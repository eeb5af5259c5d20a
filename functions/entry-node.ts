/** The local server: `node functions/entry-node.ts` (npm run serve), configured by the environment. */
import { EnvError, parseEnv } from './config/env.ts';
import { startServer } from './node-server.ts';

try {
  startServer(parseEnv(process.env));
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
