import { describe, expect, it } from 'vitest';
import { gridTiles, pixelOnGrid, tileGridAround, tileUrl } from '../requests/tile-map.ts';
import { EMPTY_ENTRIES, TEXT_FIELDS } from '../requests/wizard-entries.ts';
import { MAP_COLS, MAP_ROWS, reportFormHtml, type ReportFormView } from './report-form.ts';

const POINT = { lat: 40.2809, lng: -74.5912 };
const GRID = tileGridAround(POINT, 17, MAP_COLS, MAP_ROWS);

const WORDS: ReportFormView['words'] = {
  heading: 'Submit a Request',
  emergency: 'If this is an emergency, call 911.',
  nonEmergency: 'This form is for non-emergency problems.',
  problems: 'There is a problem',
  required: '(required)',
  optional: '(optional)',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional. Needed for text alerts.',
  yourAddress: 'Your address',
  yourAddressHint: 'Optional.',
  category: 'Category',
  selectCategory: 'Select a category',
  description: 'Description',
  photo: 'Photo',
  photoHint: 'PNG, JPG, GIF up to 10MB',
  textAlerts: 'Send me text alerts about this request',
  issueAddress: 'Address of the issue',
  issueAddressHint: 'Street address or nearest intersection, e.g. 20 Main St.',
  map: 'Or click the map',
  mapHint: 'Click where the problem is.',
  mapSquare: ({ col, row, cols, rows }) => `Map square ${row * cols + col + 1} of ${cols * rows}`,
  wholeMap: 'Show the whole township',
  mapClosedHint: 'Type the address, or open the map.',
  showMap: 'Show the map',
  findAddress: 'Find this address',
  didYouMean: 'Did you mean one of these places?',
  photoReplace: 'Choose another photo to replace it.',
  removePhoto: 'Remove the photo',
  submit: 'Submit Request',
};

const EMPTY: ReportFormView = {
  lang: 'en',
  action: '/api/311/report',
  words: WORDS,
  values: EMPTY_ENTRIES,
  errors: {},
  categories: [
    { value: 'Pothole/Road Damage', label: 'Pothole/Road Damage' },
    { value: 'Tree Issue', label: 'Tree Issue' },
  ],
  map: {
    tiles: gridTiles(GRID).map((tile) => ({ ...tile, url: tileUrl('https://tiles.example/{z}/{x}/{y}.png', tile) })),
    pin: null,
    zoomed: false,
    zoom: GRID.z,
    shown: true,
  },
};

/** The page text of a view. */
const render = (view: ReportFormView) => reportFormHtml(view).text;

/** The first start tag matching `pattern` (this module writes each attribute once, double-quoted). */
function tag(text: string, pattern: RegExp): string {
  const found = pattern.exec(text);
  if (!found) throw new Error(`no tag matches ${pattern}`);
  return found[0];
}

