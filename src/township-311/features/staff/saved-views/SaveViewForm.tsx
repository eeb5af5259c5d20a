/**
 * `Save view` on All Requests (docs/product.md#311-saved-views): a disclosure with the name, and
 * for managers and admins whether to share it with their department. The name is checked with the
 * API's own schema; the server's refusals (a taken name, 25 views already) are shown in its words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { can } from '#domain/requests/permissions.ts';
import { MAX_VIEW_NAME_LENGTH, savedViewNameSchema } from '#domain/requests/saved-views.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { FieldError, InputField, LiveMessage } from '../FormField.tsx';
import { Checkbox } from '../request-list/CheckboxGroup.tsx';
import { messageOf } from '../api-message.ts';
import { useStaffProfile } from '../staff-profile.ts';
import { SAVE_VIEW_FAILED, useCreateSavedView } from './saved-views-api.ts';

/** `search`: the view's address as the list shows it. */
export function SaveViewForm({ search }: { search: string }) {
  const id = useId();
  const me = useStaffProfile();
  const create = useCreateSavedView();
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(savedViewNameSchema), defaultValues: { name: '' } });

  const close = () => {
    setOpen(false);
    setFailure(null);
    reset();
    opener.current?.focus();
  };
  const onSubmit = async ({ name }: { name: string }) => {
    setFailure(null);
    try {
      const { view } = await create.mutateAsync({ name, view: search, shared });
      setDone(`Saved “${view.name}”.`);
      setShared(false);
      close();
    } catch (error) {
      setFailure(messageOf(error, SAVE_VIEW_FAILED));
    }
  };

  return (
    <div className="space-y-3">
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        className={buttonClasses('secondary', 'md')}
        onClick={() => {
          setDone('');
          setOpen(!open);
        }}
      >
        Save view
      </button>
      <LiveMessage kind="status">{done}</LiveMessage>
      <section
        id={`${id}-panel`}
        hidden={!open}
        aria-labelledby={`${id}-heading`}
        className="rounded-xl bg-white p-4 shadow-sm"
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          Save this view
        </h2>
        <form className="mt-3 space-y-4" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <InputField
            id={`${id}-name`}
            label="Name"
            hint={`Up to ${MAX_VIEW_NAME_LENGTH} characters. You find the view in the sidebar by this name.`}
            maxLength={MAX_VIEW_NAME_LENGTH}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            {...register('name')}
          >
            <FieldError id={`${id}-name-error`} message={errors.name?.message} />
          </InputField>
          {can(me.role, 'shareSavedViews') ? (
            <Checkbox
              id={`${id}-shared`}
              label={`Share with my department (${me.department})`}
              checked={shared}
              onChange={setShared}
            />
          ) : null}
          <LiveMessage kind="alert">{failure}</LiveMessage>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses('primary', 'md')} disabled={isSubmitting}>
              Save view
            </button>
            <button type="button" className={buttonClasses('secondary', 'md')} onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
