/**
 * Response targets (docs/311-app.md#due-dates): each category's target in working days, the
 * township's working week and its holidays, from the township profile (content/township/profile.json). A request is due
 * at the end of its last working day, counted from the day after it was submitted, on the
 * township's clock: a pothole reported on a Friday evening with a 5-day target is due the
 * following Friday, one day later for each holiday in between.
 */
import { z } from 'zod';
import { zonedTimeToUtc } from '../time/zoned-time.ts';
import { TOWNSHIP_TIME_ZONE } from './format-date.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'must be a date like 2026-11-26')
  // zod runs a refinement even after the regex failed: a value like "11/26/2026" must not throw here.
  .refine(
    (value) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'is not a real date',
  );

/** Days of the week staff work, e.g. ["Mon", "Tue", "Wed", "Thu", "Fri"]. */
export const workingDaysSchema = z.array(z.enum(WEEKDAYS)).min(1, 'name at least one working day');
/** A day off that would otherwise be a working day. */
export const holidaySchema = z.object({ date: isoDateSchema, name: z.string().min(1) });

export const serviceLevelsSchema = z.object({
  workingDays: workingDaysSchema,
  /** Working days allowed for each category, by its name, 0 (same day) to 365. */
  targets: z.record(z.string(), z.int().min(0).max(365)),
  holidays: z.array(holidaySchema),
  /** The target of a category missing from `targets` (one an old request has that the profile dropped); 10 without it. */
  fallbackTarget: z.int().min(0).max(365).optional(),
});

export type ServiceLevels = z.infer<typeof serviceLevelsSchema>;

/**
 * The service levels a township profile sets: its working week, its holidays and each category's target.
 * @example serviceLevelsOf(profile).targets['Snow Removal'] // 1 in the sample profile
 */
export function serviceLevelsOf(profile: {
  serviceLevels: Pick<ServiceLevels, 'workingDays' | 'holidays'>;
  categories: readonly { name: string; targetDays: number }[];
}): ServiceLevels {
  return {
    workingDays: profile.serviceLevels.workingDays,
    holidays: profile.serviceLevels.holidays,
    targets: Object.fromEntries(profile.categories.map((category) => [category.name, category.targetDays])),
  };
}

/** The target of a category missing from the targets, when there is no fallback target. */
const MISSING_TARGET_DAYS = 10;

/** The longest target is 365 working days; this many calendar days always holds it. */
const MAX_CALENDAR_DAYS = 4_000;

const localDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TOWNSHIP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The township's calendar date at an instant, as YYYY-MM-DD.
 * @example townshipDate(new Date('2026-11-27T03:00:00Z')) // '2026-11-26'
 */
export function townshipDate(instant: Date): string {
  return localDate.format(instant);
}

/** The calendar date `days` after an ISO date. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The date a target of `workingDays` ends, counted from the day after `fromDate`; 0 is that day.
 * @example dueDateAfter('2026-11-25', 1, levels) // '2026-11-30': Thanksgiving and the day after are holidays
 */
export function dueDateAfter(fromDate: string, workingDays: number, levels: ServiceLevels): string {
  const working = new Set(levels.workingDays.map((day) => WEEKDAYS.indexOf(day)));
  const holidays = new Set(levels.holidays.map((holiday) => holiday.date));
  let date = fromDate;
  let left = workingDays;
  for (let step = 0; left > 0 && step < MAX_CALENDAR_DAYS; step += 1) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (working.has(weekday) && !holidays.has(date)) left -= 1;
  }
  return date;
}

/**
 * When a request of this category, submitted at `submittedAt`, is due: the last second of its
 * last working day in the township's zone. Categories missing from the targets get the fallback
 * target, or 10 working days.
 * @example dueAt(new Date('2026-11-25T15:00:00Z'), category, levels).toISOString() // '2026-12-01T04:59:59.000Z' for a 1-day target
 */
export function dueAt(submittedAt: Date, category: string, levels: ServiceLevels): Date {
  const target = Object.hasOwn(levels.targets, category)
    ? levels.targets[category]!
    : (levels.fallbackTarget ?? MISSING_TARGET_DAYS);
  return zonedTimeToUtc(`${dueDateAfter(townshipDate(submittedAt), target, levels)}T23:59:59`, TOWNSHIP_TIME_ZONE);
}

/**
 * Whether a request is past its due date and still open (New or In Progress).
 * @example isOverdue({ status: 'New', dueAt: '2026-11-01T03:59:59.000Z' }, new Date('2026-11-27T12:00:00Z')) // true
 */
export function isOverdue(request: { status: string; dueAt: string }, now: Date): boolean {
  return (request.status === 'New' || request.status === 'In Progress') && Date.parse(request.dueAt) < now.getTime();
}
