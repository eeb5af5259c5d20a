import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A site-relative path to a file that must exist in `public/`, so no page links to a missing file.
 * @example publicAsset('.pdf').parse('/docs/station-proposal.pdf')
 */
export function publicAsset(extension?: string, publicDir = join(process.cwd(), 'public')) {
  return z
    .string()
    .startsWith('/', 'must start with "/" (a path inside public/)')
    .refine((path) => !extension || path.toLowerCase().endsWith(extension), {
      message: `must be a ${extension ?? ''} file`,
    })
    .refine((path) => existsSync(join(publicDir, decodeURIComponent(path.split(/[?#]/)[0] ?? ''))), {
      error: (issue) => `file public${String(issue.input)} does not exist`,
    });
}
