/**
 * Every test starts with the township of content/township/ (or TOWNSHIP_DIR), as the server and
 * the build do; a test of another township sets its own with setTownship(). Read without its
 * schema: loading zod's full build here would give every test its English messages, which the
 * resident screens never load (the profile's own test and the server check the file).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TownshipProfile } from '#domain/township/profile-schema.ts';
import { setTownship } from '#domain/township/township.ts';

const dir = resolve(process.env.TOWNSHIP_DIR || 'content/township');
setTownship(JSON.parse(readFileSync(join(dir, 'profile.json'), 'utf8')) as TownshipProfile);
