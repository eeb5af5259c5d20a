/**
 * Danger reported as a resident writes it (docs/product.md#311-emergency-notice,
 * #311-triage-and-photo-analysis): the wizard shows the 911 notice on the step where it is typed
 * and again on Review, the rules triage makes the request Emergency with the danger named in its
 * reasoning, and the staff dashboard counts it among Active Emergencies. Axe in each new state.
 * On a Korean page the notice also reads the description with Korean's danger words.
 */
import type { Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAdmin } from './support/staff-accounts.ts';
import { expect, test } from './support/staff-session.ts';
import { fillYourInfo, locateHere, next, stepHeading, submitReviewed } from './support/wizard.ts';
import { inLanguage } from './support/catalogs.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

const EMERGENCY = 'If this is an emergency, call 911.';
const DANGER_NOTE =
  'What you describe can be dangerous. If anyone is in danger now, call 911 first, then finish this report.';
const TREE_ON_LINES = 'A large tree limb came down on the power lines, wires are hanging low and sparking';
// By Duck Pond Park: apart from the Tree Issue that tests/311-location.spec.ts files at 20 Main St, so
// the two never share a spot on the staff map filtered by category.
const HERE = { latitude: 40.2741, longitude: -74.6044 };

const dangerNotice = (page: Page) => page.locator('#submit-danger');
const activeEmergencies = (page: Page) => page.getByRole('link', { name: /Active Emergencies/ });
const countOf = async (page: Page) => Number((await activeEmergencies(page).textContent())?.replace(/\D/g, ''));

test.use({ geolocation: HERE, permissions: ['geolocation'] });

test('a tree on sparking wires: the 911 notice as it is typed, Emergency with the reason, counted on the dashboard', async ({
  page,
  request,
  signInAsAdmin,
}) => {
  test.setTimeout(180_000); // three axe scans and a submission, slow on a busy two-core machine
  // The dashboard's count before, read on a client of its own (other tests may add to it).
  await signInAdmin(request);
  const dashboard = await request.get('/api/staff/dashboard');
  expect(dashboard.status()).toBe(200);
  const before = ((await dashboard.json()) as { counts: { activeEmergencies: number } }).counts.activeEmergencies;

  await page.goto('/311');
  await expect(stepHeading(page, 'Your Info')).toBeVisible();
  await fillYourInfo(page, { name: 'Tess Tree', email: 'tess@example.org' });
  await page.getByLabel(/^Category/).selectOption('Tree Issue');
  await expect(dangerNotice(page)).toBeEmpty();

  // Typed key by key, as a resident does: the notice comes on this step, once typing pauses.
  await page.getByLabel(/^Description/).pressSequentially(TREE_ON_LINES);
  await expect(dangerNotice(page)).toContainText(EMERGENCY);
  await expect(dangerNotice(page)).toContainText(DANGER_NOTE);
  await expect(dangerNotice(page)).toHaveAttribute('role', 'status');
  await expectNoViolations(page, 'the danger notice for a tree on sparking wires');

  await next(page);
  await expect(stepHeading(page, 'Location')).toBeFocused();
  await locateHere(page, '1 Pond Loop', 'Location set: 40.27410, -74.60440');
  await expect(page.getByText(DANGER_NOTE)).toBeVisible();

  const id = await submitReviewed(page);

  // Staff see it as an Emergency for the Police, and why.
  await signInAsAdmin();
  await page.goto(`/311/staff/requests/${encodeURIComponent(id)}`);
  const analysis = page.getByRole('region', { name: 'AI Analysis' });
  await expect(analysis).toContainText('Suggested priorityEmergency');
  await expect(analysis).toContainText('Suggested departmentPolice');
  await expect(analysis).toContainText('keyword rule "downed wire or power line" → Emergency, Police');
  await expect(analysis).toContainText('keyword rule "tree on power lines" → Emergency, Police');
  await expect(analysis).toContainText('Possible danger to life: make sure 911 and the utility have been called.');
  await expectNoViolations(page, 'an Emergency triaged by its danger signs');

  // The dashboard counts it among Active Emergencies.
  await page.goto('/311/staff');
  await expect(activeEmergencies(page)).toBeVisible();
  await expect.poll(() => countOf(page)).toBeGreaterThan(before);
  await expectNoViolations(page, 'the dashboard with the emergency');
});

test('a Korean resident who writes of a fallen, sparking wire sees the notice in Korean; a hydrant does not raise it', async ({
  page,
}) => {
  const say = inLanguage(wizardMessages, 'ko');
  await page.goto('/311/ko');
  await page.getByLabel(new RegExp(`^${say('name')}`)).fill('김민준');
  await page.getByLabel(new RegExp(`^${say('email')}`)).fill('minjun.danger@example.org');
  await page.getByRole('button', { name: say('next'), exact: true }).click();
  await page.getByLabel(new RegExp(`^${say('category')}`)).selectOption('Other');
  const description = page.getByLabel(new RegExp(`^${say('description')}`));
  // Korean's own danger words (locales/ko/danger-words.json), loaded with the danger list.
  await description.fill('전선이 끊어져서 길에 떨어져 있고 불꽃이 튀어요.');
  await expect(dangerNotice(page)).toContainText(say('danger'));
  await description.fill('소화전에서 물이 새고 있어요.');
  await expect(dangerNotice(page)).toBeEmpty();
});
