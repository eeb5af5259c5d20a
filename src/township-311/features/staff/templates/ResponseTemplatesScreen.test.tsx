import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseTemplate } from '#domain/requests/response-templates.ts';
import type { SessionStaff } from '../session-api.ts';
import { ADMIN, apiError, renderStaff, stubApi, type FetchCall } from '../../../testing/staff-harness.tsx';
import { ResponseTemplatesScreen } from './ResponseTemplatesScreen.tsx';

const MANAGER: SessionStaff = { ...ADMIN, id: 'm1', name: 'Morgan Manager', role: 'manager' };
const template = (id: string, overrides: Partial<ResponseTemplate> = {}): ResponseTemplate => ({
  id,
  category: 'Graffiti',
  title: `Template ${id}`,
  text: `Text of ${id}.`,
  createdAt: '2025-01-05T20:04:00.000Z',
  updatedAt: '2025-01-05T20:04:00.000Z',
  updatedBy: { id: 'm1', name: 'Morgan Manager' },
  ...overrides,
});

/** A server with groups of templates: GET by ?category=, and the three changes. */
function server(initial: ResponseTemplate[] = []) {
  let templates = [...initial];
  let next = 100;
  const groupOf = (t: ResponseTemplate) => t.category ?? 'any';
  const stub = stubApi({
    'GET /api/staff/response-templates': (call: FetchCall) => {
      const group = new URLSearchParams(call.search).get('category');
      return { status: 200, body: { templates: templates.filter((t) => groupOf(t) === group) } };
    },
    'POST /api/staff/response-templates': (call: FetchCall) => {
      const body = call.body as Pick<ResponseTemplate, 'category' | 'title' | 'text'>;
      if (templates.some((t) => t.title === body.title)) {
        return apiError(409, 'This category already has a template with that title.');
      }
      const made = template(String(next++), body);
      templates.push(made);
      return { status: 201, body: { template: made } };
    },
  });
  // Edits and deletes have the id in the path.
  const base = stub.fetchMock.getMockImplementation()!;
  stub.fetchMock.mockImplementation((input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(input instanceof Request ? input.url : input.toString(), 'http://x').pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as object) : undefined;
    const match = /^\/api\/staff\/response-templates\/([^/]+)$/.exec(path);
    const method = init.method ?? 'GET';
    if (!match || (method !== 'POST' && method !== 'DELETE')) return base(input, init);
    const id = match[1]!;
    stub.calls.push({ method, path, body });
    if (method === 'DELETE') {
      templates = templates.filter((t) => t.id !== id);
      return Promise.resolve(Response.json({ deleted: id }));
    }
    const edited = { ...templates.find((t) => t.id === id)!, ...body };
    templates = templates.map((t) => (t.id === id ? edited : t));
    return Promise.resolve(Response.json({ template: edited }));
  });
  return { calls: stub.calls, all: () => templates };
}

const render = (staff: SessionStaff = MANAGER) =>
  renderStaff(<ResponseTemplatesScreen />, { path: '/311/staff/templates', staff });
