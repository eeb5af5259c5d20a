/**
 * The township profile the browser tests run against (TOWNSHIP_DIR, or content/township), read
 * and checked as the build reads it: tests compare against its names, roads and links.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTownshipProfile } from '#domain/township/profile-schema.ts';

export function testTownship(dir = process.env.TOWNSHIP_DIR || 'content/township') {
  const file = join(resolve(dir), 'profile.json');
  const profile = readTownshipProfile(readFileSync(file, 'utf8'), file);
  return {
    profile,
    AGENCY_LINKS: {
      STATE: { name: profile.roads.STATE.agency, url: profile.roads.STATE.reportUrl },
      COUNTY: { name: profile.roads.COUNTY.agency, url: profile.roads.COUNTY.reportUrl },
    },
  };
}
