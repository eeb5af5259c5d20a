/**
 * The response targets (content/311-service-levels.json), read once at start-up beside
 * content/site.json (the Cloud Functions bundle carries both). A missing or invalid file stops the
 * server, naming the file and the field, rather than giving requests wrong due dates.
 */
import { readFileSync } from 'node:fs';
import { serviceLevelsSchema, type ServiceLevels } from '#domain/requests/service-levels.ts';
import { SITE_FILE } from './site.ts';

export const SERVICE_LEVELS_FILE = '311-service-levels.json';

/** @example loadServiceLevels().targets['Snow Removal'] // 1 */
export function loadServiceLevels(siteFile: URL = SITE_FILE): ServiceLevels {
  const file = new URL(SERVICE_LEVELS_FILE, siteFile);
  const result = serviceLevelsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid content/${SERVICE_LEVELS_FILE} at ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
  }
  return result.data;
}
