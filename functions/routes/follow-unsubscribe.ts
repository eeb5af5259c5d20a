/**
 * One-click unsubscribe (RFC 8058; docs/api.md#one-click-unsubscribe): the address every e-mail
 * with a stop link names in `List-Unsubscribe`, `/api/follow/unsubscribe?token=…`. A mail client's
 * unsubscribe button POSTs `List-Unsubscribe=One-Click` to it and the messages stop at once, with
 * no page. The token rides in the URL because the RFC fixes the body.
 *
 * Unlike the other follow routes, which take JSON only, this one takes a form, which any web page
 * can make a browser send; so it accepts exactly that one-field form and nothing else, and an
 * attacker would still need the unguessable token. A GET changes nothing (mail scanners open every
 * link): it leads to the stop screen, which acts only when its button is pressed.
 */
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { tokenUrl } from '../notify/links.ts';
import { stopFollowing } from '../services/follow.ts';
import { NO_STORE, refuse } from './follow-replies.ts';

/** The one field and value RFC 8058 sends. */
const FIELD = 'List-Unsubscribe';
const VALUE = 'One-Click';
/** The field in a multipart body with its boundaries fits many times over. */
const BODY_LIMIT = 2048;
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export const ONE_CLICK_MESSAGES = {
  notForm: 'Send List-Unsubscribe=One-Click as application/x-www-form-urlencoded or multipart/form-data.',
  notOneClick: 'The body must be exactly List-Unsubscribe=One-Click.',
  tooLarge: 'The request body is too large.',
} as const;

/** Whether a form holds exactly the one-click field, once. */
function isOneClick(form: FormData): boolean {
  const entries = [...form.entries()];
  return entries.length === 1 && entries[0]![0] === FIELD && entries[0]![1] === VALUE;
}

/** @example new Hono().route('/unsubscribe', unsubscribeRoutes(deps)) */
export function unsubscribeRoutes(deps: ServiceDeps) {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw new ApiFailure(413, ONE_CLICK_MESSAGES.tooLarge);
    },
  });
  return new Hono()
    .get('/', (c) => {
      const token = c.req.query('token');
      const page =
        token === undefined
          ? `${deps.place.threeOneOneUrl}${TOKEN_PATHS.stop}`
          : tokenUrl(deps.place.threeOneOneUrl, TOKEN_PATHS.stop, token);
      return c.redirect(page, 303);
    })
    .post('/', limit, async (c) => {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!FORM_TYPES.has(mediaType)) {
        throw new ApiFailure(415, ONE_CLICK_MESSAGES.notForm);
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new ApiFailure(400, ONE_CLICK_MESSAGES.notOneClick);
      }
      if (!isOneClick(form)) throw new ApiFailure(400, ONE_CLICK_MESSAGES.notOneClick);
      const result = await stopFollowing(deps, c.req.query('token') ?? '');
      if (!result.ok) throw refuse(result.reason);
      const message = result.value === 'submitter' ? FOLLOW_MESSAGES.stoppedSubmitter : FOLLOW_MESSAGES.stoppedFollower;
      return c.json({ message }, 200, NO_STORE);
    });
}
