/**
 * The track page without JavaScript (docs/311-without-javascript.md), under /api/311: GET
 * `/track` (and `/{language}/track`) answers the whole page for `?id=` (a reference as residents
 * type it, or an id), the public list's `status`, `category` and `after`, and `sent=1` after a
 * plain report; POST `/follow` is its "Get updates by e-mail" form. Everything shown comes from the
 * public projections the JSON API sends (services/public-requests.ts), and following goes through
 * the same service and limits as POST /api/follow/subscribe.
 */
import { Hono, type Context } from 'hono';
import { trackRegion, type FollowFormState, type TrackPage } from '#domain/html/track-page.ts';
import type { PublicListView } from '#domain/html/public-list-html.ts';
import { DEFAULT_LANGUAGE, languageOfSegment } from '#domain/i18n/languages.ts';
import { followReply } from '#domain/messages-311/follow-replies.ts';
import { emailProblem } from '#domain/requests/email-check.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import type { PublicRequest } from '#domain/requests/public-view.ts';
import { trackKey } from '#domain/requests/reference.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import { categoryNames, township } from '#domain/township/township.ts';
import type { ServiceDeps } from '../deps.ts';
import { recipientKey } from '../notify/recipient-key.ts';
import { followLimiters } from '../routes/follow-limits.ts';
import { askToFollow } from '../services/follow.ts';
import { readPublicListQuery } from '../services/public-list-query.ts';
import { createPublicRequests } from '../services/public-requests.ts';
import type { PageReplies } from './page-reply.ts';
import type { PageShells } from './page-shell.ts';
import { framedPage } from './page-frame.ts';
import { trackPageWords } from './page-words.ts';
import { PLAIN_PAGES } from './plain-page-paths.ts';
import {
  browserLanguage,
  formLanguage,
  formText,
  offeredLanguages,
  pageAppPath,
  plainPost,
  readForm,
  TEXT_FORM_LIMITS,
  type PostRefusal,
} from './plain-posts.ts';

/** The longest lookup read: an id is 20 characters, a reference 8 with room for spaces. */
const QUERY_LIMIT = 100;
/** The list's own parameters, read as GET /api/requests reads them. */
const LIST_PARAMS = ['status', 'category', 'after'] as const;

type Query = Record<string, string | undefined>;

