/**
 * The response targets and holidays of the township profile (functions/config/township.ts), for
 * code that needs them outside the server's dependencies (the backfill of old requests, scripts).
 */
import { serviceLevelsOf, type ServiceLevels } from '#domain/requests/service-levels.ts';
import { loadTownship } from './township.ts';

/** @example loadServiceLevels().targets['Snow Removal'] // 1 with the sample profile */
export function loadServiceLevels(dir?: string): ServiceLevels {
  return serviceLevelsOf(loadTownship(dir).profile);
}
