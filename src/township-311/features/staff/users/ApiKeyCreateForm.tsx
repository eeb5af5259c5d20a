/**
 * Creates an Open311 API key from a label, checked with the server's own schema so the messages
 * match. The new key goes up to the section, which shows it once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createApiKeySchema, type CreateApiKey, type CreateApiKeyInput } from '#domain/requests/api-key-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { INPUT_CLASSES, LiveMessage } from '../FormField.tsx';
import { useCreateApiKey, type ApiKeyView } from './api-keys-api.ts';

const ERRORS_ID = 'api-key-label-errors';
const HINT_ID = 'api-key-label-hint';

export function ApiKeyCreateForm({ onCreated }: { onCreated: (created: { apiKey: ApiKeyView; key: string }) => void }) {
  const createKey = useCreateApiKey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyInput, unknown, CreateApiKey>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { label: '' },
  });
  const message = errors.label?.message ?? createKey.error?.message;

  // A refusal shows from the mutation's error and keeps the label.
  const onSubmit = (values: CreateApiKey) =>
    createKey.mutateAsync(values).then(
      (created) => {
        onCreated(created);
        reset({ label: '' });
      },
      () => undefined,
    );

  return (
    <form className="space-y-3" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <div>
        <label htmlFor="api-key-label" className="block font-medium text-slate-900">
          Key label
        </label>
        <p id={HINT_ID} className="text-sm text-slate-700">
          Who will use the key, such as “City data portal”. Up to 100 characters.
        </p>
        <input
          id="api-key-label"
          autoComplete="off"
          className={`${INPUT_CLASSES} max-w-md`}
          aria-describedby={message ? `${HINT_ID} ${ERRORS_ID}` : HINT_ID}
          {...(errors.label ? { 'aria-invalid': true } : {})}
          {...register('label')}
        />
      </div>
      <LiveMessage kind="alert" id={ERRORS_ID}>
        {message}
      </LiveMessage>
      <button type="submit" className={buttonClasses('primary', 'md')} disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create API key'}
      </button>
    </form>
  );
}
