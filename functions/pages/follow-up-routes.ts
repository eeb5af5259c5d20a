/**
 * The submitter's private page without JavaScript (docs/311-without-javascript.md), under
 * /api/311: GET `/my-request?token=…` (and `/{language}/my-request`) answers the whole page, and
 * its two forms post to `/my-request/information` (text and a photo) and `/my-request/reopen`
 * ("not fixed"). The same services, limits and messages as the JSON routes under /api/follow; a
 * post that went through answers 303 to the page, which then says so, so a reload does not post
 * again. The token rides in the page's query (as the e-mail's link has it) and in the forms'
 * hidden field, never in a path the log keeps; every reply is no-store and sends no Referer.
 */
import { Hono, type Context } from 'hono';
import { followUpRegion, type FollowUpPage } from '#domain/html/follow-up-page.ts';
import { DEFAULT_LANGUAGE, languageOfSegment } from '#domain/i18n/languages.ts';
import { serverText, type ShownText } from '#domain/messages-311/follow-server-text.ts';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_TEXT_LIMIT } from '#domain/requests/follow-up-messages.ts';
import { township } from '#domain/township/township.ts';
import type { ServiceDeps } from '../deps.ts';
import { followLimiters } from '../routes/follow-limits.ts';
import { refuse } from '../routes/follow-replies.ts';
import { SUBMIT_FORM_LIMITS } from '../routes/submission-form.ts';
import { addInformationWithPhoto } from '../services/follow-up-information.ts';
import { followUpView, reopenRequest, type FollowUpResult } from '../services/follow-up.ts';
import type { PageReplies } from './page-reply.ts';
import type { PageShells } from './page-shell.ts';
import { framedPage } from './page-frame.ts';
import { followUpWords } from './page-words.ts';
import { PLAIN_PAGES } from './plain-page-paths.ts';
import {
  browserLanguage,
  formLanguage,
  linkToken,
  formText,
  offeredLanguages,
  pageAppPath,
  plainPost,
  readForm,
  TEXT_FORM_LIMITS,
  type PostRefusal,
} from './plain-posts.ts';

/** What a post that went through says on the page it leads to (`done=`). */
const DONE = { added: FOLLOW_UP_MESSAGES.added, reopened: FOLLOW_UP_MESSAGES.reopened } as const;

/** A post's own parts. */
interface Post {
  lang: string;
  /** '' when the form's token is not of a token's form. */
  token: string;
  text: string;
  photo: File | undefined;
}

interface Shown {
  notice?: FollowUpPage['notice'];
  text?: string;
  status?: number;
}

