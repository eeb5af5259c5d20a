/**
 * The response targets and holidays of the township in use (functions/config/township.ts), for
 * code that needs them outside the server's dependencies (stored documents read before the due
 * date was kept, the backfill of old requests, scripts). The profile the server started with, not
 * a second read of the folder: a server given another township reads that township's targets.
 */
import { serviceLevelsOf, type ServiceLevels } from '#domain/requests/service-levels.ts';
import { ensureTownship } from './township.ts';

/** @example loadServiceLevels().targets['Snow Removal'] // 1 with the sample profile */
export function loadServiceLevels(): ServiceLevels {
  return serviceLevelsOf(ensureTownship());
}
