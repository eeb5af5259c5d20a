/**
 * Reading the links of the follow feature out of messages, as a resident would click them: for
 * API tests (recorded e-mails) and browser tests (outbox rows).
 */
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';

type LinkKind = keyof typeof TOKEN_PATHS;

/**
 * The token of the first link of that kind in a message body, or null.
 * @example tokenFrom(email.body, 'confirm') // 'pJx0m3…'
 */
export function tokenFrom(body: string, kind: LinkKind): string | null {
  const path = TOKEN_PATHS[kind].replace(/\//g, '\\/');
  return new RegExp(`${path}\\?token=([\\w-]{43})`).exec(body)?.[1] ?? null;
}

/**
 * The whole link of that kind in a message body, or null.
 * @example linkFrom(email.body, 'stop') // 'https://311.example.org/updates/stop?token=…'
 */
export function linkFrom(body: string, kind: LinkKind): string | null {
  const path = TOKEN_PATHS[kind].replace(/\//g, '\\/');
  return new RegExp(`\\S+${path}\\?token=[\\w-]{43}`).exec(body)?.[0] ?? null;
}