export function followUpPageRoutes(deps: ServiceDeps, pages: PageShells, replies: PageReplies) {
  const limits = followLimiters(deps);
  const appPath = (c: Context, lang: string) => pageAppPath(c, deps.limits.trustProxyHops, lang);

  async function render(c: Context, lang: string, token: string, shown: Shown = {}): Promise<Response> {
    const words = followUpWords(lang);
    const read: FollowUpResult = token ? await followUpView(deps, token) : { ok: false, reason: 'invalid' };
    const view = read.ok ? read.view : { problem: serverText(words.follow, refuse(read.reason).message) };
    const page: FollowUpPage = { words, appPath: appPath(c, lang), token, view, ...shown };
    const title = words.common('documentTitle', { screen: words.follow('title'), township: township().city });
    const rest = `${PLAIN_PAGES.followUp}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const body = framedPage(c, deps, { lang, rest, actions: ['track', 'submit', 'staff'] }, followUpRegion(page));
    const html = await pages.render({ lang, title, body });
    const status = shown.status ?? (read.ok ? 200 : refuse(read.reason).status);
    return replies.private(replies.page(html, status));
  }

  /** A refusal's page: the link's page again with why, in red; what was typed kept. */
  const refused = (c: Context, lang: string, token: string, text: string, message: ShownText, status: number) =>
    render(c, lang, token, { notice: { ...message, done: false }, text, status });

  const refusal = (c: Context, reason: PostRefusal, status: 403 | 413) => {
    const lang = browserLanguage(c);
    const words = followUpWords(lang);
    const text = reason === 'cross-site' ? words.plain('crossSite') : words.plainTrack('tooLarge');
    // The body went unread, so the token is not known: the page says why, and Back returns to the form.
    return render(c, lang, '', { notice: { text, english: false, done: false }, status });
  };

  /** The page's own parts of a post: its language, the token and the text, after the client's count. */
  async function readPost(c: Context, field: string): Promise<Post> {
    const form = await readForm(c);
    const lang = formLanguage(form?.get('lang')) ?? browserLanguage(c);
    const token = linkToken(form?.get('token'));
    const text = form ? formText(form, field).trim() : '';
    const photo = form?.get('photo');
    return {
      lang,
      token,
      text,
      photo: photo instanceof File ? photo : undefined,
    };
  }

  /** The answer to a post: 303 to the page when it went through, else the page with the reason. */
  function answer(
    c: Context,
    post: Awaited<ReturnType<typeof readPost>>,
    result: FollowUpResult,
    done: keyof typeof DONE,
  ) {
    if (result.ok) {
      const query = `token=${encodeURIComponent(post.token)}&done=${done}`;
      return replies.private(replies.seeOther(`${appPath(c, post.lang)}${PLAIN_PAGES.followUp}?${query}`));
    }
    const failure = refuse(result.reason);
    return refused(
      c,
      post.lang,
      post.token,
      post.text,
      serverText(followUpWords(post.lang).follow, failure.message),
      failure.status,
    );
  }

  /**
   * What every post checks before its service: the client's count, the text's length and a token
   * of the right form; the page of the first refusal, or null.
   */
  async function screened(c: Context, post: Post): Promise<Response | null> {
    const over = await overLimit(c, post.lang, post.token, post.text);
    if (over) return over;
    if (post.text.length > FOLLOW_UP_TEXT_LIMIT) {
      const tooLong = serverText(followUpWords(post.lang).follow, FOLLOW_UP_MESSAGES.textTooLong);
      return refused(c, post.lang, post.token, post.text, tooLong, 422);
    }
    return post.token ? null : render(c, post.lang, '', { status: 404 });
  }

  /** The client's count, as every /api/follow route has it: a 429 page past it. */
  async function overLimit(c: Context, lang: string, token: string, text: string): Promise<Response | null> {
    const decision = await limits.perClient.consume(limits.clientKey(c));
    if (decision.allowed) return null;
    return refused(
      c,
      lang,
      token,
      text,
      { text: followUpWords(lang).plainTrack('tooManyTries'), english: false },
      429,
    ).then((response) => {
      response.headers.set('Retry-After', String(Math.max(1, decision.retryAfterSeconds)));
      return response;
    });
  }

  const page = async (c: Context, lang: string) => {
    const token = linkToken(c.req.query('token'));
    const over = await overLimit(c, lang, '', '');
    if (over) return over;
    const done = c.req.query('done');
    const notice =
      done === 'added' || done === 'reopened' ? serverText(followUpWords(lang).follow, DONE[done]) : undefined;
    return render(c, lang, token, notice ? { notice: { ...notice, done: true } } : {});
  };

  return new Hono()
    .get(PLAIN_PAGES.followUp, (c) => page(c, DEFAULT_LANGUAGE))
    .get(`/:lang${PLAIN_PAGES.followUp}`, (c) =>
      page(c, languageOfSegment(c.req.param('lang'), offeredLanguages()) ?? DEFAULT_LANGUAGE),
    )
    .post(
      `${PLAIN_PAGES.followUp}/information`,
      ...plainPost(deps.limits.trustProxyHops, SUBMIT_FORM_LIMITS, refusal),
      async (c) => {
        const post = await readPost(c, 'text');
        const stop = await screened(c, post);
        if (stop) return stop;
        const words = followUpWords(post.lang);
        const result = await addInformationWithPhoto(deps, post.token, post.text, post.photo);
        if (!result.ok && result.reason === 'photo') {
          return refused(c, post.lang, post.token, post.text, serverText(words.follow, result.message), result.status);
        }
        return answer(c, post, result, 'added');
      },
    )
    .post(
      `${PLAIN_PAGES.followUp}/reopen`,
      ...plainPost(deps.limits.trustProxyHops, TEXT_FORM_LIMITS, refusal),
      async (c) => {
        const post = await readPost(c, 'note');
        const stop = await screened(c, post);
        if (stop) return stop;
        return answer(c, post, await reopenRequest(deps, post.token, post.text), 'reopened');
      },
    );
}