/** An attribute of a start tag, decoded; undefined when absent, '' for a bare one. */
function attribute(start: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>])`).exec(start);
  if (!found) return undefined;
  return (found[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const byId = (text: string, id: string) => tag(text, new RegExp(`<[a-z]+ id="${id}"[^>]*>`));

describe('the report form as plain HTML', () => {
  it('posts every wizard field as the submission form POST /api/requests reads', () => {
    const text = render(EMPTY);
    const form = tag(text, /<form[^>]*>/);
    expect(attribute(form, 'action')).toBe('/api/311/report');
    expect(attribute(form, 'method')).toBe('post');
    expect(attribute(form, 'enctype')).toBe('multipart/form-data');
    for (const name of [...TEXT_FIELDS, 'photo', 'wantsTextAlerts', 'language']) {
      expect(text).toContain(`name="${name}"`);
    }
    expect(attribute(byId(text, 'submit-name'), 'maxlength')).toBe('100');
    expect(attribute(byId(text, 'submit-email'), 'type')).toBe('email');
    expect(text).toContain(
      '<label for="submit-name" class="block font-semibold text-slate-900">Name <span class="font-normal text-slate-700">(required)</span></label>',
    );
    expect(attribute(byId(text, 'submit-phone'), 'aria-describedby')).toBe('submit-phone-hint');
    expect(text).not.toContain('role="alert"');
    expect(text).not.toContain('name="lat"');
  });

  it('keeps what was typed, escaped, and puts each message beside its field and in the summary', () => {
    const text = render({
      ...EMPTY,
      values: {
        ...EMPTY.values,
        name: 'Ada "<b>" Lovelace',
        category: 'Tree Issue',
        description: 'Branch </textarea><script>x</script>',
        wantsTextAlerts: true,
        location: POINT,
      },
      errors: { email: 'Please enter your name and email.', location: 'Please choose a location.' },
      map: { ...EMPTY.map, pin: pixelOnGrid(GRID, POINT), zoomed: true },
    });
    expect(attribute(byId(text, 'submit-name'), 'value')).toBe('Ada "<b>" Lovelace');
    expect(text).toContain('<option value="Tree Issue" selected>Tree Issue</option>');
    expect(text).toContain('>Branch &lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>');
    expect(text).not.toContain('<script>');
    expect(attribute(byId(text, 'submit-wantsTextAlerts'), 'checked')).toBe('');
    const email = byId(text, 'submit-email');
    expect(attribute(email, 'aria-invalid')).toBe('true');
    expect(attribute(email, 'aria-describedby')).toBe('submit-email-error');
    expect(text).toContain(
      '<p id="submit-email-error" class="mt-1 font-semibold text-red-800">Please enter your name and email.</p>',
    );
    const summary = text.slice(text.indexOf('role="alert"'), text.indexOf('</ul>'));
    expect([...summary.matchAll(/<a [^>]*href="([^"]+)">([^<]*)<\/a>/g)].map((link) => [link[1], link[2]])).toEqual([
      ['#submit-email', 'Please enter your name and email.'],
      ['#submit-location', 'Please choose a location.'],
    ]);
    expect(text).toContain(
      `<input type="hidden" name="lat" value="40.2809"><input type="hidden" name="lng" value="-74.5912"><input type="hidden" name="zoom" value="17">`,
    );
    const pin = pixelOnGrid(GRID, POINT)!;
    expect(text).toContain(`<circle cx="${pin.left}" cy="${pin.top}" r="11"`);
    expect(text).not.toContain('style=');
    expect(text).toContain('name="wholeMap"');
  });

  it('draws the map as image buttons named for their tiles, each with a text alternative', () => {
    const squares = [...render(EMPTY).matchAll(/<input type="image"[^>]*>/g)].map((found) => found[0]);
    expect(squares).toHaveLength(9);
    expect(attribute(squares[0]!, 'name')).toBe(`map.17.${GRID.x}.${GRID.y}`);
    expect(attribute(squares[0]!, 'src')).toBe(`https://tiles.example/17/${GRID.x}/${GRID.y}.png`);
    expect(squares.map((square) => attribute(square, 'alt'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Map square ${n} of 9`),
    );
  });

  it('sends the form on Enter, rather than clicking a map square', () => {
    const first = tag(render(EMPTY), /<button type="submit"[^>]*>|<input type="(?:submit|image)"[^>]*>/);
    expect(first.startsWith('<button')).toBe(true);
    expect(attribute(first, 'name')).toBe('send');
    expect(attribute(first, 'tabindex')).toBe('-1');
  });

  it('shows the danger notice only when the description suggests danger', () => {
    const danger = 'What you describe may be dangerous. If anyone is in danger now, call 911 first.';
    expect(render(EMPTY)).not.toContain(danger);
    expect(render({ ...EMPTY, words: { ...WORDS, danger } })).toContain(danger);
  });

  it('keeps a photo from an earlier post: its token, its name and a button that drops it', () => {
    const text = render({
      ...EMPTY,
      keptPhoto: { token: 'tok"en', name: 'a.jpg' },
      words: { ...WORDS, photoKept: 'Your photo a.jpg is kept.' },
    });
    expect(text).toContain('<input type="hidden" name="photoToken" value="tok&quot;en">');
    expect(text).toContain('Your photo a.jpg is kept.');
    expect(text).toContain('name="removePhoto"');
    expect(render(EMPTY)).not.toContain('photoToken');
  });

  it('offers each place an ambiguous address may mean as a button', () => {
    const text = render({
      ...EMPTY,
      places: [
        { label: '20 Main St, East', lat: 40.29, lng: -74.6 },
        { label: '20 Main St, West', lat: 40.3, lng: -74.61 },
      ],
    });
    const buttons = [...text.matchAll(/<button type="submit" name="place" value="([^"]+)"[^>]*>([^<]+)</g)];
    expect(buttons.map((found) => [found[1], found[2]])).toEqual([
      ['40.29,-74.6|20 Main St, East', '20 Main St, East'],
      ['40.3,-74.61|20 Main St, West', '20 Main St, West'],
    ]);
    expect(text).toContain('Did you mean one of these places?');
  });

  it('offers the map as a button until it is asked for, and then keeps it open', () => {
    const closed = render({ ...EMPTY, map: { ...EMPTY.map, shown: false } });
    expect(closed).not.toContain('type="image"');
    expect(closed).toMatch(/<button type="submit" name="showMap" value="1" formnovalidate[^>]*>Show the map<\/button>/);
    expect(render(EMPTY)).toContain('<input type="hidden" name="mapShown" value="1">');
  });
});
