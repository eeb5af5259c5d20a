/**
 * The e-mails' confirm and stop pages without JavaScript (docs/311-without-javascript.md), under
 * /api/311: GET `/updates/confirm?token=…` and `/updates/stop?token=…` (and `/{language}/…`)
 * answer the page with its button, a form that posts the token to POST `/updates/confirm` or
 * `/updates/stop`. The same services, limits and messages as POST /api/follow/confirm and /stop; a
 * press that went through answers 303 to the page saying so (`done=`, the request's `id`, no
 * token), so a reload does nothing twice.
 */
import { Hono, type Context } from 'hono';
import {
  linkActionRegion,
  linkActionTitle,
  type LinkActionKind,
  type LinkActionPage,
} from '#domain/html/link-action-page.ts';
import { DEFAULT_LANGUAGE, languageOfSegment } from '#domain/i18n/languages.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { followMessages } from '#domain/messages-311/follow-english.ts';
import { plainTrackMessages } from '#domain/messages-311/plain-track.messages.ts';
import { plainMessages } from '#domain/messages-311/plain.messages.ts';
import { serverText } from '#domain/messages-311/follow-server-text.ts';
import { FOLLOW_MESSAGES, linkActionDone, type LinkActionDone } from '#domain/requests/follow-messages.ts';
import { township } from '#domain/township/township.ts';
import type { ServiceDeps } from '../deps.ts';
import { serverTranslator } from '../i18n/catalogs.ts';
import { followLimiters } from '../routes/follow-limits.ts';
import { refuse } from '../routes/follow-replies.ts';
import { confirmFollowing, stopFollowing } from '../services/follow.ts';
import type { PageReplies } from './page-reply.ts';
import type { PageShells } from './page-shell.ts';
import { framedPage } from './page-frame.ts';
import { PLAIN_PAGES } from './plain-page-paths.ts';
import {
  browserLanguage,
  formLanguage,
  linkToken,
  offeredLanguages,
  pageAppPath,
  plainPost,
  readForm,
  TEXT_FORM_LIMITS,
} from './plain-posts.ts';

export function linkActionRoutes(deps: ServiceDeps, pages: PageShells, replies: PageReplies) {
  const limits = followLimiters(deps);
  const appPath = (c: Context, lang: string) => pageAppPath(c, deps.limits.trustProxyHops, lang);

  async function render(
    c: Context,
    lang: string,
    kind: LinkActionKind,
    shown: Pick<LinkActionPage, 'token' | 'done' | 'error'>,
    status = 200,
  ): Promise<Response> {
    const follow = serverTranslator(followMessages, lang);
    const page: LinkActionPage = { lang, follow, kind, trackPath: `${appPath(c, lang)}${PLAIN_PAGES.track}`, ...shown };
    const common = serverTranslator(commonMessages, lang);
    const title = common('documentTitle', { screen: linkActionTitle(page), township: township().city });
    const rest = `${PLAIN_PAGES[kind]}${shown.token ? `?token=${encodeURIComponent(shown.token)}` : ''}`;
    const body = framedPage(c, deps, { lang, rest, actions: ['track', 'submit', 'staff'] }, linkActionRegion(page));
    const html = await pages.render({ lang, title, body });
    return replies.private(replies.page(html, status));
  }

  function show(c: Context, lang: string, kind: LinkActionKind): Promise<Response> {
    const follow = serverTranslator(followMessages, lang);
    const done = linkActionDone(c.req.query('done'), c.req.query('id'));
    if (done) {
      return render(c, lang, kind, {
        token: '',
        done: { message: serverText(follow, done.message), requestId: done.requestId },
      });
    }
    const token = linkToken(c.req.query('token'));
    if (token) return render(c, lang, kind, { token });
    return render(c, lang, kind, { token: '', error: serverText(follow, FOLLOW_MESSAGES.invalidLink) }, 404);
  }

  async function press(c: Context, kind: LinkActionKind): Promise<Response> {
    const form = await readForm(c);
    const lang = formLanguage(form?.get('lang')) ?? browserLanguage(c);
    const follow = serverTranslator(followMessages, lang);
    const token = linkToken(form?.get('token'));
    const decision = await limits.perClient.consume(limits.clientKey(c));
    if (!decision.allowed) {
      const response = await render(
        c,
        lang,
        kind,
        { token, error: serverText(follow, FOLLOW_MESSAGES.rateLimited) },
        429,
      );
      response.headers.set('Retry-After', String(Math.max(1, decision.retryAfterSeconds)));
      return response;
    }
    const result = token
      ? kind === 'confirm'
        ? await confirmFollowing(deps, token)
        : await stopFollowing(deps, token)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!result.ok) {
      const failure = refuse(result.reason);
      return render(c, lang, kind, { token: '', error: serverText(follow, failure.message) }, failure.status);
    }
    const done: LinkActionDone = result.value === null ? 'confirmed' : `stopped-${result.value}`;
    const query = `done=${done}&id=${encodeURIComponent(result.requestId)}`;
    return replies.private(replies.seeOther(`${appPath(c, lang)}${PLAIN_PAGES[kind]}?${query}`));
  }

  const refusal = (c: Context, reason: 'cross-site' | 'too-large', status: 403 | 413) => {
    const lang = browserLanguage(c);
    const kind: LinkActionKind = c.req.path.endsWith('/stop') ? 'stop' : 'confirm';
    const text =
      reason === 'cross-site'
        ? serverTranslator(plainMessages, lang)('crossSite')
        : serverTranslator(plainTrackMessages, lang)('tooLarge');
    return render(c, lang, kind, { token: '', error: { text, english: false } }, status);
  };
  const guard = plainPost(deps.limits.trustProxyHops, TEXT_FORM_LIMITS, refusal);
  const language = (c: Context) => languageOfSegment(c.req.param('lang'), offeredLanguages()) ?? DEFAULT_LANGUAGE;

  return new Hono()
    .get(PLAIN_PAGES.confirm, (c) => show(c, DEFAULT_LANGUAGE, 'confirm'))
    .get(`/:lang${PLAIN_PAGES.confirm}`, (c) => show(c, language(c), 'confirm'))
    .get(PLAIN_PAGES.stop, (c) => show(c, DEFAULT_LANGUAGE, 'stop'))
    .get(`/:lang${PLAIN_PAGES.stop}`, (c) => show(c, language(c), 'stop'))
    .post(PLAIN_PAGES.confirm, ...guard, (c) => press(c, 'confirm'))
    .post(PLAIN_PAGES.stop, ...guard, (c) => press(c, 'stop'));
}