const list = () => screen.getByRole('region', { name: /^Templates for/ });
const form = (name: RegExp | string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponseTemplatesScreen', () => {
  it.each(['worker', 'developer'] as const)('sends a %s to the dashboard', async (role) => {
    server();
    render({ ...MANAGER, role });
    await waitFor(() => {
      expect(window.location.pathname).toBe('/311/staff');
    });
    expect(screen.queryByRole('heading', { name: 'Response templates' })).toBeNull();
  });

  it('says what to do when a category has no templates', async () => {
    server();
    render();
    expect(await screen.findByText('No templates for any category yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Add one below: a short title staff will choose it by, and the text of the comment.'),
    ).toBeInTheDocument();
    expect(within(list()).getByText('0 of 20')).toBeInTheDocument();
  });

  it('lists the chosen category, with who changed each template and when', async () => {
    const { calls } = server([template('1'), template('2', { category: null, title: 'Thanks' })]);
    render(ADMIN);
    await screen.findByText('Thanks');
    await userEvent.setup().selectOptions(screen.getByLabelText('Show templates for'), 'Graffiti');
    const items = await within(list()).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Template 1');
    expect(items[0]).toHaveTextContent('Text of 1.');
    expect(items[0]).toHaveTextContent('Changed Jan 5, 2025, 3:04 PM by Morgan Manager');
    expect(within(items[0]!).getByRole('button', { name: 'Edit “Template 1”' })).toBeInTheDocument();
    expect(within(list()).getByText('1 of 20')).toBeInTheDocument();
    expect(calls.map((call) => call.search)).toContain('?category=Graffiti');
  });

  it('adds a template in the category shown, and says so', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    render();
    await screen.findByText('No templates for any category yet.');
    await user.selectOptions(screen.getByLabelText('Show templates for'), 'Tree Issue');
    const add = form('Add a template');
    expect(within(add).getByLabelText('Category')).toHaveValue('Tree Issue');
    await user.type(within(add).getByLabelText('Title'), 'Crew booked');
    await user.type(within(add).getByLabelText('Text'), 'A crew will come this week.');
    await user.click(within(add).getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('Added “Crew booked”.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { category: 'Tree Issue', title: 'Crew booked', text: 'A crew will come this week.' },
    ]);
    expect(await within(list()).findByText('Crew booked')).toBeInTheDocument();
    expect(within(form('Add a template')).getByLabelText('Title')).toHaveValue('');
  });

  it('sends "any category" as null and checks the fields first', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    render();
    await screen.findByText('No templates for any category yet.');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the comment text.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Title'), 'Thanks');
    await user.type(screen.getByLabelText('Text'), 'Thank you for reporting this.');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    await screen.findByText('Added “Thanks”.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      category: null,
      title: 'Thanks',
      text: 'Thank you for reporting this.',
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server([template('1', { category: null, title: 'Thanks' })]);
    const user = userEvent.setup();
    render();
    await screen.findByText('Thanks', { selector: 'h3' });
    await user.type(screen.getByLabelText('Title'), 'Thanks');
    await user.type(screen.getByLabelText('Text'), 'Again.');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await within(form('Add a template')).findByRole('alert')).toHaveTextContent(
      'This category already has a template with that title.',
    );
    expect(screen.getByLabelText('Text')).toHaveValue('Again.');
  });

  it('edits a template: the form takes focus, saving returns it to Edit', async () => {
    const { calls } = server([template('1', { category: null, title: 'Thanks' })]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit “Thanks”' }));
    const edit = form('Edit “Thanks”');
    expect(within(edit).getByLabelText('Title')).toHaveFocus();
    expect(within(edit).getByLabelText('Text')).toHaveValue('Text of 1.');
    await user.clear(within(edit).getByLabelText('Text'));
    await user.type(within(edit).getByLabelText('Text'), 'Thank you.');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Thanks”.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/staff/response-templates/1',
        body: { category: null, title: 'Thanks', text: 'Thank you.' },
      },
    ]);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Edit “Thanks”' })).toHaveFocus();
    });
    expect(screen.getByText('Thank you.')).toBeInTheDocument();
    expect(form('Add a template')).toBeInTheDocument();
  });

  it('cancels an edit, back to the Edit button', async () => {
    server([template('1', { category: null, title: 'Thanks' })]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit “Thanks”' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit “Thanks”' })).toHaveFocus();
    expect(form('Add a template')).toBeInTheDocument();
  });

  it('deletes a template after the dialog, and only then', async () => {
    const { calls, all } = server([template('1', { category: null, title: 'Thanks' })]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete “Thanks”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete template' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the template “Thanks”? Staff will no longer be offered it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete “Thanks”' })).toHaveFocus();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete “Thanks”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Thanks”.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'DELETE', path: '/api/staff/response-templates/1', body: undefined },
    ]);
    expect(screen.getByRole('heading', { name: 'Templates for any category' })).toHaveFocus();
    expect(all()).toEqual([]);
    expect(await screen.findByText('No templates for any category yet.')).toBeInTheDocument();
  });
});
