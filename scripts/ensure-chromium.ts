/**
 * Browser tests use Debian's Chromium (a test tool's own browser download cannot work here).
 * Installs it with apt-get when it is missing and we are root; otherwise says what to do.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
    return false;
  }
  console.log('Installing Debian chromium for the browser tests...');
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium']) && existsSync(CHROMIUM_PATH);
}
