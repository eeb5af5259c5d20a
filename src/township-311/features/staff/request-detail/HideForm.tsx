import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { hideInputSchema, MODERATION_REASON_MAX, type HideablePart } from '#domain/requests/moderation.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { FieldError, InputField } from '../FormField.tsx';

/** The reason as the server checks it (trimmed, required, short). */
const reasonSchema = z.object({ reason: hideInputSchema.shape.reason });

interface Props {
  part: HideablePart;
  /** Hides the part; rejects when that fails (the panel reports it and the form stays). */
  onHide: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The reason for hiding a part, asked for before it is hidden. Focus moves to the reason when the
 * form opens; Escape or Cancel closes it.
 */
export function HideForm({ part, onHide, onCancel }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  useEffect(() => {
    setFocus('reason');
  }, [setFocus]);

  return (
    <form
      onSubmit={(event) => void handleSubmit(({ reason }) => onHide(reason).catch(() => undefined))(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
      className="space-y-2"
    >
      <InputField
        id={id}
        label={`Reason for hiding the ${part}`}
        hint={`Required, at most ${MODERATION_REASON_MAX} characters. Staff see it; residents do not.`}
        maxLength={MODERATION_REASON_MAX}
        autoComplete="off"
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? errorId : undefined}
        {...register('reason')}
      >
        <FieldError id={errorId} message={errors.reason?.message} />
      </InputField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonClasses('warning', 'md')}>
          Hide {part}
        </button>
        <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
