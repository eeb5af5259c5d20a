/**
 * Response templates (docs/product.md#311-response-templates), for managers and admins: anyone
 * else is sent to the dashboard. `Show templates for` picks one category (or any category), whose
 * templates are listed with Edit and Delete; the form below adds one or edits the one chosen.
 * Focus: Edit moves to the form's title; adding, saving or cancelling goes to that template's
 * Edit button; deleting (after the dialog) to the list's heading.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ANY_CATEGORY, type ResponseTemplate } from '#domain/requests/response-templates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LiveMessage, SelectField } from '../FormField.tsx';
import { refusalText } from '../session-recovery.ts';
import { CapabilityGate } from '../CapabilityGate.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import {
  DELETE_TEMPLATE_FAILED,
  LOAD_TEMPLATES_FAILED,
  templateGroupQuery,
  useDeleteTemplate,
  type TemplateGroup,
} from '../response-templates-api.ts';
import { TemplateForm } from './TemplateForm.tsx';
import { TemplateList } from './TemplateList.tsx';
import { GroupOptions } from './GroupOptions.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';

const groupName = (group: TemplateGroup) => (group === ANY_CATEGORY ? 'any category' : group);
const groupOf = (template: ResponseTemplate): TemplateGroup => template.category ?? ANY_CATEGORY;

const focusEditButton = (id: string) =>
  document.querySelector<HTMLElement>(`[data-template-id="${CSS.escape(id)}"]`)?.focus();

/**
 * Focuses a template's Edit button once the list shows it: after a save the list is read again
 * (and may be another category's), so the button may not be there yet.
 */
function useFocusEditButton(templates: readonly ResponseTemplate[] | undefined) {
  const target = useRef<string | null>(null);
  useEffect(() => {
    const id = target.current;
    if (!id || !templates?.some((template) => template.id === id)) return;
    target.current = null;
    focusEditButton(id);
  }, [templates]);
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}

function TemplatesManager() {
  const selectId = useId();
  const [group, setGroup] = useState<TemplateGroup>(ANY_CATEGORY);
  const [editing, setEditing] = useState<ResponseTemplate | null>(null);
  /** Counts templates added: each gets a fresh, empty form. */
  const [added, setAdded] = useState(0);
  const [deleting, setDeleting] = useState<{ template: ResponseTemplate; trigger: HTMLElement } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useQuery(templateGroupQuery(group));
  const remove = useDeleteTemplate();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusEdit = useFocusEditButton(templates.data?.templates);

  const saved = (template: ResponseTemplate) => {
    setDone(editing ? `Saved “${template.title}”.` : `Added “${template.title}”.`);
    if (!editing) setAdded((count) => count + 1);
    setFailure(null);
    setEditing(null);
    setGroup(groupOf(template));
    focusEdit(template.id);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { template, trigger } = deleting;
    setDeleting(null);
    setDone(null);
    setFailure(null);
    heading.current?.focus();
    remove.mutate(template.id, {
      onSuccess: () => {
        setDone(`Deleted “${template.title}”.`);
        if (editing?.id === template.id) setEditing(null);
      },
      onError: (error) => {
        setFailure(refusalText(error, DELETE_TEMPLATE_FAILED));
        if (trigger.isConnected) trigger.focus();
      },
    });
  };

  return (
    <>
      <SelectField
        id={selectId}
        label="Show templates for"
        className="w-auto max-w-full"
        value={group}
        onChange={(event) => {
          setGroup(event.target.value);
          setDone(null);
        }}
      >
        <GroupOptions />
      </SelectField>
      <LiveMessage kind="status">{done}</LiveMessage>
      <LiveMessage kind="alert">{failure}</LiveMessage>
      <LoadState query={templates} loading="Loading templates…" failed={LOAD_TEMPLATES_FAILED}>
        {(data) => (
          <TemplateList
            groupName={groupName(group)}
            templates={data.templates}
            headingRef={heading}
            onEdit={(template) => {
              setDone(null);
              setEditing(template);
            }}
            onDelete={(template, trigger) => {
              setDone(null);
              setDeleting({ template, trigger });
            }}
          />
        )}
      </LoadState>
      <TemplateForm
        key={editing?.id ?? `new-${String(added)}`}
        editing={editing}
        group={group}
        onSaved={saved}
        onCancel={() => {
          if (editing) focusEditButton(editing.id);
          setEditing(null);
        }}
      />
      {deleting ? (
        <ConfirmDialog
          title="Delete template"
          text={`Are you sure you want to delete the template “${deleting.template.title}”? Staff will no longer be offered it.`}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => {
            setDeleting(null);
          }}
          returnFocus={deleting.trigger}
        />
      ) : null}
    </>
  );
}

export function ResponseTemplatesScreen() {
  useDocumentTitle('Response templates');
  return (
    <CapabilityGate capability="manageResponseTemplates">
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Response templates</h1>
        <p className="text-slate-700">
          Public comments staff insert from a request’s Public Comments box, then read and change before posting. Each
          category keeps up to 20, and up to 20 more are offered for any category.
        </p>
        <TemplatesManager />
      </div>
    </CapabilityGate>
  );
}
