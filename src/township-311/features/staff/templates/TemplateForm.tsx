/**
 * `Add a template` / `Edit “{title}”` (docs/product.md#311-response-templates): category, title
 * and text, checked with the API's own schema; the server's refusals (a taken title, a full
 * category) in its words. What was typed stays after any failure; when the session has ended it is
 * saved once more by itself after the same member signs in again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ANY_CATEGORY,
  groupCategory,
  MAX_TEMPLATE_TEXT_LENGTH,
  MAX_TEMPLATE_TITLE_LENGTH,
  templateFormSchema,
  type ResponseTemplate,
  type TemplateForm as TemplateFormValues,
} from '#domain/requests/response-templates.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { isSessionEnded } from '../../../lib/api-client.ts';
import { FieldError, InputField, LiveMessage, SelectField, TextAreaField } from '../FormField.tsx';
import { notSentMessage, refusalText, useResendAfterSignIn } from '../session-recovery.ts';
import {
  SAVE_TEMPLATE_FAILED,
  useCreateTemplate,
  useUpdateTemplate,
  type TemplateGroup,
} from '../response-templates-api.ts';
import { GroupOptions } from './GroupOptions.tsx';

interface Props {
  /** The template being edited, or null to add one. */
  editing: ResponseTemplate | null;
  /** The category shown on the screen: a new template's category until another is chosen. */
  group: TemplateGroup;
  onSaved: (template: ResponseTemplate) => void;
  onCancel: () => void;
}

const valuesOf = (editing: ResponseTemplate | null, group: TemplateGroup): TemplateFormValues =>
  editing
    ? { category: editing.category ?? ANY_CATEGORY, title: editing.title, text: editing.text }
    : { category: group, title: '', text: '' };

export function TemplateForm({ editing, group, onSaved, onCancel }: Props) {
  const id = useId();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  /** A save the ended session refused, to send again once the same member has signed in. */
  const pending = useRef(false);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: valuesOf(editing, group),
  });

  // A new template follows the category shown, until its own is chosen.
  useEffect(() => {
    if (!editing && !getFieldState('category').isDirty) setValue('category', group);
  }, [editing, group, getFieldState, setValue]);
  useEffect(() => {
    if (editing) setFocus('title');
  }, [editing, setFocus]);

  const onSubmit = async (values: TemplateFormValues) => {
    setFailure(null);
    const input = { category: groupCategory(values.category), title: values.title, text: values.text };
    try {
      const { template } = editing
        ? await update.mutateAsync({ id: editing.id, input })
        : await create.mutateAsync(input);
      onSaved(template);
    } catch (error) {
      if (isSessionEnded(error)) pending.current = true;
      setFailure(refusalText(error, SAVE_TEMPLATE_FAILED));
    }
  };
  useResendAfterSignIn(
    pending,
    () => void handleSubmit(onSubmit)(),
    (name) => {
      setFailure(notSentMessage(name));
    },
  );

  const field = (name: 'category' | 'title' | 'text') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const heading = editing ? `Edit “${editing.title}”` : 'Add a template';
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <SelectField label="Category" {...field('category')} {...register('category')}>
          <GroupOptions />
        </SelectField>
        <InputField
          label="Title"
          hint={`Staff choose the template by this title. Up to ${MAX_TEMPLATE_TITLE_LENGTH} characters.`}
          maxLength={MAX_TEMPLATE_TITLE_LENGTH}
          autoComplete="off"
          {...field('title')}
          {...register('title')}
        >
          <FieldError id={`${id}-title-error`} message={errors.title?.message} />
        </InputField>
        <TextAreaField
          label="Text"
          hint={`The public comment. Staff can change it before posting. Up to ${MAX_TEMPLATE_TEXT_LENGTH.toLocaleString('en-US')} characters.`}
          rows={5}
          maxLength={MAX_TEMPLATE_TEXT_LENGTH}
          {...field('text')}
          {...register('text')}
        >
          <FieldError id={`${id}-text-error`} message={errors.text?.message} />
        </TextAreaField>
        <LiveMessage kind="alert">{failure}</LiveMessage>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClasses('primary', 'md')} disabled={isSubmitting}>
            {editing ? 'Save changes' : 'Add template'}
          </button>
          {editing ? (
            <button type="button" className={buttonClasses('secondary', 'md')} onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
