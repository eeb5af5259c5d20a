/**
 * Kept only for functions/storage/contract/*, which is edited elsewhere; the request builder lives
 * in src/shared/testing/service-request.ts. Remove once those imports point there.
 */
export { sampleRequest } from '../testing/service-request.ts';
