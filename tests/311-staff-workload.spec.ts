/**
 * The workload tables of the statistics screen (docs/product.md#311-staff-portal, Statistics),
 * checked against requests this test submits, assigns and resolves. On a server of its own: the
 * shared one holds every other test's requests, and its figures are kept for a minute.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { startOwnServer } from './support/own-server.ts';
import { submitTestRequest } from './support/resident-requests.ts';
import { createStaff, signInAdmin } from './support/staff-accounts.ts';
import { signInThroughApi } from './support/staff-session.ts';
import { testTownship } from './support/township.ts';

const DEPARTMENTS = testTownship().profile.departments.map((department) => department.name);
const [WORKS, PARKS] = [DEPARTMENTS[0]!, DEPARTMENTS[2]!];

async function staffChange(api: APIRequestContext, csrf: string, id: string, change: string, data: object) {
  const res = await api.post(`/api/staff/requests/${id}/${change}`, { headers: { 'X-CSRF-Token': csrf }, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** The cells of a table named `name`, row by row, header first. */
async function cells(page: Page, name: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name }).getByRole('row');
  return rows.evaluateAll((all) =>
    all.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())),
  );
}

test('the statistics screen tables the workload per department and per assignee', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(60_000);
  try {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const resident = await playwright.request.newContext({ baseURL: server.baseURL });
    const worker = await createStaff(api, 'worker', 'Wren Workload', PARKS);
    const manager = await createStaff(api, 'manager', 'Morgan Workload', WORKS);
    const [fixed, waiting, other] = [
      await submitTestRequest(resident, { issueAddress: '1 Workload Way' }),
      await submitTestRequest(resident, { issueAddress: '2 Workload Way' }),
      await submitTestRequest(resident, { issueAddress: '3 Workload Way' }),
      await submitTestRequest(resident, { issueAddress: '4 Workload Way' }),
    ];
    const csrf = await signInAdmin(api);
    await staffChange(api, csrf, fixed, 'assignee', { assignedTo: worker.id });
    await staffChange(api, csrf, waiting, 'assignee', { assignedTo: worker.id });
    await staffChange(api, csrf, other, 'assignee', { assignedTo: manager.id });
    await staffChange(api, csrf, fixed, 'status', { status: 'Resolved' });

    const context = await browser.newContext({ baseURL: server.baseURL });
    await signInThroughApi(context.request, worker);
    const page = await context.newPage();
    await page.goto('/311/staff/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Workload by department' })).toBeVisible();
    await expect(
      page.getByText(/^Workload: open and overdue requests now; .* in the period, \w+ \d{4} to /),
    ).toBeVisible();

    const header = ['Open', 'Overdue', 'Opened in period', 'Resolved in period', 'Median time to resolve'];
    const departments = await cells(page, 'Workload by department');
    expect(departments[0]).toEqual(['Department', ...header, '90th percentile time to resolve']);
    expect(departments.map((row) => row[0])).toEqual(['Department', ...DEPARTMENTS, 'Unassigned']);
    const none = ['None resolved', 'None resolved'];
    expect(departments.find((row) => row[0] === PARKS)).toEqual([
      PARKS,
      ...['1', '0', '2', '1', 'less than an hour', 'less than an hour'],
    ]);
    expect(departments.find((row) => row[0] === WORKS)).toEqual([WORKS, '1', '0', '1', '0', ...none]);
    expect(departments.at(-1)).toEqual(['Unassigned', '1', '0', '1', '0', ...none]);

    // The admin, with nothing, has no row; people in name order, then the unassigned.
    expect(await cells(page, 'Workload by assignee')).toEqual([
      ['Assigned to', ...header, '90th percentile time to resolve'],
      ['Morgan Workload', '1', '0', '1', '0', ...none],
      ['Wren Workload', '1', '0', '2', '1', 'less than an hour', 'less than an hour'],
      ['Unassigned', '1', '0', '1', '0', ...none],
    ]);
    await expect(
      page.getByRole('img', { name: /^Workload by assignee, Morgan Workload to Unassigned\./ }),
    ).toBeVisible();
    await expectNoViolations(page, 'staff statistics with the workload');
    await context.close();
    await Promise.all([api.dispose(), resident.dispose()]);
  } finally {
    await server.stop();
  }
});
