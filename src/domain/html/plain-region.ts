/**
 * The markers around the part of a built /311 page that the server replaces when it answers a
 * page without JavaScript (functions/pages/page-shell.ts): the first screen's HTML, inside the
 * app's fallback. HTML comments, so they neither show nor change the page.
 */
export const PLAIN_REGION_START = '<!--plain-311-->';
export const PLAIN_REGION_END = '<!--/plain-311-->';

/** Where the plain report form posts (functions/pages/report-routes.ts): under /api, which both platforms send to the server. */
export const REPORT_ACTION = '/api/311/report';

/** The element around the region, which the app removes when it starts (PortalApp.tsx). */
export const PLAIN_REGION_ID = 'plain-311';
