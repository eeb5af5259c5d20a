/**
 * The one masking rule for live tokens in the server log. A password-reset link, a private-page
 * link, a confirm or stop link each open something for whoever holds them; the log is read by
 * more people, and kept longer, than the stores (which keep only hashes), so a log line carries
 * `***` where a token was.
 */

/** The path segment after `/reset/` (the staff screen) or `/password-reset/` (its API). */
const RESET_SEGMENT = /(\/(?:password-)?reset\/)[^/?#\s"'<>]+/gi;
/** Any long opaque segment: a token of some other route, never a request id (20 characters). */
const LONG_SEGMENT = /(\/)[\w%-]{32,}(?=[/?#\s"'<>]|$)/g;
/** A `token=` (or `key=`) query value, as the e-mail links carry them. */
const TOKEN_QUERY = /([?&](?:token|key|api_key)=)[^&#\s"'<>]+/gi;

/**
 * A request path as the log may show it: every token segment as `***`.
 * @example maskTokensInPath('/311/staff/reset/Zx8-abcdefghijklmnopqrst') // '/311/staff/reset/***'
 * @example maskTokensInPath('/api/requests/AbCdEfGhIjKlMnOpQrSt') // '/api/requests/AbCdEfGhIjKlMnOpQrSt'
 */
export function maskTokensInPath(path: string): string {
  return path.replace(RESET_SEGMENT, '$1***').replace(LONG_SEGMENT, '$1***');
}

/**
 * Free text (a message body, an error) with the tokens of every link in it masked: path segments
 * as maskTokensInPath, and `token=` query values.
 * @example maskTokensIn('Stop: https://x.org/updates/stop?token=abc123') // 'Stop: https://x.org/updates/stop?token=***'
 */
export function maskTokensIn(text: string): string {
  return maskTokensInPath(text).replace(TOKEN_QUERY, '$1***');
}
