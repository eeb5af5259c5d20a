/** Colour family of a project status badge. */
export type StatusTone = 'red' | 'green' | 'blue';

const normalise = (status: string) => status.trim().toLowerCase();

/**
 * Badge colour for a free-text project status: Cancelled is red, Completed green, anything else blue.
 * @example statusTone('Completed') // 'green'
 */
export function statusTone(status: string): StatusTone {
  const value = normalise(status);
  if (value === 'cancelled' || value === 'canceled') return 'red';
  if (value === 'completed') return 'green';
  return 'blue';
}

/**
 * Icon shown beside a status on the project details page: a clock while something is upcoming,
 * otherwise a check.
 * @example statusIcon('Upcoming: Spring 2026') // 'clock'
 */
export function statusIcon(status: string): 'clock' | 'check' {
  return normalise(status).includes('upcoming') ? 'clock' : 'check';
}

/**
 * Where a project card leads: its redirect page if it has one, otherwise its details page.
 * @example projectHref({ slug: 'station', redirectTo: undefined }) // '/projects/station'
 */
export function projectHref(project: { slug: string; redirectTo?: string | undefined }): string {
  return project.redirectTo ?? `/projects/${project.slug}`;
}
