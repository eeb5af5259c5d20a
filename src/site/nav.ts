/**
 * The top-bar links, in order: each label is a message of the `site` domain (site.messages.ts), each
 * href the English address (src/site/lib/site-language.ts gives it in the page's language). `match`
 * is the path prefix (or prefixes) that marks the link as current.
 */
export const primaryNav = [
  { label: 'navHome', href: '/', match: '/' },
  { label: 'navAbout', href: '/about', match: '/about' },
  { label: 'navProjects', href: '/projects', match: '/projects' },
  { label: 'navElection', href: '/election', match: ['/election', '/elections'] },
  { label: 'navContact', href: '/contact', match: '/contact' },
] as const;

/**
 * The header's action beside the five links (and at the end of the mobile menu): the 311 service,
 * which residents look for at the top of the page, not only in the footer.
 */
export const reportProblem = { label: 'reportProblem', href: '/311' } as const;

/** The footer's quick links, in order (labels: `site` messages); the election link's label is the current cycle's `navLabel`. */
export const footerNav = [
  { label: 'footerHome', href: '/' },
  { label: 'footerAbout', href: '/about' },
  { label: 'footerProjects', href: '/projects' },
  { label: 'navElection', href: '/election' },
  { label: 'footerContact', href: '/contact' },
  { label: 'footer311', href: '/311' },
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
