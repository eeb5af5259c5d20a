/**
 * Every page of the site, as a visitor reaches it. The accessibility sweep scans each one,
 * and the link crawl fails if it finds an HTML page missing from this list.
 */
export const SITE_PAGES = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/projects', name: 'Projects' },
  { path: '/projects/princeton-junction-station-improvement', name: 'Project details' },
  { path: '/projects/no-such-project', name: 'Project not found' },
  { path: '/election', name: 'Election Hub' },
  { path: '/contact', name: 'Contact' },
  { path: '/no-such-page', name: 'Unknown path (shows Home)' },
] as const;

/** Paths that answer 404 on purpose (they still show a page); the crawl never links to them. */
export const INTENTIONAL_404_PATHS = new Set(['/projects/no-such-project', '/no-such-page']);
