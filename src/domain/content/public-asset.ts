import { z } from 'zod';

/** Whether `public/{path}` exists; path is site-relative, decoded, without query or fragment. */
export type PublicFileCheck = (path: string) => boolean;

let publicFileExists: PublicFileCheck | undefined;

/**
 * Sets how content parsing checks that linked files exist. Content is parsed at build time, in
 * Node: the content config (and the tests that parse content) pass a check over `public/`, so the
 * domain itself reads no files.
 * @example checkPublicFilesWith((path) => existsSync(join('public', path)))
 */
export function checkPublicFilesWith(check: PublicFileCheck): void {
  publicFileExists = check;
}

/**
 * A site-relative path to a file that must exist in `public/`, so no page links to a missing file.
 * Parsing fails while no check is set, rather than let a missing file through. The `publicAsset`
 * metadata (the extension, or "image") tells the browser editor to offer an upload (src/domain/admin/).
 * @example publicAsset('.pdf').parse('/docs/station-proposal.pdf')
 */
export function publicAsset(extension?: string) {
  return z
    .string()
    .startsWith('/', 'must start with "/" (a path inside public/)')
    .refine((path) => !extension || path.toLowerCase().endsWith(extension), {
      message: `must be a ${extension ?? ''} file`,
    })
    .refine(
      (path) => {
        if (!publicFileExists) throw new Error('Linked files cannot be checked: no public file check is set.');
        return publicFileExists(decodeURIComponent(path.split(/[?#]/)[0] ?? ''));
      },
      { error: (issue) => `file public${String(issue.input)} does not exist` },
    )
    .meta({ publicAsset: extension ?? 'image' });
}
