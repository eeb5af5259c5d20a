/**
 * Creates an Open311 API key from a label, checked with the server's own schema so the messages
 * match. The new key goes up to the section, which shows it once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createApiKeySchema, type CreateApiKey, type CreateApiKeyInput } from '#domain/requests/api-key-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { InputField, LiveMessage } from '../FormField.tsx';
import { useCreateApiKey, type ApiKeyView } from './api-keys-api.ts';

const ERRORS_ID = 'api-key-label-errors';

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
      <InputField
        id="api-key-label"
        label="Key label"
        hint="Who will use the key, such as “City data portal”. Up to 100 characters."
        autoComplete="off"
        className="max-w-md"
        aria-describedby={message ? ERRORS_ID : undefined}
        {...(errors.label ? { 'aria-invalid': true } : {})}
        {...register('label')}
      />
      <LiveMessage kind="alert" id={ERRORS_ID}>
        {message}
      </LiveMessage>
      <button type="submit" className={buttonClasses('primary', 'md')} disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create API key'}
      </button>
    </form>
  );
}
