/**
 * The links messages carry, on the 311 app's own public address (ServiceDeps.threeOneOneUrl,
 * from content/site.json `threeOneOne.publicUrl`), never the coalition site's.
 */
import { DEFAULT_LANGUAGE, languageSegment } from '#domain/i18n/languages.ts';
import { TOKEN_PATHS, trackPath, type TokenPath } from '#domain/requests/app-paths.ts';

/** Where mail clients send the RFC 8058 one-click POST: the API, on the 311 app's own origin. */
const ONE_CLICK_PATH = '/api/follow/unsubscribe';

/**
 * @example trackingUrl('https://311.example.org', 'abc') // 'https://311.example.org/track/abc'
 */
export function trackingUrl(appUrl: string, id: string): string {
  return `${appUrl}${trackPath(id)}`;
}

/**
 * A screen opened with a token, which rides in the query so the server's request log (paths
 * only) never holds it.
 * @example tokenUrl('https://311.example.org', TOKEN_PATHS.stop, 'tok') // 'https://311.example.org/updates/stop?token=tok'
 */
export function tokenUrl(appUrl: string, path: TokenPath, token: string): string {
  return `${appUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The two forms of one stop token: the page a resident opens, and the one-click address of List-Unsubscribe. */
export interface StopLinks {
  /** The stop screen, in the e-mail's last line; it acts only when its button is pressed. */
  page: string;
  /** The API address a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClick: string;
}

/**
 * Both links of a stop token. The one-click address is on the app's origin, whether the app lives
 * at `/311` or on a host of its own, as the API is served there either way.
 * @example stopLinks('https://example.org/311', 'tok').oneClick // 'https://example.org/api/follow/unsubscribe?token=tok'
 */
export function stopLinks(appUrl: string, token: string): StopLinks {
  return {
    page: tokenUrl(appUrl, TOKEN_PATHS.stop, token),
    oneClick: `${new URL(appUrl).origin}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`,
  };
}

/**
 * The 311 app's address in a language, so a link in a message opens the app in the language the
 * message is in (the app reads it from the address: /311/ko/track/…); English keeps the plain one.
 * @example appUrlIn('https://311.example.org', 'zh-Hans') // 'https://311.example.org/zh-hans'
 */
export function appUrlIn(appUrl: string, lang: string | undefined): string {
  return !lang || lang === DEFAULT_LANGUAGE ? appUrl : `${appUrl}/${languageSegment(lang)}`;
}
