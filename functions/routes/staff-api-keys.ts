/**
 * Open311 API keys, admin only, next to the staff account calls and in their style (session cookie
 * plus X-CSRF-Token): GET /api/admin/api-keys, POST /api/admin/api-keys {label} and
 * DELETE /api/admin/api-keys/:id (revoke). The new key is in the create reply only, which no cache
 * may keep.
 */
import { Hono } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import { API_KEY_MESSAGES, apiKeyIdSchema, createApiKeySchema } from '#domain/requests/api-key-input.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyDeps } from '../services/api-keys.ts';
import { validate, validPath } from './staff-validator.ts';

type ApiKeyRouteDeps = GuardDeps & ApiKeyDeps;

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Mounted at /api/admin. */
export function apiKeyRoutes(deps: ApiKeyRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .get('/api-keys', requireStaff('manageApiKeys'), async (c) =>
      c.json({ apiKeys: await listApiKeys(deps) }, 200, NO_STORE),
    )
    .post('/api-keys', requireStaff('manageApiKeys'), validate('json', createApiKeySchema), async (c) => {
      const { apiKey, secret } = await createApiKey(deps, c.req.valid('json'), c.var.staff);
      return c.json({ apiKey, key: secret }, 201, NO_STORE);
    })
    .delete(
      '/api-keys/:id',
      requireStaff('manageApiKeys'),
      validPath(apiKeyIdSchema, API_KEY_MESSAGES.unknownKey),
      async (c) => {
        const result = await revokeApiKey(deps, c.req.valid('param').id);
        if (!result.ok) throw new ApiFailure(result.status, result.message);
        return c.json({ apiKey: result.apiKey }, 200, NO_STORE);
      },
    );
}
