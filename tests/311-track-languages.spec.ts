/**
 * The resident screens after submission in other languages, against the real server: a Korean
 * reader tracks a request at /311/ko/track/<id>, follows it, confirms from the e-mail's link, opens
 * their private page, the public list and map and "311 in numbers"; axe passes on each in Korean
 * and in Spanish. Then the pseudo-locale sweep (/311/en-xa/…) over track (found, not found, the
 * search form), the follow screens, the private page, the list, the map and the statistics: no
 * English left outside the catalogs, nothing cut off, no sideways scroll.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { linkIn, nthMessageTo } from './support/mailbox.ts';
import { expectPseudoLocalized } from './support/pseudo-locale.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { appStarted } from './support/app-started.ts';

const unique = () => `${String(process.pid)}-${Date.now().toString(36)}`;

/** An e-mail's link (an English address) in a language: the segment after /311. */
/** An e-mail's link read in another language: its language segment, if any, swapped for `segment`. */
const inLanguage = (link: string, segment: string) => {
  const url = new URL(link);
  const path = url.pathname.replace(/^\/311\/(?:es|zh-hans|ko|hi)(?=\/)/, '/311');
  return `${path.replace(/^\/311\//, `/311/${segment}/`)}${url.search}`;
};

const card = (page: Page) => page.getByTestId('track-card');

/** Data on the sweep's screens, which stays as it is in every language. */
const MONTHS = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;

