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

/** The address that always shows the current election cycle's hub. */
const CURRENT_HUB = '/election';

/**
 * Where a project card leads: its redirect page if it has one, otherwise its details page. A project
 * tied to an election cycle (`election`) that redirects to the current hub keeps leading to its own
 * cycle's permanent address once another cycle has become current.
 * @example projectHref({ slug: 'station', redirectTo: undefined }) // '/projects/station'
 * @example projectHref({ slug: 'forum', redirectTo: '/election', election: '2025' }, '2027') // '/elections/2025'
 */
export function projectHref(
  project: { slug: string; redirectTo?: string | undefined; election?: string | undefined },
  currentCycle?: string,
): string {
  const { redirectTo, election } = project;
  if (redirectTo === undefined) return `/projects/${project.slug}`;
  if (redirectTo === CURRENT_HUB && election !== undefined && currentCycle !== undefined && election !== currentCycle) {
    return `/elections/${encodeURIComponent(election)}`;
  }
  return redirectTo;
}
