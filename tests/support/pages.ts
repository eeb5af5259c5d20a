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
  { path: '/elections', name: 'Elections archive' },
  { path: '/elections/2025', name: '2025 Election Hub (permanent address)' },
  { path: '/contact', name: 'Contact' },
  { path: '/no-such-page', name: 'Unknown path (shows Home)' },
] as const;

/** Paths that answer 404 on purpose (they still show a page); the crawl never links to them. */
export const INTENTIONAL_404_PATHS = new Set(['/projects/no-such-project', '/no-such-page']);

/**
 * The 311 app's screens a visitor can open by address without signing in (the staff screens
 * behind sign-in are covered by their own specs). The app keeps a live-feed connection open on
 * some screens, so tests wait for the screen's heading instead of network idle.
 */
export const PORTAL_SCREENS = [
  { path: '/311', name: '311 submit (wizard step 1)', heading: 'Submit a Request' },
  { path: '/311/track', name: '311 track', heading: 'Track a Request' },
  { path: '/311/stats', name: '311 in numbers', heading: '311 in numbers' },
  { path: '/311/login', name: '311 staff login', heading: 'Staff Login' },
  { path: '/311/login/forgot-password', name: '311 forgot password', heading: 'Forgot your password?' },
  // A reset link's page, here with a token that opens nothing: it says so.
  {
    path: '/311/staff/reset/no-such-reset-link-token-0000000000000000',
    name: '311 reset link',
    heading: 'Set a new password',
  },
  { path: '/311/no-such-screen', name: '311 unknown address', heading: 'Page not found' },
  // Opened from links in e-mails; a made-up token shows each screen as it opens (nothing is sent before a button).
  {
    path: '/311/updates/confirm?token=x',
    name: '311 confirm updates (e-mail link)',
    heading: 'Confirm e-mail updates',
  },
  {
    path: '/311/updates/stop?token=x',
    name: '311 stop messages (e-mail link)',
    heading: 'Stop messages about a request',
  },
  { path: '/311/my-request?token=x', name: "311 submitter's private page, unknown link", heading: 'Your request' },
] as const;

/**
 * The staff portal's screens, as an admin reaches them (`{id}`: a request's id), for sweeps over
 * every screen such as tests/narrow-screens.spec.ts. A new staff screen joins this list.
 */
export const STAFF_SCREENS = [
  { path: '/311/staff', name: 'Dashboard', heading: /^Welcome, / },
  { path: '/311/staff/requests', name: 'All Requests', heading: 'All Requests' },
  // The heading is the request's category once it has loaded.
  { path: '/311/staff/requests/{id}', name: 'Request detail', heading: /^(?!Request details$)/ },
  { path: '/311/staff/map', name: 'Requests Map', heading: 'Requests Map' },
  { path: '/311/staff/stats', name: 'Statistics', heading: 'Statistics' },
  { path: '/311/staff/users', name: 'User Management', heading: 'User Management' },
  { path: '/311/staff/new-request', name: 'New request (phone)', heading: 'New request (phone)' },
  { path: '/311/staff/account/notifications', name: 'Email notifications', heading: 'Email notifications' },
] as const;
