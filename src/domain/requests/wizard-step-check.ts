/**
 * The wizard's Next check: one step's rules, reduced to what the screen shows (one message in
 * the alert region, the fields to mark invalid, and for a road owned by another agency the link
 * to that agency). checkSubmission does the same for a whole submission on one page (staff phone
 * intake), with every message.
 *
 * The resident's wizard checks its steps without Zod (its core is about 15 KB gzip, more than the
 * first screens' budget leaves): the rules below read each field as the step schemas
 * (submit-input.ts) do, in the same order, with the same messages and limits (submit-limits.ts),
 * and the tests hold every step to its schema. The server checks the whole submission with Zod.
 */
import type * as z from 'zod/mini';
import { isCategoryName } from '../township/township.ts';
import { EMAIL_PATTERN } from './email-pattern.ts';
import { asJurisdictionRefusal, checkJurisdiction, refusalNotice } from './jurisdiction.ts';
import { parsePhone } from './phone.ts';
import { BAD_EMAIL, STEP_MESSAGES, SUBMIT_LIMITS, tooLong } from './submit-limits.ts';

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

/** Zod's word for a value of the wrong type when no message is given (no locale is loaded). */
const INVALID = 'Invalid input';

/**
 * One problem found on a field. `stops` marks a wrong type or value, after which (as in Zod) the
 * step's cross-field check (the road's jurisdiction) is not made.
 */
interface Found {
  field: string;
  message: string;
  stops?: boolean;
  /** The agency of a road refusal. */
  agency?: StepProblem['agency'];
}

type Values = Readonly<Record<string, unknown>>;

/** A required, trimmed text (requiredText): its problem, or its trimmed value. */
function requiredText(
  found: Found[],
  field: string,
  value: unknown,
  message: string,
  label: string,
  max: number,
): string | null {
  if (typeof value !== 'string') {
    found.push({ field, message, stops: true });
    return null;
  }
  const text = value.trim();
  if (text.length < 1) found.push({ field, message });
  else if (text.length > max) found.push({ field, message: tooLong(label, max) });
  return text;
}

/** An optional, trimmed text (optionalText, the phone): left out is blank. */
function optionalText(found: Found[], field: string, value: unknown, label: string, max: number): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') {
    found.push({ field, message: INVALID, stops: true });
    return null;
  }
  const text = value.trim();
  if (text.length > max) {
    found.push({ field, message: tooLong(label, max) });
    return null;
  }
  return text;
}

function yourInfo(values: Values, found: Found[]): void {
  requiredText(found, 'name', values.name, STEP_MESSAGES.yourInfo, 'Name', SUBMIT_LIMITS.name);
  const before = found.length;
  const email = requiredText(found, 'email', values.email, STEP_MESSAGES.yourInfo, 'Email', SUBMIT_LIMITS.email);
  if (email !== null && found.length === before && !EMAIL_PATTERN.test(email)) {
    found.push({ field: 'email', message: BAD_EMAIL });
  }
  const phone = optionalText(found, 'phone', values.phone, 'Phone', SUBMIT_LIMITS.phone);
  const parsed = phone ? parsePhone(phone) : null;
  if (parsed && !parsed.ok) found.push({ field: 'phone', message: parsed.message });
  optionalText(found, 'submitterAddress', values.submitterAddress, 'Address', SUBMIT_LIMITS.address);
}

function category(values: Values, found: Found[]): void {
  if (!isCategoryName(values.category)) {
    found.push({ field: 'category', message: STEP_MESSAGES.details, stops: true });
  }
}

function details(values: Values, found: Found[]): void {
  category(values, found);
  requiredText(
    found,
    'description',
    values.description,
    STEP_MESSAGES.details,
    'Description',
    SUBMIT_LIMITS.description,
  );
  if (values.wantsTextAlerts !== undefined && typeof values.wantsTextAlerts !== 'boolean') {
    found.push({ field: 'wantsTextAlerts', message: INVALID, stops: true });
  }
}

/** One coordinate of the map point: a finite number within its range. */
function coordinate(found: Found[], value: unknown, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    found.push({ field: 'location', message: STEP_MESSAGES.location, stops: true });
    return;
  }
  if (value < min) found.push({ field: 'location', message: STEP_MESSAGES.location });
  if (value > max) found.push({ field: 'location', message: STEP_MESSAGES.location });
}

function location(values: Values, found: Found[]): void {
  const address = requiredText(
    found,
    'issueAddress',
    values.issueAddress,
    STEP_MESSAGES.location,
    'Address',
    SUBMIT_LIMITS.address,
  );
  const point = values.location;
  if (point === null) {
    found.push({ field: 'location', message: STEP_MESSAGES.location });
  } else if (typeof point !== 'object' || Array.isArray(point)) {
    found.push({ field: 'location', message: STEP_MESSAGES.location, stops: true });
  } else {
    const { lat, lng } = point as Record<string, unknown>;
    coordinate(found, lat, -90, 90);
    coordinate(found, lng, -180, 180);
  }
  category(values, found);
  if (found.some((problem) => problem.stops)) return;
  const refusal = checkJurisdiction(String(values.category), address ?? '');
  if (refusal) {
    const { message, agency } = refusalNotice(refusal);
    found.push({ field: 'issueAddress', message, agency });
  }
}

const STEP_RULES = [yourInfo, details, location] as const;

/**
 * Checks the values of one wizard step (`only` these fields, when given); null when the resident
 * may go on.
 * @example checkWizardStep(0, { name: '', email: '' })
 * // { message: 'Please fill in your Name and Email.', fields: ['name', 'email'] }
 */
export function checkWizardStep(step: CheckedStep, values: Values, only?: readonly string[]): StepProblem | null {
  const found: Found[] = [];
  STEP_RULES[step](values, found);
  // Once a check has marked fields, the form checks again as the values change, only those
  // fields: a message goes when its cause has gone, and a field not yet marked is not marked
  // while it is being filled in.
  const kept = only ? found.filter((problem) => only.includes(problem.field)) : found;
  if (kept.length === 0) return null;
  const fields = [...new Set(kept.map((problem) => problem.field))];
  const { message, agency } = kept[0]!;
  // The message shown is the first problem's; when that is the road refusal, its agency goes with it.
  return agency ? { message, fields, agency } : { message, fields };
}

/** The issues of the given fields (all of them without a list), as checkWizardStep keeps its problems. */
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
