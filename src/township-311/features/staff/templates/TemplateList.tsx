/**
 * One category's templates on the Response templates screen, by title: each with its text, who
 * changed it last and when, and `Edit` and `Delete` (named with the title for screen readers).
 * Without any, it says how to add the first.
 */
import type { RefObject } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { MAX_TEMPLATES_PER_GROUP, type ResponseTemplate } from '#domain/requests/response-templates.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { DANGER_BUTTON } from '../ConfirmDialog.tsx';

interface Props {
  /** `Graffiti`, or `any category`. */
  groupName: string;
  templates: readonly ResponseTemplate[];
  onEdit: (template: ResponseTemplate, trigger: HTMLElement) => void;
  onDelete: (template: ResponseTemplate, trigger: HTMLElement) => void;
  /** The list's heading takes focus when the button that had it goes away (a deleted template). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function TemplateList({ groupName, templates, onEdit, onDelete, headingRef }: Props) {
  return (
    <section aria-labelledby="template-list-heading" className="space-y-3">
      <h2 id="template-list-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Templates for {groupName}
      </h2>
      <p className="text-slate-700">
        {templates.length} of {MAX_TEMPLATES_PER_GROUP}
      </p>
      {templates.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-400 p-4 text-slate-800">
          <p className="font-semibold">No templates for {groupName} yet.</p>
          <p>Add one below: a short title staff will choose it by, and the text of the comment.</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {templates.map((template) => (
            <li key={template.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{template.title}</h3>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{template.text}</p>
              <p className="mt-2 text-sm text-slate-700">
                Changed {formatRequestDate(template.updatedAt)} by {template.updatedBy.name}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  type="button"
                  data-template-id={template.id}
                  aria-label={`Edit “${template.title}”`}
                  className={buttonClasses('secondary', 'md')}
                  onClick={(event) => {
                    onEdit(template, event.currentTarget);
                  }}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={DANGER_BUTTON}
                  aria-label={`Delete “${template.title}”`}
                  onClick={(event) => {
                    onDelete(template, event.currentTarget);
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
