/**
 * The resident wizard in other languages (docs/translating.md): a Korean-speaking resident walks
 * every step at /311/ko/ with the open map and reaches the success message in Korean, the
 * category still stored under its English name; axe on every step in Korean and in Spanish; and
 * the pseudo-locale sweep (/311/en-xa/) on every step, its messages, the review and the success
 * message, so no English is left outside the catalogs and no text is cut off.
 */
import { expect, test, type Page } from './support/test.ts';
import { REDIRECT_DELAY_MS } from '#domain/requests/constants.ts';
import { formatMessage } from '#domain/i18n/message-format.ts';
import { pseudoMessage } from '#domain/i18n/pseudo.ts';
import { expectNoViolations } from './support/axe.ts';
import { expectPseudoLocalized } from './support/pseudo-locale.ts';

/** What a screen says in one language: the words the journey looks for. */
interface Words {
  path: string;
  lang: string;
  title: string;
  steps: [string, string, string, string];
  next: string;
  submit: string;
  name: RegExp;
  email: RegExp;
  category: RegExp;
  description: RegExp;
  map: RegExp;
  editDetails: string;
  success: RegExp;
}

const KOREAN: Words = {
  path: '/311/ko/',
  lang: 'ko',
  title: '요청 접수',
  steps: ['내 정보', '요청 내용', '위치', '검토'],
  next: '다음',
  submit: '요청 제출',
  name: /^이름/,
  email: /^이메일/,
  category: /^분류/,
  description: /^설명/,
  map: /^타운십 지도/,
  editDetails: '요청 내용 수정',
  success: /^접수되었습니다! 요청 ID는 (\S+)입니다\. 곧 다른 화면으로 이동합니다\.\.\.$/,
};

const SPANISH: Words = {
  path: '/311/es/',
  lang: 'es',
  title: 'Enviar una solicitud',
  steps: ['Sus datos', 'Detalles de la solicitud', 'Ubicación', 'Revisión'],
  next: 'Siguiente',
  submit: 'Enviar solicitud',
  name: /^Nombre/,
  email: /^Correo electrónico/,
  category: /^Categoría/,
  description: /^Descripción/,
  map: /^Mapa del municipio/,
  editDetails: 'Editar Detalles de la solicitud',
  success: /^¡Listo! El ID de su solicitud es (\S+)\. Lo redirigiremos en un momento\.\.\.$/,
};

/** An English message (the wizard.messages.ts and location.messages.ts modules) as the pseudo-locale shows it. */
const p = (english: string, values: Record<string, string> = {}) => formatMessage(pseudoMessage(english), values, 'en');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

const PSEUDO: Words = {
  path: '/311/en-xa/',
  lang: 'en-XA',
  title: p('Submit a Request'),
  steps: [p('Your Info'), p('Request Details'), p('Location'), p('Review')],
  next: p('Next'),
  submit: p('Submit Request'),
  name: startingWith(p('Name')),
  email: startingWith(p('Email')),
  category: startingWith(p('Category')),
  description: startingWith(p('Description')),
  map: startingWith(p('Map of the township. Tap or click to place the pin; arrow keys move the map.')),
  editDetails: p('Edit {title}', { title: p('Request Details') }),
  success: /./,
};

const RESIDENT = { name: 'Min-jun Kim', email: 'minjun@example.org' };
const DESCRIPTION = 'Spray paint on the underpass wall.';

const heading = (page: Page, words: Words, step: number) =>
  page.getByRole('heading', { level: 2, name: words.steps[step], exact: true });
const nextStep = (page: Page, words: Words) => page.getByRole('button', { name: words.next, exact: true }).click();
const alertOf = (page: Page) => page.locator('#submit-alert');

/**
 * Scans (or sweeps) the success message under the page's paused clock, run on a millisecond at a
 * time, so the redirect to tracking never comes mid-check (as tests/311-submit.spec.ts does).
 */
async function beforeRedirect(page: Page, check: () => Promise<void>): Promise<void> {
  const state = { done: false };
  const checking = check().finally(() => (state.done = true));
  let ran = 0;
  while (!state.done && ran < REDIRECT_DELAY_MS - 1) {
    await page.clock.runFor(1);
    ran += 1;
  }
  await checking;
}

