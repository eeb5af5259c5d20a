import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkPublicFilesWith } from '../content/public-asset.ts';

/** Content parsed by tests checks linked files against the repository's `public/`, as the build does. */
checkPublicFilesWith((path) => existsSync(join(import.meta.dirname, '..', '..', '..', 'public', path)));
