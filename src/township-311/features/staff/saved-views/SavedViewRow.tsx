/**
 * One saved view in `Manage saved views`: its name (and whose, when shared by someone else), then
 * Rename (the name edited in place), sharing (managers and admins share; the owner or an admin
 * stops it) and Delete, which asks first. Each outcome goes to the manager's live regions.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { can } from '#domain/requests/permissions.ts';
import { MAX_VIEW_NAME_LENGTH, savedViewNameSchema } from '#domain/requests/saved-views.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { messageOf } from '../api-message.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { FieldError, InputField } from '../FormField.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import {
  CHANGE_VIEW_FAILED,
  DELETE_VIEW_FAILED,
  useChangeSavedView,
  useDeleteSavedView,
  type SavedViewItem,
} from './saved-views-api.ts';

type Outcome = { done: string } | { failure: string };
const SMALL = buttonClasses('secondary', 'sm', 'min-h-11');

export function SavedViewRow({ view, onOutcome }: { view: SavedViewItem; onOutcome: (outcome: Outcome) => void }) {
  const id = useId();
  const me = useStaffProfile();
  const change = useChangeSavedView();
  const remove = useDeleteSavedView();
  const [renaming, setRenaming] = useState(false);
  /** The Delete button while its dialog is open: focus goes back to it. */
  const [deleting, setDeleting] = useState<HTMLElement | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const form = useForm<{ name: string }>({ resolver: zodResolver(savedViewNameSchema), values: { name: view.name } });
  const nameError = form.formState.errors.name?.message;

  const send = async (next: { name?: string; shared?: boolean }, said: (name: string) => string) => {
    try {
      const { view: changed } = await change.mutateAsync({ id: view.id, change: next });
      onOutcome({ done: said(changed.name) });
      return true;
    } catch (error) {
      onOutcome({ failure: messageOf(error, CHANGE_VIEW_FAILED) });
      return false;
    }
  };
  const rename = async ({ name }: { name: string }) => {
    if (await send({ name }, (named) => `Renamed “${named}”.`)) {
      setRenaming(false);
      renameButton.current?.focus();
    }
  };
  const confirmDelete = async () => {
    setDeleting(null);
    try {
      await remove.mutateAsync(view.id);
      onOutcome({ done: `Deleted “${view.name}”.` });
    } catch (error) {
      onOutcome({ failure: messageOf(error, DELETE_VIEW_FAILED) });
      deleteButton.current?.focus();
    }
  };

  const mine = view.owner.id === me.id;
  const mayShare = mine && !view.shared && can(me.role, 'shareSavedViews');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="manage-saved-view">
      {renaming ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => void form.handleSubmit(rename)(event)}
        >
          <InputField
            id={`${id}-name`}
            label={`New name for “${view.name}”`}
            maxLength={MAX_VIEW_NAME_LENGTH}
            autoComplete="off"
            autoFocus
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            {...form.register('name')}
          >
            <FieldError id={`${id}-name-error`} message={nameError} />
          </InputField>
          <button type="submit" className={buttonClasses('primary', 'sm', 'min-h-11')}>
            Save name
          </button>
          <button
            type="button"
            className={SMALL}
            onClick={() => {
              setRenaming(false);
              renameButton.current?.focus();
            }}
          >
            Cancel
          </button>
        </form>
      ) : (
        <p className="min-w-0 font-medium wrap-anywhere text-slate-900">
          {view.name}
          {view.shared ? <span className="ml-2 text-sm font-normal text-slate-700">(shared)</span> : null}
          {mine ? null : <span className="ml-2 text-sm font-normal text-slate-700">by {view.owner.name}</span>}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {renaming ? null : (
          <button
            ref={renameButton}
            type="button"
            className={SMALL}
            onClick={() => {
              setRenaming(true);
            }}
          >
            Rename <span className="sr-only">“{view.name}”</span>
          </button>
        )}
        {mayShare ? (
          <button
            type="button"
            className={SMALL}
            onClick={() => void send({ shared: true }, (name) => `Shared “${name}” with ${me.department}.`)}
          >
            Share with my department <span className="sr-only">: “{view.name}”</span>
          </button>
        ) : null}
        {view.shared ? (
          <button
            type="button"
            className={SMALL}
            onClick={() => void send({ shared: false }, (name) => `“${name}” is no longer shared.`)}
          >
            Stop sharing <span className="sr-only">“{view.name}”</span>
          </button>
        ) : null}
        <button
          ref={deleteButton}
          type="button"
          className={SMALL}
          onClick={(event) => {
            setDeleting(event.currentTarget);
          }}
        >
          Delete <span className="sr-only">“{view.name}”</span>
        </button>
      </div>
      {deleting ? (
        <ConfirmDialog
          title="Delete saved view"
          text={`Are you sure you want to delete the saved view “${view.name}”?`}
          confirmLabel="Delete"
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            setDeleting(null);
          }}
          returnFocus={deleting}
        />
      ) : null}
    </li>
  );
}