/**
 * Every step in `words`' language, with a check at each state (axe, or the pseudo-locale sweep):
 * each step's message on an empty Next, the open map's pin, the review and the success message.
 * Returns the new request's id (null in the pseudo-locale, whose sentence is not matched).
 */
async function walk(page: Page, words: Words, check: (what: string) => Promise<void>): Promise<string | null> {
  await page.clock.install();
  await page.goto(words.path);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(heading(page, words, 0)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(words.lang);
  await expect(page).toHaveTitle(new RegExp(escaped(words.title)));
  await check('step 1');

  await nextStep(page, words);
  await expect(alertOf(page)).not.toBeEmpty();
  await check('step 1, its message');
  await page.getByLabel(words.name).fill(RESIDENT.name);
  await page.getByLabel(words.email).fill(RESIDENT.email);
  await nextStep(page, words);
  await expect(heading(page, words, 1)).toBeFocused();
  await check('step 2');

  await nextStep(page, words);
  await expect(alertOf(page)).not.toBeEmpty();
  await check('step 2, its message');
  // The option reads in the language; its value is the profile's English name.
  await page.getByLabel(words.category).selectOption('Graffiti');
  await page.getByLabel(words.description).fill(DESCRIPTION);
  await nextStep(page, words);
  await expect(heading(page, words, 2)).toBeFocused();
  const map = page.getByRole('application', { name: words.map });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await check('step 3, the open map');

  await nextStep(page, words);
  await expect(alertOf(page)).not.toBeEmpty();
  await check('step 3, its message');
  // The map opens on the township's centre: a tap there drops the pin, and the address follows.
  await map.click();
  await expect(map.locator('.open-map-pin')).toBeVisible();
  await expect(page.locator('#submit-issueAddress')).not.toHaveValue('');
  await check('step 3, the pin placed');

  await nextStep(page, words);
  await expect(heading(page, words, 3)).toBeFocused();
  await expect(page.getByRole('button', { name: words.editDetails })).toBeVisible();
  await check('the review');

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByTestId('submit-success')).toBeFocused();
  await expect(page.getByTestId('success-reference')).toBeVisible();
  await beforeRedirect(page, () => check('the success message'));
  if (words === PSEUDO) return null;
  const success = page.getByText(words.success);
  await expect(success).toBeVisible();
  return words.success.exec((await success.textContent()) ?? '')![1]!;
}

// Open: since the merge with the shared pieces' messages, axe finds a violation on the Korean
// success message (issue 29's closing note); fixme reports it as skipped until it is fixed.
test('a Korean-speaking resident reports an issue with the open map, every step passing axe', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // eight axe scans on a busy two-core machine
  const id = await walk(page, KOREAN, (what) => expectNoViolations(page, `Korean: ${what}`, { pausedClock: true }));
  // The request keeps the category's English name, whatever language it was reported in.
  const reply = await request.get(`/api/requests/${id}`);
  expect(reply.ok()).toBe(true);
  expect(((await reply.json()) as { category?: string }).category).toBe('Graffiti');
});

test('the wizard in Spanish passes axe on every step', async ({ page }) => {
  test.setTimeout(240_000);
  const id = await walk(page, SPANISH, (what) => expectNoViolations(page, `Spanish: ${what}`, { pausedClock: true }));
  expect(id).toMatch(/^[A-Za-z0-9]{16,}$/);
});

// Open: the title's expectation now allows the shell's pseudo-locale wrapping; the rest of the sweep
// is not yet re-checked after the merge (issue 29's closing note).
test('the pseudo-locale sweep passes on every step, message, the review and the success message', async ({ page }) => {
  test.setTimeout(180_000);
  const allow = [
    // What the resident typed or the map answered: data.
    RESIDENT.name,
    RESIDENT.email,
    DESCRIPTION,
    /[0-9]+ [A-Z][a-z]+ (?:St|Rd|Loop)[^\n]*/g,
    'West Windsor',
    // The tile provider's credit, in its own words as its licence asks.
    '© OpenStreetMap contributors',
  ];
  await walk(page, PSEUDO, async (what) => {
    // The new request's reference: data.
    const reference = page.getByTestId('success-reference');
    const shown = (await reference.count()) > 0 ? ((await reference.textContent()) ?? '') : '';
    await expectPseudoLocalized(page, `the wizard, ${what}`, {
      allow: [...allow, ...(shown ? [shown] : [])],
      root: 'main',
    });
  });
});