test('a Korean reader tracks and follows a request, and reads the list, the map and the figures', async ({
  page,
  request,
}) => {
  const tag = unique();
  const submitter = `submitter.${tag}@example.org`;
  const follower = `follower.${tag}@example.org`;
  const id = await submitTestRequest(request, {
    email: submitter,
    category: 'Streetlight Outage',
    description: `Light out (${tag})`,
  });

  await page.goto(`/311/ko/track/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '요청 조회' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
  await expect(card(page).getByRole('heading', { level: 2, name: '가로등 고장' })).toBeVisible();
  await expect(page.getByTestId('track-status')).toHaveText('상태: 신규');
  await expect(page.getByTestId('track-history')).toContainText('요청 접수됨');
  await expect(page).toHaveTitle(new RegExp(`^요청 ${id} \\|`));
  await expectNoViolations(page, 'track card in Korean');

  const form = page.getByTestId('follow-form');
  await expect(form.getByRole('heading', { name: '이메일로 소식 받기' })).toBeVisible();
  await form.getByRole('textbox', { name: '이메일' }).fill('not-an-address');
  await form.getByRole('button', { name: '소식 받기' }).click();
  await expect(form.getByRole('alert')).toHaveText('올바른 이메일 주소를 입력하세요.');
  await form.getByRole('textbox', { name: '이메일' }).fill(follower);
  await form.getByRole('button', { name: '소식 받기' }).click();
  await expect(form.getByRole('status')).toContainText('이메일을 확인하세요');
  await expectNoViolations(page, 'follow form sent, in Korean');

  // The follow was asked for in Korean, so its e-mail's link opens the app in Korean.
  const confirmLink = linkIn(await nthMessageTo(follower, 1), 'confirm');
  expect(new URL(confirmLink).pathname).toMatch(/^\/311\/ko\//);
  await page.goto(inLanguage(confirmLink, 'ko'));
  await expect(page.getByRole('heading', { level: 1, name: '이메일 소식 받기 확인' })).toBeVisible();
  await expectNoViolations(page, 'confirm screen in Korean');
  await page.getByRole('button', { name: '소식 받기 확인' }).click();
  await expect(page.getByTestId('follow-result')).toContainText('감사합니다.');
  await expectNoViolations(page, 'confirmed, in Korean');

  const privateLink = linkIn(await nthMessageTo(submitter, 1), 'followUp');
  await page.goto(inLanguage(privateLink, 'ko'));
  await expect(page.getByRole('heading', { level: 1, name: '내 요청' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '정보 또는 사진 추가' })).toBeVisible();
  await expectNoViolations(page, 'private page in Korean');

  await page.goto('/311/ko/track');
  await appStarted(page);
  await expect(page.getByRole('heading', { name: '모든 공개 요청' })).toBeVisible();
  await expect(page.getByTestId('public-list-status')).toContainText('최신 요청');
  await expectNoViolations(page, 'public list in Korean');
  await page.getByRole('button', { name: '지도' }).click();
  await expect(page.getByRole('application', { name: /^공개 요청 지도/ })).toBeVisible();
  await expect(page.getByRole('list', { name: '지도 범례' })).toContainText('처리 중');
  await expectNoViolations(page, 'public map in Korean');

  await page.goto('/311/ko/stats');
  await expect(page.getByRole('heading', { level: 1, name: '숫자로 보는 311' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoViolations(page, 'statistics in Korean');

  // And in Spanish.
  await page.goto(`/311/es/track/${id}`);
  await expect(card(page).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByTestId('track-status')).toHaveText('Estado: Nueva');
  await expectNoViolations(page, 'track card in Spanish');
  await page.getByRole('button', { name: 'Mapa' }).click();
  await expect(page.getByRole('application', { name: /^Mapa de las solicitudes públicas/ })).toBeVisible();
  await expectNoViolations(page, 'public map in Spanish');
  await page.goto(inLanguage(privateLink, 'es'));
  await expect(page.getByRole('heading', { level: 1, name: 'Su solicitud' })).toBeVisible();
  await expectNoViolations(page, 'private page in Spanish');
  await page.goto('/311/es/updates/stop');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dejar de recibir mensajes sobre una solicitud' }),
  ).toBeVisible();
  await expectNoViolations(page, 'stop screen in Spanish, without a link');
  await page.goto('/311/es/stats');
  await expect(page.getByRole('heading', { level: 1, name: '311 en cifras' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoViolations(page, 'statistics in Spanish');
});

test('the pseudo-locale leaves no English and cuts nothing off after submission', async ({ page, request }) => {
  const tag = unique();
  const submitter = `pseudo.${tag}@example.org`;
  const description = `Tags on the wall (${tag})`;
  const id = await submitTestRequest(request, { email: submitter, description });
  const sweep = (what: string, allow: (string | RegExp)[] = []) =>
    expectPseudoLocalized(page, what, { root: '#main', allow: [id, description, MONTHS, ...allow] });

  await page.goto('/311/en-xa/track');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/⟦/);
  await expect(page.getByTestId('public-list-status')).toHaveText(/⟦/);
  await sweep('track search form and public list');
  await page.getByRole('search').getByRole('button').click();
  await expect(page.getByRole('search').getByRole('alert')).toHaveText(/⟦/);
  await sweep('track search form, empty');

  await page.locator('#main').getByRole('group').getByRole('button').nth(1).click();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  // The map itself clips its panes by design: its names are checked here, its key by the sweep.
  await expect(map).toHaveAttribute('aria-label', /^⟦.*⟧$/);
  await expect(map).toHaveAttribute('aria-roledescription', /^⟦.*⟧$/);
  for (const zoom of await map.locator('.leaflet-control-zoom a').all()) {
    await expect(zoom).toHaveAttribute('title', /^⟦.*⟧$/);
  }
  await expect(map.locator('.leaflet-marker-icon').first()).toHaveAttribute('aria-label', /⟧$/);
  await expectPseudoLocalized(page, 'public map key', { root: '[data-testid="map-key"]' });

  await page.goto(`/311/en-xa/track/${id}`);
  await expect(card(page)).toBeVisible();
  await sweep('track, found');

  await page.goto('/311/en-xa/track/NoSuchRequestId0000');
  await expect(page.getByRole('alert')).toHaveText(/⟦/);
  await sweep('track, not found', ['NoSuchRequestId0000']);

  await page.goto('/311/en-xa/updates/confirm');
  await expect(page.getByRole('alert')).toHaveText(/⟦/);
  await sweep('confirm screen without a link');
  await page.goto('/311/en-xa/updates/stop?token=not-a-real-token');
  await page.locator('#main').getByRole('button').click();
  await expect(page.getByRole('alert')).toHaveText(/⟦/);
  await sweep('stop screen, refused');

  await page.goto(inLanguage(linkIn(await nthMessageTo(submitter, 1), 'followUp'), 'en-xa'));
  await expect(card(page)).toBeVisible();
  await sweep('private page');

  await page.goto('/311/en-xa/stats');
  await expect(page.getByRole('table').first()).toBeVisible();
  await sweep('statistics');
});
