/**
 * Everything the plain report form shows, from the catalogs and the township profile: its words in
 * the page's language (the wizard's, the location step's, the common domain's and the plain
 * pages' own) and its map, the township at first and zoomed in around a placed point
 * (docs/311-without-javascript.md). The /311 pages build it at build time; the server again for
 * each post.
 */
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import type { Translate } from '../i18n/messages.ts';
import type { commonMessages } from '../messages-311/common-english.ts';
import type { locationMessages } from '../messages-311/location-english.ts';
import type { plainMessages } from '../messages-311/plain.messages.ts';
import type { wizardMessages } from '../messages-311/wizard-english.ts';
import {
  gridTiles,
  pixelOnGrid,
  tileGridAround,
  tileGridFor,
  tileUrl,
  type Bounds,
  type LatLng,
  type TileGrid,
} from '../requests/tile-map.ts';
import { EMPTY_ENTRIES, type WizardEntries } from '../requests/wizard-entries.ts';
import type { SafeHtml } from './html-text.ts';
import { REPORT_ACTION } from './plain-region.ts';
import { regionMain } from './region-main.ts';
import {
  MAP_COLS,
  MAP_ROWS,
  reportFormHtml,
  type ReportFormMap,
  type ReportFormView,
  type ReportFormWords,
} from './report-form.ts';

export interface ReportTranslators {
  wizard: Translate<keyof typeof wizardMessages.english>;
  location: Translate<keyof typeof locationMessages.english>;
  common: Translate<keyof typeof commonMessages.english>;
  plain: Translate<keyof typeof plainMessages.english>;
}

/** What changes the form's words: the 911 notice, a placed point, a kept photo. */
export interface ReportWordState {
  danger: boolean;
  pointSet: boolean;
  keptPhotoName?: string;
}

/** The form's words in the translators' language. */
export function reportFormWords(t: ReportTranslators, state: ReportWordState): ReportFormWords {
  const { wizard, location, common, plain } = t;
  return {
    heading: wizard('heading'),
    emergency: wizard('emergency'),
    nonEmergency: wizard('nonEmergency'),
    danger: state.danger ? wizard('danger') : undefined,
    problems: plain('problems'),
    required: common('required'),
    optional: common('optional'),
    name: wizard('name'),
    email: wizard('email'),
    phone: wizard('phone'),
    phoneHint: wizard('phoneHint'),
    yourAddress: wizard('yourAddress'),
    yourAddressHint: wizard('yourAddressHint'),
    category: wizard('category'),
    selectCategory: wizard('selectCategory'),
    description: wizard('description'),
    photo: wizard('photo'),
    photoHint: wizard('photoHint'),
    textAlerts: wizard('textAlerts'),
    issueAddress: location('addressLabel'),
    issueAddressHint: location('addressHint'),
    map: plain('mapLegend'),
    mapHint: plain('mapHint'),
    mapSquare: ({ col, row, cols, rows }) => plain('mapSquare', { col: col + 1, row: row + 1, cols, rows }),
    pointSet: state.pointSet ? plain('pointSet') : undefined,
    wholeMap: plain('wholeMap'),
    mapClosedHint: plain('mapClosedHint'),
    showMap: plain('showMap'),
    findAddress: plain('findAddress'),
    didYouMean: plain('didYouMean'),
    photoKept: state.keptPhotoName === undefined ? undefined : plain('photoKept', { name: state.keptPhotoName }),
    photoReplace: plain('photoReplace'),
    removePhoto: plain('removePhoto'),
    submit: wizard('submit'),
  };
}

export interface MapSource {
  /** The tile server's address template (`https://tile.example/{z}/{x}/{y}.png`). */
  template: string;
  /** The tile server's deepest zoom. */
  maxZoom: number;
  /** The township's search bounds: the first map shows them. */
  bounds: Bounds;
  /** The zoom the open map uses for a chosen place (the profile's `map.selectedZoom`). */
  detailZoom: number;
}

/** How many zoom levels a click on the whole township goes in, at most. */
const ZOOM_STEP = 3;

/**
 * The zoom to show after a click at zoom `clickedZoom`: a few levels in, up to the detail zoom;
 * once there, the same zoom, so further clicks refine the point.
 * @example zoomAfterClick(11, source) // 14
 */
export function zoomAfterClick(clickedZoom: number, source: MapSource): number {
  const detail = Math.min(source.detailZoom, source.maxZoom);
  return clickedZoom >= detail ? Math.min(clickedZoom, source.maxZoom) : Math.min(detail, clickedZoom + ZOOM_STEP);
}

/**
 * The map's grid: the township when no point is placed, else `zoom` (or the detail zoom) around
 * the point.
 */
export function reportGrid(source: MapSource, point: LatLng | null, zoom?: number): TileGrid {
  if (!point) return tileGridFor(source.bounds, MAP_COLS, MAP_ROWS, Math.min(source.detailZoom, source.maxZoom));
  const z = Math.max(0, Math.min(source.maxZoom, zoom ?? source.detailZoom));
  return tileGridAround(point, z, MAP_COLS, MAP_ROWS);
}

/** The grid as the form draws it. */
export function reportFormMap(source: MapSource, grid: TileGrid, point: LatLng | null): ReportFormMap {
  return {
    tiles: gridTiles(grid).map((tile) => ({ ...tile, url: tileUrl(source.template, tile) })),
    pin: point ? pixelOnGrid(grid, point) : null,
    zoomed: point !== null,
    zoom: grid.z,
    shown: true,
  };
}

export { REPORT_ACTION } from './plain-region.ts';

export interface ReportRegion {
  lang: string;
  t: ReportTranslators;
  source: MapSource;
  categories: ReportFormView['categories'];
  values?: WizardEntries;
  errors?: ReportFormView['errors'];
  danger?: boolean;
  /** The grid's zoom around a placed point. */
  zoom?: number;
  keptPhoto?: ReportFormView['keptPhoto'];
  places?: ReportFormView['places'];
  notice?: ReportFormView['notice'];
  /** Show the whole township, even with a point placed. */
  wholeMap?: boolean;
  /** Draw the map's squares (report-form.ts `ReportFormMap.shown`); always, once a point is placed. */
  mapShown?: boolean;
}

/**
 * The page's region: the form in a main landmark, as the /311 pages paint it first and the server
 * answers a post.
 */
export function reportRegion(region: ReportRegion): SafeHtml {
  const values = region.values ?? EMPTY_ENTRIES;
  const point = values.location;
  const grid = reportGrid(region.source, region.wholeMap ? null : point, region.zoom);
  const form = reportFormHtml({
    lang: region.lang,
    action:
      region.lang === DEFAULT_LANGUAGE ? REPORT_ACTION : `${REPORT_ACTION}?lang=${encodeURIComponent(region.lang)}`,
    words: reportFormWords(region.t, {
      danger: region.danger ?? false,
      pointSet: point !== null,
      keptPhotoName: region.keptPhoto?.name,
    }),
    values,
    errors: region.errors ?? {},
    categories: region.categories,
    map: {
      ...reportFormMap(region.source, grid, point),
      zoomed: point !== null && !region.wholeMap,
      shown: point !== null || region.mapShown === true,
    },
    keptPhoto: region.keptPhoto,
    places: region.places,
    notice: region.notice,
  });
  return regionMain(form);
}