export function trackPageRoutes(deps: ServiceDeps, pages: PageShells, replies: PageReplies) {
  const reads = createPublicRequests(deps.stores);
  const limits = followLimiters(deps);
  const trackPath = (c: Context, lang: string) =>
    `${pageAppPath(c, deps.limits.trustProxyHops, lang)}${PLAIN_PAGES.track}`;

  async function lookup(typed: string): Promise<PublicRequest | null> {
    const json = await reads.trackJsonFor(trackKey(typed.slice(0, QUERY_LIMIT)));
    return json === null ? null : (JSON.parse(json) as PublicRequest);
  }

  /** One page of the public list, as the JSON API reads it; null when the store fails. */
  async function list(search: URLSearchParams, path: string, lang: string): Promise<PublicListView | null> {
    const own = new URLSearchParams();
    for (const name of LIST_PARAMS) for (const value of search.getAll(name)) own.append(name, value);
    const read = readPublicListQuery(own);
    const query = read.ok ? read.query : { statuses: [], categories: [], after: null };
    const params = {
      status: query.statuses[0] ?? null,
      category: query.categories[0] ?? null,
      after: query.after ? own.get('after') : null,
    };
    try {
      const page = await reads.list(query);
      return {
        ...page,
        rows: page.requests,
        params,
        categories: categoryNames(),
        href: (link) => {
          const out = new URLSearchParams();
          for (const [name, value] of Object.entries(link)) if (value) out.set(name, value);
          const text = out.toString();
          return text ? `${path}?${text}` : path;
        },
        ...(read.ok ? {} : { notice: trackPageWords(lang).plainTrack('listReset') }),
      };
    } catch (error) {
      deps.logger.error('The public list of the track page could not be read', error);
      return null;
    }
  }

  async function render(
    c: Context,
    lang: string,
    query: Query,
    extra: { follow?: FollowFormState; problem?: string; status?: number } = {},
  ): Promise<Response> {
    const words = trackPageWords(lang);
    const path = trackPath(c, lang);
    const typed = (query.id ?? '').slice(0, QUERY_LIMIT);
    const request = typed.trim() ? await lookup(typed) : null;
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
    const follow = extra.follow ?? (query.following === '1' ? { sent: words.card('followSent') } : {});
    const page: TrackPage = {
      words,
      path,
      query: typed,
      lookedUp: query.id !== undefined,
      request,
      sent: query.sent === '1',
      follow,
      list: await list(search, path, lang),
      ...(extra.problem ? { problem: extra.problem } : {}),
    };
    const screen = request ? words.track('requestTitle', { id: request.id }) : words.track('title');
    const title = words.common('documentTitle', { screen, township: township().city });
    const rest = `${PLAIN_PAGES.track}${search.size > 0 ? `?${search.toString()}` : ''}`;
    const body = framedPage(c, deps, { lang, rest, actions: ['submit', 'staff'] }, trackRegion(page));
    const html = await pages.render({ lang, title, body });
    return replies.page(html, extra.status ?? (typed.trim() && !request ? 404 : 200));
  }

  const refusal = (c: Context, reason: PostRefusal, status: 403 | 413) => {
    const lang = browserLanguage(c);
    const words = trackPageWords(lang);
    return render(
      c,
      lang,
      {},
      { problem: reason === 'cross-site' ? words.plain('crossSite') : words.plainTrack('tooLarge'), status },
    );
  };

  return new Hono()
    .get(PLAIN_PAGES.track, (c) => render(c, DEFAULT_LANGUAGE, c.req.query()))
    .get(`/:lang${PLAIN_PAGES.track}`, (c) => {
      const lang = languageOfSegment(c.req.param('lang'), offeredLanguages());
      return render(c, lang ?? DEFAULT_LANGUAGE, c.req.query());
    })
    .post('/follow', ...plainPost(deps.limits.trustProxyHops, TEXT_FORM_LIMITS, refusal), async (c) => {
      const form = await readForm(c);
      const lang = formLanguage(form?.get('lang')) ?? browserLanguage(c);
      const words = trackPageWords(lang);
      const requestId = form ? formText(form, 'requestId').trim() : '';
      const email = form ? formText(form, 'email').trim() : '';
      const again = (message: string, status: number) =>
        render(c, lang, { id: requestId }, { follow: { email, error: followReply(words.card, message) }, status });
      const client = await limits.perClient.consume(limits.clientKey(c));
      if (!client.allowed) return withRetry(await again(FOLLOW_MESSAGES.rateLimited, 429), client.retryAfterSeconds);
      if (!isRequestId(requestId)) return render(c, lang, { id: requestId });
      const problem = emailProblem(email);
      if (problem) return again(problem, 422);
      const mailbox = await limits.perEmail.consume(recipientKey(email));
      if (!mailbox.allowed) return withRetry(await again(FOLLOW_MESSAGES.rateLimited, 429), mailbox.retryAfterSeconds);
      const outcome = await askToFollow(deps, requestId, email, lang);
      if (outcome === 'not-found') return render(c, lang, { id: requestId });
      if (outcome === 'full') return again(FOLLOW_MESSAGES.full, 409);
      const id = encodeURIComponent(requestId);
      return replies.seeOther(`${trackPath(c, lang)}?id=${id}&following=1`);
    });
}

/** A 429 page says when to try again, as the JSON routes' 429 does. */
function withRetry(response: Response, seconds: number): Response {
  response.headers.set('Retry-After', String(Math.max(1, seconds)));
  return response;
}
