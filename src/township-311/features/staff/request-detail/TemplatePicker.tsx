/**
 * The comment box's `Insert template` (docs/product.md#311-response-templates): the request's
 * category's templates, then those for any category, in a native select (arrowing through it
 * inserts nothing) with its own `Insert` button, enabled once one is chosen. Inserting puts the
 * text into the box at the cursor and returns focus there, to be read and changed before posting.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Category } from '#domain/requests/constants.ts';
import { can } from '#domain/requests/permissions.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { SelectField } from '../FormField.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { templateGroupQuery } from '../response-templates-api.ts';

const TEMPLATES_UNAVAILABLE = 'The templates could not be loaded.';

const NOTE = 'text-sm text-slate-700';

/** `category` null (requests of several categories, as a bulk change takes) offers only the general templates. */
export function TemplatePicker({ category, insert }: { category: Category | null; insert: (text: string) => void }) {
  const me = useStaffProfile();
  // With no category this is the general group's own query, read once.
  const own = useQuery(templateGroupQuery(category ?? 'any'));
  const general = useQuery(templateGroupQuery('any'));
  const [chosen, setChosen] = useState('');
  const [inserted, setInserted] = useState<string | null>(null);
  const selectId = useId();

  if (own.isPending || general.isPending) return <p className={NOTE}>Loading templates…</p>;
  if (own.isError || general.isError) return <p className={NOTE}>{TEMPLATES_UNAVAILABLE}</p>;
  const groups = [
    ...(category ? [{ label: category, templates: own.data.templates }] : []),
    { label: 'Any category', templates: general.data.templates },
  ].filter((group) => group.templates.length > 0);
  if (groups.length === 0) {
    return (
      <p className={NOTE}>
        {category ? `No templates for ${category} yet.` : 'No templates for any category yet.'}
        {can(me.role, 'manageResponseTemplates') ? (
          <>
            {' '}
            <RouteLink to={{ screen: 'templates' }} className="font-semibold text-brand-800 underline">
              Response templates
            </RouteLink>
          </>
        ) : null}
      </p>
    );
  }

  const choose = () => {
    const template = groups.flatMap((group) => group.templates).find((candidate) => candidate.id === chosen);
    if (!template) return;
    insert(template.text);
    setChosen('');
    setInserted(template.title);
  };

  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          id={selectId}
          label="Insert template"
          className="w-auto max-w-full"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
          }}
        >
          <option value="">Choose a template</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <button type="button" disabled={!chosen} className={buttonClasses('secondary', 'md')} onClick={choose}>
          Insert
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {inserted ? `Inserted “${inserted}”. Check it before posting.` : ''}
      </p>
    </div>
  );
}
