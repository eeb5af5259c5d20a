import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicFileCheck } from '#domain/content/public-asset.ts';

/**
 * The build's check that a linked file exists in the project's `public/` folder.
 * @example inPublicFolder()('/docs/station-proposal.pdf') // true when public/docs/station-proposal.pdf exists
 */
export function inPublicFolder(publicDir = join(process.cwd(), 'public')): PublicFileCheck {
  return (path) => existsSync(join(publicDir, path));
}
