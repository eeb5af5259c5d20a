/**
 * What both Outbox adapters do to a message once it has left (or been given up): the tokens in
 * its links are removed, so a copy of the database cannot stop, confirm or open anyone's link,
 * while the text staff read to see what was sent stays whole. A pending message keeps them: the
 * worker still has to send it.
 */

/** A token in a link's query, as functions/notify/links.ts writes it, up to the next delimiter. */
const TOKEN_IN_LINK = /([?&]token=)[^\s&#<>"']+/g;

/** What a removed token reads as. */
const REMOVED_TOKEN = '(removed)';

/**
 * The text with the value of every `token=` in a link removed; running it again changes nothing.
 * @example redactLinkTokens('Stop: https://311.example.org/updates/stop?token=pJx0m3') // 'Stop: https://311.example.org/updates/stop?token=(removed)'
 */
export function redactLinkTokens(text: string): string {
  return text.replace(TOKEN_IN_LINK, `$1${REMOVED_TOKEN}`);
}

/** The name the SQLite adapter registers redactLinkTokens under, for its UPDATE statements. */
export const REDACT_SQL_FUNCTION = 'redact_link_tokens';
