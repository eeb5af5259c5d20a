/**
 * Response templates (docs/product.md#311-response-templates): one group listed at a time, and
 * added, edited and deleted by managers and admins (the route checks the role). The store checks
 * a group's bound and its titles inside its write; this turns its refusals into the API's.
 */
import type { Category } from '#domain/requests/constants.ts';
import {
  MAX_TEMPLATES_PER_GROUP,
  TEMPLATE_MESSAGES,
  type ResponseTemplate,
  type TemplateInput,
} from '#domain/requests/response-templates.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { ResponseTemplateStore, TemplateWrite } from '../storage/ports.ts';

export interface ResponseTemplateDeps {
  stores: { responseTemplates: ResponseTemplateStore };
}

type TemplateResult = { ok: true; template: ResponseTemplate } | { ok: false; status: 404 | 409; message: string };

const REFUSALS = {
  duplicate: { status: 409, message: TEMPLATE_MESSAGES.duplicateTitle },
  full: { status: 409, message: TEMPLATE_MESSAGES.full },
  'not-found': { status: 404, message: TEMPLATE_MESSAGES.notFound },
} as const;

const result = (write: TemplateWrite): TemplateResult => (write.ok ? write : { ok: false, ...REFUSALS[write.reason] });

const author = (actor: Pick<StaffProfile, 'id' | 'name'>) => ({ id: actor.id, name: actor.name });

/** One group's templates, by title; null is the group for any category. */
export function listTemplates(deps: ResponseTemplateDeps, category: Category | null): Promise<ResponseTemplate[]> {
  return deps.stores.responseTemplates.list(category);
}

/**
 * @example const result = await createTemplate(deps, { category: 'Graffiti', title, text }, c.var.staff);
 */
export async function createTemplate(
  deps: ResponseTemplateDeps,
  input: TemplateInput,
  actor: Pick<StaffProfile, 'id' | 'name'>,
): Promise<TemplateResult> {
  const write = await deps.stores.responseTemplates.create({ ...input, by: author(actor) }, MAX_TEMPLATES_PER_GROUP);
  return result(write);
}

/** Replaces a template's category, title and text; its author becomes the actor. */
export async function updateTemplate(
  deps: ResponseTemplateDeps,
  id: string,
  input: TemplateInput,
  actor: Pick<StaffProfile, 'id' | 'name'>,
): Promise<TemplateResult> {
  const write = await deps.stores.responseTemplates.update(
    id,
    { ...input, by: author(actor) },
    MAX_TEMPLATES_PER_GROUP,
  );
  return result(write);
}

export async function deleteTemplate(
  deps: ResponseTemplateDeps,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 404; message: string }> {
  return (await deps.stores.responseTemplates.delete(id))
    ? { ok: true }
    : { ok: false, status: 404, message: TEMPLATE_MESSAGES.notFound };
}
