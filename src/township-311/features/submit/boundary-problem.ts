/** The township boundary as the wizard and phone intake check it, beside the schema's checks. */
import { contains, outsideBoundaryMessage, type Boundary } from '#domain/requests/boundary-check.ts';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import type { FieldProblem } from './use-wizard-form.ts';
import type { WizardValues } from './wizard-values.ts';

/**
 * A point outside the township's boundary (when one is configured); null otherwise, and when
 * `only` leaves the location out.
 * @example boundaryProblem(boundary, 'West Windsor Township', { ...values, location: trenton })?.fields // ['location']
 */
export function boundaryProblem(
  boundary: Boundary | null | undefined,
  township: string,
  values: Pick<WizardValues, 'location'>,
  only?: readonly string[],
): FieldProblem | null {
  if (only && !only.includes('location')) return null;
  if (!boundary || !values.location || contains(boundary, values.location)) return null;
  const message = outsideBoundaryMessage(township);
  return { message, messages: [message], fields: ['location'] };
}

/**
 * `boundaryProblem` over the portal's own boundary and township name, for a form's check.
 * @example const outside = useBoundaryProblem(); outside(values, only)
 */
export function useBoundaryProblem(): (
  values: Pick<WizardValues, 'location'>,
  only?: readonly string[],
) => FieldProblem | null {
  const { boundary, township } = usePortalConfig();
  return (values, only) => boundaryProblem(boundary, township, values, only);
}
