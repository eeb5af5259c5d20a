/** The top-bar links, in order. `match` is the path prefix (or prefixes) that marks the link as current. */
export const primaryNav = [
  { label: 'Home', href: '/', match: '/' },
  { label: 'About', href: '/about', match: '/about' },
  { label: 'Projects', href: '/projects', match: '/projects' },
  { label: 'Election', href: '/election', match: ['/election', '/elections'] },
  { label: 'Contact', href: '/contact', match: '/contact' },
] as const;

/**
 * The header's action beside the five links (and at the end of the mobile menu): the 311 service,
 * which residents look for at the top of the page, not only in the footer.
 */
export const reportProblem = { label: 'Report a problem', href: '/311' } as const;

/** The footer's quick links, in order; the election link's label is the current cycle's `navLabel`. */
export const footerNav = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Our Initiatives', href: '/projects' },
  { label: '2025 Election', href: '/election' },
  { label: 'Contact', href: '/contact' },
  { label: 'Report a problem (311)', href: '/311' },
] as const;

/**
 * Whether a nav link is the current page for a path.
 * @example isCurrent('/projects', '/projects/some-slug') // true
 */
export function isCurrent(match: string | readonly string[], pathname: string): boolean {
  if (typeof match !== 'string') return match.some((m) => isCurrent(m, pathname));
  const path = pathname.replace(/\/+$/, '') || '/';
  if (match === '/') return path === '/';
  return path === match || path.startsWith(`${match}/`);
}
