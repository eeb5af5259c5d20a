/**
 * The wizard's Next check: one step's schema, reduced to what the screen shows (one message in
 * the alert region, the fields to mark invalid, and for a road owned by another agency the link
 * to that agency). checkSubmission does the same for a whole submission on one page (staff phone
 * intake), with every message.
 */
import type * as z from 'zod/mini';
import { asJurisdictionRefusal, refusalNotice } from './jurisdiction.ts';
import { WIZARD_STEP_SCHEMAS } from './submit-input.ts';

interface StepProblem {
  /** The step's message (or the first format message, e.g. a bad e-mail). */
  message: string;
  /** Fields to mark invalid, in form order; the first takes focus. */
  fields: string[];
  /** Set when the road belongs to the state or the county. */
  agency?: { name: string; url: string };
}

/** Wizard steps checked on Next: 0 Your Info, 1 Request Details, 2 Location. */
export type CheckedStep = 0 | 1 | 2;

/**
 * Checks the values of one wizard step (`only` these fields, when given); null when the resident
 * may go on.
 * @example checkWizardStep(0, { name: '', email: '' })
 * // { message: 'Please fill in your Name and Email.', fields: ['name', 'email'] }
 */
export function checkWizardStep(
  step: CheckedStep,
  values: Readonly<Record<string, unknown>>,
  only?: readonly string[],
): StepProblem | null {
  const result = WIZARD_STEP_SCHEMAS[step].safeParse(values);
  if (result.success) return null;
  const issues = onlyFields(result.error.issues, only);
  return issues.length > 0 ? problemOf(issues) : null;
}

/**
 * The issues of the given fields (all of them without a list). Once a check has marked fields,
 * the form checks again as the values change, only those fields: a message goes when its cause
 * has gone, and a field not yet marked is not marked while it is being filled in.
 */
function onlyFields(issues: readonly z.core.$ZodIssue[], only: readonly string[] | undefined) {
  return only ? issues.filter((issue) => only.includes(String(issue.path[0] ?? ''))) : issues;
}

function problemOf(issues: readonly z.core.$ZodIssue[]): StepProblem {
  const fields: string[] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !fields.includes(name)) fields.push(name);
  }
  const first = issues[0]!;
  // The message shown is the first issue's; when that is the road refusal, its agency goes with it.
  const refusal = first.code === 'custom' ? asJurisdictionRefusal(first.params) : null;
  return refusal
    ? { message: first.message, fields, agency: refusalNotice(refusal).agency }
    : { message: first.message, fields };
}

/**
 * The whole submission checked at once, by the schema the server uses (the resident's, or phone
 * intake's, phone-intake-input.ts), `only` the given fields when there is a list; null when it may
 * be sent. `messages` holds each distinct
 * message in form order (the first is `message`).
 * @example checkSubmission({ ...filled, email: '' }, submitRequestSchema).messages // ['Please fill in your Name and Email.']
 */
export function checkSubmission(
  values: Readonly<Record<string, unknown>>,
  schema: z.ZodMiniType,
  only?: readonly string[],
): (StepProblem & { messages: string[] }) | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issues = onlyFields(result.error.issues, only);
  if (issues.length === 0) return null;
  return { ...problemOf(issues), messages: [...new Set(issues.map((issue) => issue.message))] };
}
