/**
 * The resident's report form as plain HTML, for a browser without JavaScript
 * (docs/311-without-javascript.md): the wizard's fields, limits, notices and field ids on one page,
 * posted as the multipart form POST /api/requests reads (docs/api.md). The /311 pages render it at
 * build time and the server renders it again with what was typed and the messages. Every word
 * comes in `words`, already in the page's language, so this module knows no catalog.
 */
import { PHOTO_INPUT_CLASSES } from '#design/input-classes.ts';
import { SUBMIT_LIMITS } from '../requests/submit-limits.ts';
import type { WizardEntries } from '../requests/wizard-entries.ts';
import { TILE_SIZE } from '../requests/tile-map.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';

/** The fields a message can stand beside. */
export type ReportField =
  'name' | 'email' | 'phone' | 'submitterAddress' | 'category' | 'description' | 'photo' | 'issueAddress' | 'location';

export interface ReportFormWords {
  heading: string;
  emergency: string;
  nonEmergency: string;
  /** The prominent notice, when the description suggests danger. */
  danger?: string;
  /** The error summary's title ("There is a problem"). */
  problems: string;
  required: string;
  optional: string;
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  yourAddress: string;
  yourAddressHint: string;
  category: string;
  selectCategory: string;
  description: string;
  photo: string;
  photoHint: string;
  textAlerts: string;
  issueAddress: string;
  issueAddressHint: string;
  /** The map's legend and how to use it. */
  map: string;
  mapHint: string;
  /** A map square's text alternative. */
  mapSquare: (position: { col: number; row: number; cols: number; rows: number }) => string;
  /** Says where the point is, once one is placed. */
  pointSet?: string;
  /** The button that shows the whole township again. */
  wholeMap: string;
  /** Before the map is shown: what it is for, and the button that shows it. */
  mapClosedHint: string;
  showMap: string;
  /** The button beside the address that looks it up. */
  findAddress: string;
  /** Above the places an ambiguous address may mean. */
  didYouMean: string;
  /** The kept photo's note and the field's hint beside it; the button that drops it. */
  photoKept?: string;
  photoReplace: string;
  removePhoto: string;
  submit: string;
}

/** What the form holds: the wizard's entries. */
export type ReportFormValues = WizardEntries;

/** The map's squares: always MAP_COLS × MAP_ROWS, so the page's styles can size the grid without a style attribute. */
export const MAP_COLS = 3;
export const MAP_ROWS = 3;

export interface ReportFormMap {
  /** Row by row; a square outside the world (at its edge) is left out. */
  tiles: readonly { name: string; url: string; col: number; row: number }[];
  /** The placed point on the grid, in CSS pixels. */
  pin: { left: number; top: number } | null;
  /** Whether the map is zoomed in (it then offers the whole township again). */
  zoomed: boolean;
  /** The grid's zoom, kept with a placed point so the next page shows the same view. */
  zoom: number;
  /**
   * Whether the map's squares are drawn. Until the resident asks for the map (or places a point)
   * it is a button: a first paint without the tile server's images is lighter, and tells the tile
   * server nothing about a visitor who types an address.
   */
  shown: boolean;
}

/** A place an ambiguous address may mean: the button's value is `lat,lng`, its text the address. */
export interface ReportFormPlace {
  label: string;
  lat: number;
  lng: number;
}

export interface ReportFormView {
  lang: string;
  action: string;
  words: ReportFormWords;
  values: ReportFormValues;
  errors: Partial<Record<ReportField, string>>;
  /** The categories offered: the stored name and the name in the page's language. */
  categories: readonly { value: string; label: string }[];
  map: ReportFormMap;
  /** The photo kept on the server from an earlier post of this form. */
  keptPhoto?: { token: string; name: string };
  /** The places the typed address may mean, when it was ambiguous. */
  places?: readonly ReportFormPlace[];
  /** A problem with the whole form rather than one field (a limit, a refused road with its agency's link). */
  notice?: SafeHtml;
}

