/**
 * "Add New Staff User" (docs/product.md#311-user-management): validated with the server's own
 * schema, so the messages match; the server's refusal (a taken e-mail, say) is shown as it is.
 * Messages are listed once in one alert, since the required-fields message is the same for every
 * empty field. After a success only the fields still holding what was sent are cleared: whatever
 * the admin typed meanwhile (the next member, while the list refreshes) stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ROLES } from '#domain/requests/constants.ts';
import { departmentNames } from '#domain/township/township.ts';
import { createStaffSchema, type CreateStaff, type CreateStaffInput } from '#domain/requests/staff-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { ROLE_LABELS } from '../Badges.tsx';
import { InputField, LiveMessage, SelectField } from '../FormField.tsx';
import { useCreateStaffUser } from '../staff-users-api.ts';

const EMPTY: CreateStaffInput = {
  name: '',
  email: '',
  password: '',
  department: '',
  role: 'worker',
};

const FIELDS = ['name', 'email', 'password', 'department', 'role'] as const;

/** The typed fields, in form order; the department and role selects follow them. */
const TEXT_FIELDS = [
  { name: 'name', id: 'staff-name', label: 'Name', autoComplete: 'off' },
  { name: 'email', id: 'staff-email', label: 'Email', type: 'email', autoComplete: 'off' },
  {
    name: 'password',
    id: 'staff-password',
    label: 'Temporary Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

export function AddStaffForm() {
  const createUser = useCreateStaffUser();
  const failure = createUser.error?.message ?? null;
  const created = createUser.isSuccess ? `Created ${createUser.variables.name}.` : null;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CreateStaffInput, unknown, CreateStaff>({
    resolver: zodResolver(createStaffSchema),
    defaultValues: EMPTY,
  });

  const messages = [
    ...new Set(
      [errors.name, errors.email, errors.password, errors.department, errors.role].flatMap((error) =>
        error?.message ? [error.message] : [],
      ),
    ),
  ];
  if (failure) messages.push(failure);

  // A refusal shows from the mutation's error and keeps what was typed.
  const onSubmit = (values: CreateStaff) => {
    const sent = getValues();
    return createUser.mutateAsync(values).then(
      () => {
        for (const field of FIELDS) {
          if (getValues(field) === sent[field]) setValue(field, EMPTY[field]);
        }
      },
      () => undefined,
    );
  };

  const invalid = (field: keyof CreateStaffInput) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': 'add-staff-errors' } : {};

  return (
    <section aria-labelledby="add-staff-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="add-staff-heading" className="text-xl font-semibold text-slate-900">
        Add New Staff User
      </h2>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        {TEXT_FIELDS.map(({ name, ...field }) => (
          <InputField key={name} {...field} {...invalid(name)} {...register(name)} />
        ))}
        <SelectField id="staff-department" label="Department" {...invalid('department')} {...register('department')}>
          <option value="">Select a department</option>
          {departmentNames().map((department) => (
            <option key={department} value={department}>
              {department}
            </option>
          ))}
        </SelectField>
        <SelectField id="staff-role" label="Role" {...invalid('role')} {...register('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <LiveMessage kind="alert" id="add-staff-errors" className="mb-4">
            {messages.length > 0 ? (
              <ul className="space-y-1">
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </LiveMessage>
          <LiveMessage kind="status" className="mb-4">
            {created}
          </LiveMessage>
          <button type="submit" className={buttonClasses('primary', 'md')} disabled={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create User'}
          </button>
        </div>
      </form>
    </section>
  );
}
