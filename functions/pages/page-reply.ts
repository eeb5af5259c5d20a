/**
 * How the server answers a resident page without JavaScript (docs/311-without-javascript.md): a
 * whole HTML page with the site's security headers (the page carries its own content security
 * policy from the build, page-shell.ts), never stored, since it holds what a resident typed; and a
 * redirect that turns a post into a page a reload does not post again.
 */
import { securityHeaders, SITE_CSP } from '../http/security-headers.ts';

export interface PageReplies {
  /** A whole page. */
  page(html: string, status?: number): Response;
  /** 303 See Other: the browser GETs `location`. */
  seeOther(location: string): Response;
  /**
   * A page or redirect whose address holds a link's token (the submitter's private page): it sends
   * no Referer anywhere, so the token leaves with no link or image.
   */
  private(response: Response): Response;
}

/** @example pageReplies(0).page('<!doctype html>…', 422) */
export function pageReplies(hstsMaxAge = 0): PageReplies {
  const headers = securityHeaders({ csp: SITE_CSP, hstsMaxAge });
  return {
    page: (html, status = 200) =>
      headers.respond(html, status, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Cache-Control': 'no-store',
      }),
    seeOther: (location) => headers.respond('', 303, { Location: location, 'Cache-Control': 'no-store' }),
    private: (response) => {
      response.headers.set('Referrer-Policy', 'no-referrer');
      return response;
    },
  };
}
