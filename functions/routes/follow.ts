/**
 * Resident routes under /api/follow, no sign-in (docs/api.md#following-a-request): ask to follow a
 * public request by e-mail, confirm it, stop messages, and the submitter's private page (read it,
 * add information or a photo, say "not fixed"). Every route but the first is bound to a token from
 * a link in an e-mail, sent in the body (never in a URL, which logs keep), except the one-click
 * unsubscribe of List-Unsubscribe (follow-unsubscribe.ts), whose form RFC 8058 fixes; an unknown
 * token and a token of another kind answer alike. Counted per client address (FOLLOW_RATE_LIMIT),
 * asking to follow also per e-mail address. Subscriber addresses never appear in any reply.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { followSchema, tokenInputSchema } from '#domain/requests/follow-input.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import {
  addedPhotoSchema,
  informationSchema,
  PHOTO_NAME_MESSAGE,
  reopenSchema,
} from '#domain/requests/follow-up-input.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiFailure } from '../http/api-error.ts';
import { rateLimit, tooManyRequests } from '../http/rate-limit.ts';
import { askToFollow, confirmFollowing, stopFollowing } from '../services/follow.ts';
import { followUpView, reopenRequest, submitterPhoto } from '../services/follow-up.ts';
import { addInformationWithPhoto } from '../services/follow-up-information.ts';
import { recipientKey } from '../notify/recipient-key.ts';
import { followLimiters } from './follow-limits.ts';
import { NO_STORE, refuse } from './follow-replies.ts';
import { unsubscribeRoutes } from './follow-unsubscribe.ts';
import { boundedSubmitForm, cleanedFormWithPhoto } from './submission-form.ts';
import { NOT_FOUND_MESSAGE } from './requests.ts';
import { validate } from './staff-validator.ts';
import { photoReply } from './uploads.ts';

/** A token and a note of 2,000 characters fit many times over. */
const JSON_BODY_LIMIT = 16 * 1024;

/** The add-information form: its text fields cleaned, the photo kept apart. */
const informationFormSchema = cleanedFormWithPhoto(informationSchema);

export function followRoutes(deps: ServiceDeps) {
  const { perClient, perEmail, clientKey } = followLimiters(deps);
  const json = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiFailure(413, 'The request body is too large.');
    },
  });

  // One-click unsubscribe comes before the per-client limit: mail providers' servers send those
  // POSTs, many residents' through one address; each is bounded and one token lookup.
  return new Hono()
    .route('/unsubscribe', unsubscribeRoutes(deps))
    .use(
      rateLimit({
        limiter: perClient,
        key: clientKey,
        message: FOLLOW_MESSAGES.rateLimited,
      }),
    )
    .post('/subscribe', json, validate('json', followSchema), async (c) => {
      const { requestId, email, language } = c.req.valid('json');
      // Keyed on the mailbox, so victim+1@ and victim+2@ share one allowance.
      const decision = await perEmail.consume(recipientKey(email));
      if (!decision.allowed) {
        throw tooManyRequests(decision, FOLLOW_MESSAGES.rateLimited);
      }
      const outcome = await askToFollow(deps, requestId, email, language);
      if (outcome === 'not-found') throw new ApiFailure(404, NOT_FOUND_MESSAGE);
      if (outcome === 'full') throw refuse('full');
      return c.json({ message: FOLLOW_MESSAGES.sent }, 202, NO_STORE);
    })
    .post('/confirm', json, validate('json', tokenInputSchema), async (c) => {
      const result = await confirmFollowing(deps, c.req.valid('json').token);
      if (!result.ok) throw refuse(result.reason);
      return c.json({ requestId: result.requestId, message: FOLLOW_MESSAGES.confirmed }, 200, NO_STORE);
    })
    .post('/stop', json, validate('json', tokenInputSchema), async (c) => {
      const result = await stopFollowing(deps, c.req.valid('json').token);
      if (!result.ok) throw refuse(result.reason);
      const message = result.value === 'submitter' ? FOLLOW_MESSAGES.stoppedSubmitter : FOLLOW_MESSAGES.stoppedFollower;
      return c.json({ requestId: result.requestId, message }, 200, NO_STORE);
    })
    .post('/view', json, validate('json', tokenInputSchema), async (c) => {
      const result = await followUpView(deps, c.req.valid('json').token);
      if (!result.ok) throw refuse(result.reason);
      return c.json(result.view, 200, NO_STORE);
    })
    .post('/photo', json, validate('json', addedPhotoSchema), async (c) => {
      // A photo the submitter added is theirs and staff's only: read with the token in the body,
      // never cached. A wrong token and a name that is not theirs answer alike.
      const { token, fileName } = c.req.valid('json');
      const photo = await submitterPhoto(deps, token, fileName);
      if (!photo) throw new ApiFailure(404, PHOTO_NAME_MESSAGE);
      return photoReply(c, photo, 'private, no-store');
    })
    .post('/reopen', json, validate('json', reopenSchema), async (c) => {
      const { token, note } = c.req.valid('json');
      const result = await reopenRequest(deps, token, note);
      if (!result.ok) throw refuse(result.reason);
      return c.json({ ...result.view, message: FOLLOW_UP_MESSAGES.reopened }, 200, NO_STORE);
    })
    .post(
      '/information',
      // The same bounds and 413 messages as a submission's form, which may carry a photo too.
      boundedSubmitForm,
      validate('form', informationFormSchema),
      async (c) => {
        const { fields, photo } = c.req.valid('form');
        const result = await addInformationWithPhoto(deps, fields.token, fields.text, photo || undefined);
        if (!result.ok) {
          if (result.reason === 'photo') throw new ApiFailure(result.status, result.message);
          throw refuse(result.reason);
        }
        return c.json({ ...result.view, message: FOLLOW_UP_MESSAGES.added }, 201, NO_STORE);
      },
    );
}