/** The same ids as the wizard's fields, so a link or the app can find them. */
export const reportFieldId = (field: ReportField) => `submit-${field}`;
const errorId = (field: ReportField) => `${reportFieldId(field)}-error`;
const hintId = (field: ReportField) => `${reportFieldId(field)}-hint`;

const LABEL = 'block font-semibold text-slate-900';
const HINT = 'text-sm text-slate-700';
const INPUT =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';
const ERROR = 'mt-1 font-semibold text-red-800';
const SECONDARY =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2';

/** A field's label, hint, control and message, wired as the wizard wires them. */
function field(
  view: ReportFormView,
  name: ReportField,
  label: string,
  control: (described: string | undefined, invalid: boolean) => SafeHtml,
  { hint, required = false }: { hint?: string; required?: boolean } = {},
): SafeHtml {
  const message = view.errors[name];
  const described = [hint ? hintId(name) : '', message ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const marker = required ? view.words.required : '';
  return markup`<div>
<label for="${reportFieldId(name)}" class="${LABEL}">${label}${marker ? markup` <span class="font-normal text-slate-700">${marker}</span>` : ''}</label>
${hint ? markup`<p id="${hintId(name)}" class="${HINT}">${hint}</p>` : ''}
${control(described, Boolean(message))}
${message ? markup`<p id="${errorId(name)}" class="${ERROR}">${message}</p>` : ''}
</div>`;
}

function textInput(
  view: ReportFormView,
  name: 'name' | 'email' | 'phone' | 'submitterAddress' | 'issueAddress',
  label: string,
  options: { type?: string; autocomplete: string; maxLength: number; hint?: string; required?: boolean },
): SafeHtml {
  return field(
    view,
    name,
    label,
    (described, invalid) =>
      markup`<input id="${reportFieldId(name)}" name="${name}" type="${options.type ?? 'text'}"${attr('value', view.values[name])}${attr('autocomplete', options.autocomplete)}${attr('maxlength', options.maxLength)}${attr('aria-required', options.required ? 'true' : undefined)}${attr('aria-invalid', invalid ? 'true' : undefined)}${attr('aria-describedby', described)} class="${INPUT}">`,
    options,
  );
}

/** The problems first: the form's own, then each field's as a link to it (GOV.UK's error summary). */
function problems(view: ReportFormView): SafeHtml {
  // A message two fields share (a step's "fill in your Name and Email") is listed once, at the first.
  const entries = (Object.entries(view.errors) as [ReportField, string][]).filter(
    ([, message], index, all) => all.findIndex(([, other]) => other === message) === index,
  );
  if (entries.length === 0 && !view.notice) return markup``;
  return markup`<div id="submit-alert" role="alert" tabindex="-1" autofocus class="rounded-lg border-2 border-red-700 bg-red-50 p-4">
<h2 class="text-lg font-bold text-red-900">${view.words.problems}</h2>
${entries.length > 0 ? markup`<ul class="mt-2 list-disc pl-5">${entries.map(([name, message]) => markup`<li><a class="font-semibold text-red-900 underline" href="#${reportFieldId(name)}">${message}</a></li>`)}</ul>` : ''}
${view.notice ? markup`<p class="mt-2 text-red-900">${view.notice}</p>` : ''}
</div>`;
}

const SQUARE = 'block size-64';

function mapGrid(view: ReportFormView): SafeHtml {
  const { map, words } = view;
  const message = view.errors.location;
  if (!map.shown) {
    return markup`<fieldset class="min-w-0" id="${reportFieldId('location')}"${attr('aria-describedby', message ? errorId('location') : undefined)}>
<legend class="${LABEL}">${words.map}</legend>
<p class="${HINT}">${words.mapClosedHint}</p>
<button type="submit" name="showMap" value="1" formnovalidate class="${SECONDARY} mt-2">${words.showMap}</button>
${message ? markup`<p id="${errorId('location')}" class="${ERROR}">${message}</p>` : ''}
</fieldset>`;
  }
  const byPlace = new Map(map.tiles.map((tile) => [`${tile.col},${tile.row}`, tile]));
  const squares: SafeHtml[] = [];
  for (let row = 0; row < MAP_ROWS; row++) {
    for (let col = 0; col < MAP_COLS; col++) {
      const tile = byPlace.get(`${col},${row}`);
      squares.push(
        tile
          ? markup`<input type="image" name="${tile.name}" src="${tile.url}" alt="${words.mapSquare({ col, row, cols: MAP_COLS, rows: MAP_ROWS })}" width="${TILE_SIZE}" height="${TILE_SIZE}" formnovalidate class="${SQUARE}">`
          : markup`<span class="${SQUARE} bg-slate-200"></span>`,
      );
    }
  }
  // An SVG's attributes place the pin: the page's content security policy allows no style attribute.
  const [width, height] = [MAP_COLS * TILE_SIZE, MAP_ROWS * TILE_SIZE];
  const pin = map.pin
    ? markup`<svg aria-hidden="true" class="pointer-events-none absolute inset-0" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><circle cx="${map.pin.left}" cy="${map.pin.top}" r="11" fill="#b91c1c" stroke="#fff" stroke-width="4"/><circle cx="${map.pin.left}" cy="${map.pin.top}" r="2" fill="#fff"/></svg>`
    : '';
  return markup`<fieldset class="min-w-0" id="${reportFieldId('location')}"${attr('aria-describedby', message ? errorId('location') : undefined)}>
<legend class="${LABEL}">${words.map}</legend>
<p class="${HINT}">${words.mapHint}</p>
${words.pointSet ? markup`<p class="mt-1 text-slate-900">${words.pointSet}</p>` : ''}
<input type="hidden" name="mapShown" value="1">
<div class="mt-2 max-w-full overflow-auto rounded-lg border border-slate-400">
<div class="relative grid w-max grid-cols-[repeat(3,16rem)]">${squares}${pin}</div>
</div>
${map.zoomed ? markup`<button type="submit" name="wholeMap" value="1" formnovalidate class="${SECONDARY} mt-2">${words.wholeMap}</button>` : ''}
${message ? markup`<p id="${errorId('location')}" class="${ERROR}">${message}</p>` : ''}
</fieldset>`;
}

/** The places an ambiguous address may mean, each a button that picks it. */
function placeChoices(view: ReportFormView): SafeHtml {
  const places = view.places ?? [];
  if (places.length === 0) return markup``;
  return markup`<div id="submit-places" class="rounded-lg border border-slate-400 bg-white p-4">
<p class="font-semibold text-slate-900">${view.words.didYouMean}</p>
<ul class="mt-2 grid gap-2">${places.map((place) => markup`<li><button type="submit" name="place" value="${place.lat},${place.lng}|${place.label}" formnovalidate class="${SECONDARY} text-start">${place.label}</button></li>`)}</ul>
</div>`;
}

/** The photo field, or the kept photo with the field to replace it and a button that drops it. */
function photoField(view: ReportFormView): SafeHtml {
  const { words, keptPhoto } = view;
  return markup`${field(
    view,
    'photo',
    words.photo,
    (described, invalid) =>
      markup`<input id="${reportFieldId('photo')}" name="photo" type="file" accept="image/png,image/jpeg,image/gif"${attr('aria-invalid', invalid ? 'true' : undefined)}${attr('aria-describedby', described)} class="${PHOTO_INPUT_CLASSES}">`,
    { hint: keptPhoto ? words.photoReplace : words.photoHint },
  )}
${
  keptPhoto
    ? markup`<div class="-mt-3 flex flex-wrap items-center gap-3"><input type="hidden" name="photoToken" value="${keptPhoto.token}"><input type="hidden" name="photoName" value="${keptPhoto.name}"><p class="text-slate-900">${words.photoKept}</p><button type="submit" name="removePhoto" value="1" formnovalidate class="${SECONDARY}">${words.removePhoto}</button></div>`
    : ''
}`;
}

/**
 * The whole form.
 * @example reportFormHtml(view).text // '<form method="post" action="/api/311/report" …'
 */
export function reportFormHtml(view: ReportFormView): SafeHtml {
  const { words, values } = view;
  const point = values.location;
  // Enter in a field submits with the form's first submit button, and the map's squares are image
  // buttons: this one, first and out of sight, makes Enter send the form rather than click a square.
  return markup`<form method="post" action="${view.action}" enctype="multipart/form-data" novalidate class="grid grid-cols-1 gap-6">
<button type="submit" name="send" value="1" tabindex="-1" aria-hidden="true" class="sr-only">${words.submit}</button>
<h1 class="text-2xl font-bold text-slate-900">${words.heading}</h1>
${problems(view)}
<p class="rounded-lg border border-slate-300 bg-white p-4 text-slate-900"><strong>${words.emergency}</strong> ${words.nonEmergency}</p>
${words.danger ? markup`<p class="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950">${words.danger}</p>` : ''}
<input type="hidden" name="language" value="${view.lang}">
${point ? markup`<input type="hidden" name="lat" value="${point.lat}"><input type="hidden" name="lng" value="${point.lng}"><input type="hidden" name="zoom" value="${view.map.zoom}">` : ''}
${textInput(view, 'name', words.name, { autocomplete: 'name', maxLength: SUBMIT_LIMITS.name, required: true })}
${textInput(view, 'email', words.email, { type: 'email', autocomplete: 'email', maxLength: SUBMIT_LIMITS.email, required: true })}
${textInput(view, 'phone', words.phone, { type: 'tel', autocomplete: 'tel', maxLength: SUBMIT_LIMITS.phone, hint: words.phoneHint })}
${textInput(view, 'submitterAddress', words.yourAddress, { autocomplete: 'street-address', maxLength: SUBMIT_LIMITS.address, hint: words.yourAddressHint })}
${field(
  view,
  'category',
  words.category,
  (described, invalid) =>
    markup`<select id="${reportFieldId('category')}" name="category" aria-required="true"${attr('aria-invalid', invalid ? 'true' : undefined)}${attr('aria-describedby', described)} class="${INPUT}"><option value="">${words.selectCategory}</option>${view.categories.map((category) => markup`<option value="${category.value}"${attr('selected', category.value === values.category)}>${category.label}</option>`)}</select>`,
  { required: true },
)}
${field(
  view,
  'description',
  words.description,
  (described, invalid) =>
    markup`<textarea id="${reportFieldId('description')}" name="description" rows="5" aria-required="true"${attr('maxlength', SUBMIT_LIMITS.description)}${attr('aria-invalid', invalid ? 'true' : undefined)}${attr('aria-describedby', described)} class="${INPUT}">${values.description}</textarea>`,
  { required: true },
)}
${photoField(view)}
<div class="flex items-start gap-3"><input id="submit-wantsTextAlerts" name="wantsTextAlerts" type="checkbox" value="true"${attr('checked', values.wantsTextAlerts)} class="mt-1 size-5"><label for="submit-wantsTextAlerts" class="text-slate-900">${words.textAlerts}</label></div>
${textInput(view, 'issueAddress', words.issueAddress, { autocomplete: 'off', maxLength: SUBMIT_LIMITS.address, hint: words.issueAddressHint })}
<div class="-mt-3"><button type="submit" name="findAddress" value="1" formnovalidate class="${SECONDARY}">${words.findAddress}</button></div>
${placeChoices(view)}
${mapGrid(view)}
<div><button type="submit" name="send" value="1" class="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-7 py-3 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2">${words.submit}</button></div>
</form>`;
}
