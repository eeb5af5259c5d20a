/**
 * The links messages carry, on the 311 app's own public address (ServiceDeps.threeOneOneUrl,
 * from content/site.json `threeOneOne.publicUrl`), never the coalition site's.
 */
import { trackPath, type TokenPath } from '#domain/requests/app-paths.ts';

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
