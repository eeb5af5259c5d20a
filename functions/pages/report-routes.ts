/**
 * POST /api/311/report: the report form without JavaScript (docs/311-without-javascript.md). One
 * address takes every button of the form, and the form's fields say which was pressed:
 * - a map square (`map.z.x.y.x`/`.y`): the point goes where it was clicked, and the map zooms in;
 * - "Show the whole township", "Find this address", a "did you mean" place, "Remove the photo":
 *   the form again, changed accordingly;
 * - send (the submit button, or Enter): the request is checked by the wizard's rules and filed
 *   through the same service as the wizard's, then 303 to its track page. A problem answers the
 *   form again (422) with what was typed and each message beside its field.
 * Every answer is a whole page in the form's language (`?lang=`, set by the page that drew it).
 */
import { Hono, type Context } from 'hono';
import { outsideBoundaryMessage } from '#domain/requests/boundary-check.ts';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { markup, messageHtml, type SafeHtml } from '#domain/html/html-text.ts';
import type { ReportField, ReportFormPlace } from '#domain/html/report-form.ts';
import { reportRegion, zoomAfterClick, type MapSource } from '#domain/html/report-view.ts';
import { problemText } from '#domain/messages-311/problem-text.ts';
import { clickedPoint, type LatLng } from '#domain/requests/tile-map.ts';
import { suggestsDanger } from '#domain/requests/danger-signs.ts';
import { jurisdictionRefusalIn, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { submitRequestSchema } from '#domain/requests/submission-schema.ts';
import { EMPTY_ENTRIES, TEXT_FIELDS, type WizardEntries } from '#domain/requests/wizard-entries.ts';
import { township } from '#domain/township/township.ts';
import type { ServiceDeps } from '../deps.ts';
import { countEach } from '../http/rate-limit.ts';
import {
  PHOTO_MESSAGES,
  PhotoRejectedError,
  prepareUploadedPhoto,
  type PreparedPhoto,
} from '../services/prepare-photo.ts';
import { PHOTO_NOT_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, photoProblem } from '#domain/requests/photo-check.ts';
import { submitRequest } from '../services/submit-request.ts';
import { carriesFile, outsideTownship, submissionFieldsOf, SUBMIT_FORM_LIMITS } from '../routes/submission-form.ts';
import { submissionLimits } from '../routes/submit-limits.ts';
import { keptPhotos, type KeptPhotos } from './kept-photos.ts';
import { lookAddressUp } from './address-lookup.ts';
import type { PageShells } from './page-shell.ts';
import { framedPage } from './page-frame.ts';
import type { PageReplies } from './page-reply.ts';
import { formText, pageAppPath, plainPost, readForm } from './plain-posts.ts';
import { pageLanguage, reportCategories, reportTranslators } from './report-words.ts';

/** The decoder's refusals in the wizard's words, which the catalogs translate. */
const WIZARD_PHOTO_WORDS: Readonly<Record<string, string>> = {
  [PHOTO_MESSAGES.tooLarge]: PHOTO_TOO_LARGE_MESSAGE,
  [PHOTO_MESSAGES.notImage]: PHOTO_NOT_IMAGE_MESSAGE,
  [PHOTO_MESSAGES.unreadable]: PHOTO_NOT_IMAGE_MESSAGE,
};

/** The tile source when the build names none: the open map's default. */
const DEFAULT_TILES = { template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', maxZoom: 19 };
const REPORT_FIELDS = new Set<string>([...TEXT_FIELDS, 'photo', 'location']);
const CLICKED_ZOOM = /^map\.(\d{1,2})\.\d{1,7}\.\d{1,7}\.x$/;
const PLACE_VALUE = /^(-?\d{1,3}(?:\.\d{1,15})?),(-?\d{1,3}(?:\.\d{1,15})?)\|(.{1,300})$/s;

/** A point within the world's ranges, or null. */
function pointOf(lat: number, lng: number): LatLng | null {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/** Where a new request's track page is, under the app's address in the form's language (`/311/es`). */
export const trackPageOf = (appPath: string, id: string) => `${appPath}/track?id=${encodeURIComponent(id)}&sent=1`;

/** What the form shows next: the entries, the messages, the map's zoom, the kept photo, the places. */
interface FormState {
  values: WizardEntries;
  errors: Partial<Record<ReportField, string>>;
  notice?: SafeHtml;
  zoom?: number;
  wholeMap?: boolean;
  kept?: { token: string; name: string };
  places?: ReportFormPlace[];
  mapShown?: boolean;
}

export interface ReportRouteDeps {
  services: ServiceDeps;
  pages: PageShells;
  replies: PageReplies;
  /** Photos kept between posts; one store per server when left out. */
  kept?: KeptPhotos;
}

/** @example new Hono().route('/311', reportRoutes({ services, pages, replies })) */
export function reportRoutes({ services, pages, replies, kept: keptStore }: ReportRouteDeps) {
  const kept = keptStore ?? keptPhotos(() => services.clock().getTime());
  const limits = submissionLimits(services);
  const lookups = lookAddressUp(services);

  /** The whole page of the form in `lang`, with `state`. */
  async function page(c: Context, lang: string, state: FormState, status: number): Promise<Response> {
    const t = reportTranslators(lang);
    const { values } = state;
    const body = reportRegion({
      lang,
      t,
      source: await mapSource(),
      categories: reportCategories(lang),
      values,
      errors: state.errors,
      notice: state.notice,
      danger: suggestsDanger(values.category, values.description, lang),
      zoom: state.wholeMap ? undefined : state.zoom,
      wholeMap: state.wholeMap,
      mapShown: state.mapShown,
      keptPhoto: state.kept,
      places: state.places,
    });
    const title = t.common('documentTitle', { screen: t.wizard('documentTitle'), township: services.place.township });
    const framed = framedPage(c, services, { lang, rest: '', actions: ['track', 'staff'] }, body);
    return replies.page(await pages.render({ lang, title, body: framed }), status);
  }

  /** The form, empty, with a problem of the whole form. */
  const refusal = (c: Context, lang: string, notice: string, status: number) =>
    page(c, lang, { values: EMPTY_ENTRIES, errors: {}, notice: markup`${notice}` }, status);

  return new Hono().post(
    '/report',
    ...plainPost(
      services.limits.trustProxyHops,
      { ...SUBMIT_FORM_LIMITS, multipartBytes: 2 * SUBMIT_FORM_LIMITS.multipartBytes },
      (c, reason, status) => {
        const lang = pageLanguage(c.req.query('lang'));
        const { plain } = reportTranslators(lang);
        return refusal(c, lang, plain(reason === 'cross-site' ? 'crossSite' : 'formTooLarge'), status);
      },
    ),
    async (c) => {
      const lang = pageLanguage(c.req.query('lang'));
      const t = reportTranslators(lang);
      const form = await readForm(c);
      if (!form) return refusal(c, lang, t.wizard('invalidInput'), 400);
      const text = (name: string) => formText(form, name);
      const values: WizardEntries = {
        ...EMPTY_ENTRIES,
        ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])),
        wantsTextAlerts: ['true', 'on', '1'].includes(text('wantsTextAlerts')),
        location: text('lat') && text('lng') ? pointOf(Number(text('lat')), Number(text('lng'))) : null,
      };
      const state: FormState = {
        values,
        errors: {},
        zoom: Number(text('zoom')) || undefined,
        mapShown: form.has('showMap') || text('mapShown') === '1',
      };
      const place = services.place.township;

      // The photo: a new one is checked and kept; an earlier one is found by its token.
      let photo: PreparedPhoto | undefined;
      const token = text('photoToken');
      const file = form.get('photo');
      if (form.has('removePhoto')) {
        kept.drop(token);
      } else if (carriesFile(file)) {
        // The wizard's own check first (its words), then the server's decoding.
        const problem = photoProblem(file);
        if (problem) state.errors.photo = problemText(t.wizard, problem, place);
        else
          try {
            photo = await prepareUploadedPhoto(file);
            kept.drop(token);
            state.kept = { token: kept.keep(photo, file.name), name: file.name };
          } catch (error) {
            if (!(error instanceof PhotoRejectedError)) throw error;
            state.errors.photo = problemText(t.wizard, WIZARD_PHOTO_WORDS[error.message] ?? error.message, place);
          }
      } else if (token) {
        const found = kept.find(token);
        if (found) {
          photo = found.photo;
          state.kept = { token, name: found.name };
        } else {
          state.errors.photo = t.wizard('photoNotKept', { name: text('photoName') });
        }
      }

      // A map square: the point where it was clicked, and a closer view.
      const fields = Object.fromEntries([...form.keys()].map((name) => [name, text(name)]));
      const source = await mapSource();
      const clicked = clickedPoint(fields, source.maxZoom);
      if (clicked) {
        const zoom = Number(
          Object.keys(fields)
            .map((name) => CLICKED_ZOOM.exec(name)?.[1])
            .find(Boolean),
        );
        values.location = clicked;
        state.zoom = zoomAfterClick(zoom, source);
        return page(c, lang, state, 200);
      }
      if (form.has('wholeMap')) return page(c, lang, { ...state, wholeMap: true }, 200);
      if (form.has('showMap')) return page(c, lang, state, 200);
      const chosen = PLACE_VALUE.exec(text('place'));
      if (chosen) {
        values.location = pointOf(Number(chosen[1]), Number(chosen[2]));
        values.issueAddress = chosen[3]!;
        state.zoom = undefined;
        return page(c, lang, state, 200);
      }
      const lookUp = async () => {
        const found = await lookups(c, values.issueAddress, t);
        if (found.kind === 'problem') state.errors.issueAddress = found.message;
        else if (found.kind === 'places') state.places = found.places;
        else {
          values.location = found.point;
          state.zoom = undefined;
        }
        return found.kind;
      };
      if (form.has('findAddress')) {
        await lookUp();
        return page(c, lang, state, state.errors.issueAddress ? 422 : 200);
      }
      if (form.has('removePhoto')) return page(c, lang, state, 200);

      // Send. An address without a point is looked up first; several matches are offered.
      if (!values.location && values.issueAddress.trim() !== '') {
        const kind = await lookUp();
        if (kind === 'places') return page(c, lang, state, 200);
      }
      const checked = submitRequestSchema.safeParse(
        submissionFieldsOf({
          ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])),
          wantsTextAlerts: values.wantsTextAlerts ? 'true' : 'false',
          ...(values.location ? { lat: String(values.location.lat), lng: String(values.location.lng) } : {}),
          language: lang === PSEUDO_LOCALE ? DEFAULT_LANGUAGE : lang,
        }),
      );
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? '');
          const name = (REPORT_FIELDS.has(field) ? field : 'location') as ReportField;
          state.errors[name] ??= problemText(t.wizard, issue.message, place);
        }
        const road = jurisdictionRefusalIn(checked.error.issues);
        if (road) {
          const { agency } = refusalNotice(road);
          state.notice = markup`<a class="font-semibold text-red-900 underline" href="${agency.url}">${messageHtml(t.wizard.parts('reportToAgency', { agency: agency.name, sr: () => '' }))}</a>`;
        }
        return page(c, lang, state, 422);
      }
      if (outsideTownship(services, checked.data.location)) {
        state.errors.location = problemText(t.wizard, outsideBoundaryMessage(place), place);
        return page(c, lang, state, 422);
      }
      if (Object.keys(state.errors).length > 0) return page(c, lang, state, 422);
      const limited = await countEach(limits, c);
      if (limited) {
        return page(c, lang, { ...state, notice: markup`${problemText(t.wizard, limited.message, place)}` }, 429);
      }
      const { id } = await submitRequest(
        services,
        { ...checked.data, language: checked.data.language ?? DEFAULT_LANGUAGE },
        photo,
      );
      if (state.kept) kept.drop(state.kept.token);
      return replies.seeOther(trackPageOf(pageAppPath(c, services.limits.trustProxyHops, lang), id));
    },
  );

  /** The map's source, from the build. */
  async function mapSource(): Promise<MapSource> {
    const tiles = (await pages.tiles()) ?? DEFAULT_TILES;
    const map = township().map;
    return { template: tiles.template, maxZoom: tiles.maxZoom, bounds: map.searchBounds, detailZoom: map.selectedZoom };
  }
}
