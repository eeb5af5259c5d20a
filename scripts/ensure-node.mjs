/**
 * Guard for project scripts: they need the Node 24 that the project pins (node_modules/.bin/node).
 * `npm run` puts that Node first on PATH; running a script with an older Node stops here with a clear message.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 or newer (found ${process.versions.node}). Run it through npm (npm start, npm test), which uses the pinned Node in node_modules/.bin.`,
  );
  process.exit(1);
}
