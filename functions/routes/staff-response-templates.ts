/**
 * Response templates under /api/staff/response-templates (docs/api.md#response-templates):
 * reading a group goes with posting public comments (the comment box's picker); adding, editing
 * and deleting (DELETE /:id) is for managers and admins. With the session cookie and X-CSRF-Token,
 * like every staff change.
 */
import { Hono } from 'hono';
import { ApiFailure } from '../http/api-error.ts';
import {
  groupCategory,
  TEMPLATE_MESSAGES,
  templateInputSchema,
  templateListQuerySchema,
} from '#domain/requests/response-templates.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
  type ResponseTemplateDeps,
} from '../services/response-templates.ts';
import { validate } from './staff-validator.ts';

type ResponseTemplateRouteDeps = GuardDeps & ResponseTemplateDeps;

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The :id parameter, or a 404 for anything no template id can be. */
function templateId(id: string): string {
  if (id.length > 128) throw new ApiFailure(404, TEMPLATE_MESSAGES.notFound);
  return id;
}

/** Mounted at /api/staff/response-templates. */
export function responseTemplateRoutes(deps: ResponseTemplateRouteDeps) {
  const requireStaff = staffGuard(deps);
  return new Hono()
    .get('/', requireStaff('postPublicComment'), validate('query', templateListQuerySchema), async (c) => {
      const templates = await listTemplates(deps, groupCategory(c.req.valid('query').category));
      return c.json({ templates }, 200, NO_STORE);
    })
    .post('/', requireStaff('manageResponseTemplates'), validate('json', templateInputSchema), async (c) => {
      const result = await createTemplate(deps, c.req.valid('json'), c.var.staff);
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      return c.json({ template: result.template }, 201, NO_STORE);
    })
    .post('/:id', requireStaff('manageResponseTemplates'), validate('json', templateInputSchema), async (c) => {
      const result = await updateTemplate(deps, templateId(c.req.param('id')), c.req.valid('json'), c.var.staff);
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      return c.json({ template: result.template }, 200, NO_STORE);
    })
    .delete('/:id', requireStaff('manageResponseTemplates'), async (c) => {
      const id = templateId(c.req.param('id'));
      const result = await deleteTemplate(deps, id);
      if (!result.ok) throw new ApiFailure(result.status, result.message);
      return c.json({ deleted: id }, 200, NO_STORE);
    });
}
