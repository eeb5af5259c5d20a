/**
 * Response templates through the typed client (docs/api.md#response-templates): one group per
 * query (a category, or "any"), shared by the Response templates screen and the comment box's
 * picker, and the three changes, each of which marks every group stale once settled. The screens
 * word a change's failure themselves (`refusalText`, which knows a session that has ended).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '#domain/requests/constants.ts';
import type { TemplateInput } from '#domain/requests/response-templates.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useStaffChange } from './staff-change.ts';

/** A group as the list query and the screen's select name it: a category, or ANY_CATEGORY (#domain/requests/response-templates.ts) for templates of every category. */
export type TemplateGroup = Category;

export const LOAD_TEMPLATES_FAILED = 'Failed to load the templates.';
export const SAVE_TEMPLATE_FAILED = 'Failed to save the template.';
export const DELETE_TEMPLATE_FAILED = 'Failed to delete the template.';

const templates = api.api.staff['response-templates'];

/** @example useQuery(templateGroupQuery('Graffiti')) */
export const templateGroupQuery = (group: TemplateGroup) =>
  queryOptions({
    queryKey: queryKeys.responseTemplates.group(group),
    queryFn: () => readJson(templates.$get({ query: { category: group } })),
  });

/** A change to templates; every group is read again afterwards (an edit may move one). */
const useTemplateChange = <T, R>(send: (value: T) => Promise<R>) =>
  useStaffChange(send, queryKeys.responseTemplates.all);

const createTemplate = (input: TemplateInput) => readJson(templates.$post({ json: input }));
const updateTemplate = ({ id, input }: { id: string; input: TemplateInput }) =>
  readJson(templates[':id'].$post({ param: { id }, json: input }));
const deleteTemplate = (id: string) => readJson(templates[':id'].$delete({ param: { id } }));

export const useCreateTemplate = () => useTemplateChange(createTemplate);
export const useUpdateTemplate = () => useTemplateChange(updateTemplate);
export const useDeleteTemplate = () => useTemplateChange(deleteTemplate);
