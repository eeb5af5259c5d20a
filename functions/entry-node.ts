/** The local server: `node functions/entry-node.ts` (npm run serve), configured by the environment. */
import { assertStaticDir, EnvError, parseEnv } from './config/env.ts';
import { createDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { startServer } from './node-server.ts';
import { startStaffMailWorker } from './notify/staff-mail-worker.ts';
import { STAFF_MAIL } from '#domain/requests/staff-mail.ts';
import { firstAdminHint } from './services/first-admin-hint.ts';

try {
  const env = parseEnv(process.env);
  assertStaticDir(env);
  const logger = createLogger(env.LOG_LEVEL);
  const services = await createDeps({ env, logger });
  services.providers.notifier.start();
  startStaffMailWorker(services, env.STAFF_DIGEST_HOUR ?? STAFF_MAIL.defaultDigestHour);
  startServer(env, { services, logger });
  const hint = await firstAdminHint(services.stores.staff);
  if (hint) logger.info(hint);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
