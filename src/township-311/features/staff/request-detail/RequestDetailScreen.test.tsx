import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { RouterProvider } from '../../../lib/router.tsx';
import { StaffProfileContext } from '../staff-profile.ts';
import { applyStaffChange } from '../staff-requests-api.ts';
import { RequestDetailScreen } from './RequestDetailScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const BASE = `/api/staff/requests/${ID}`;
const STAFF = [
  { id: 'm1', name: 'Morgan Manager', email: 'm@t.example', department: 'Public Works', role: 'manager' as const },
  { id: 'w1', name: 'Wren Worker', email: 'w@t.example', department: 'Engineering', role: 'worker' as const },
];
const SUBMITTER = {
  name: 'Pat Resident',
  email: 'pat@example.org',
  phone: '+16095550100',
  address: '1 Elm St',
  wantsTextAlerts: true,
  createdAt: '2025-01-05T20:04:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, message: string) => json({ error: { code: 'error', message } }, status);

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;
let current: ServiceRequest;
let handlers: Record<string, Handler>;
const calls: { key: string; body: Record<string, unknown> }[] = [];

/** Replies with the request changed, as the server would. */
const changed = (change: Partial<ServiceRequest>, action: string): Response => {
  current = {
    ...current,
    ...change,
    history: [
      ...current.history,
      { timestamp: '2025-02-01T12:00:00.000Z', action, user: 'Morgan Manager', userId: 'm1' },
    ],
  };
  return json({ request: current });
};

/** A note or comment the signed-in manager added, as the server stores it. */
const addedEntry = (text: unknown) => ({
  timestamp: '2025-02-01T12:00:00.000Z',
  text: String(text),
  user: 'Morgan Manager',
  userId: 'm1',
});

function defaultHandlers(): Record<string, Handler> {
  return {
    [`GET ${BASE}`]: () => json({ request: current }),
    [`GET ${BASE}/submitter`]: () => json({ submitterInfo: SUBMITTER }),
    'GET /api/staff/users': () => json({ staff: STAFF }),
    [`POST ${BASE}/status`]: (body) =>
      changed({ status: body.status as ServiceRequest['status'] }, `Status changed to ${String(body.status)}`),
    [`POST ${BASE}/priority`]: (body) =>
      changed(
        { priority: body.priority as ServiceRequest['priority'] },
        `Priority changed to ${String(body.priority)}`,
      ),
    [`POST ${BASE}/assignee`]: (body) => {
      const member = STAFF.find((item) => item.id === body.assignedTo);
      return changed(
        { assignedTo: member?.id ?? null, assignedDepartment: member?.department ?? null },
        `Assigned to ${member?.name ?? 'Unassigned'}`,
      );
    },
    [`POST ${BASE}/notes`]: (body) =>
      changed({ internalNotes: [...current.internalNotes, addedEntry(body.text)] }, 'Internal note added'),
    [`POST ${BASE}/comments`]: (body) =>
      changed({ comments: [...current.comments, addedEntry(body.text)] }, 'Public comment added'),
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  const key = `${method} ${url.pathname}`;
  const text = typeof init?.body === 'string' ? init.body : '';
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  calls.push({ key, body });
  const handler = handlers[key];
  return Promise.resolve(handler ? handler(body) : failure(404, 'Not found'));
});

beforeEach(() => {
  current = sampleRequest({ status: 'New', priority: 'Medium', assignedTo: null, assignedDepartment: null });
  handlers = defaultHandlers();
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', `/311/staff/requests/${ID}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAs(role: Role, name = 'Morgan Manager') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const profile = {
    id: role === 'manager' ? 'm1' : 'x1',
    name,
    email: 'me@t.example',
    department: 'Public Works',
    role,
  };
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider base="/311">
        <StaffProfileContext.Provider value={profile}>
          <RequestDetailScreen id={ID} />
        </StaffProfileContext.Provider>
      </RouterProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const region = (name: string) => screen.getByRole('region', { name });
const called = (key: string) => calls.filter((call) => call.key === key);

describe('RequestDetailScreen: the due day', () => {
  const due = () => within(region('Details')).getByText('Due', { selector: 'dt' }).nextElementSibling?.textContent;

  it.each([
    ['before the end of its due day', '2025-01-20T04:59:59.000Z', 'New', 'Jan 19, 2025'],
    ['after it, still open', '2025-01-20T05:00:00.000Z', 'In Progress', 'Jan 19, 2025Overdue'],
    ['after it, resolved', '2025-01-20T05:00:00.000Z', 'Resolved', 'Jan 19, 2025'],
  ] as const)('reads the day, and Overdue only while open past it (%s)', async (_when, now, status, text) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    current = sampleRequest({ status, dueAt: '2025-01-20T04:59:59.000Z' });
    renderAs('manager');
    await screen.findByRole('heading', { level: 1, name: 'Streetlight Outage' });
    expect(due()).toBe(text);
    vi.useRealTimers();
  });
});

describe('RequestDetailScreen: a description in another language', () => {
  const korean = { language: 'ko', description: '가로등이 밤새 꺼져 있어요.' };

  it('shows the original in its language and, beside it, the marked machine translation', async () => {
    current = sampleRequest({
      ...korean,
      descriptionTranslation: {
        text: 'The streetlight has been out all night.',
        language: 'en',
        translatedAt: '2025-01-05T20:05:00.000Z',
      },
    });
    renderAs('manager');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText(korean.description)).toHaveAttribute('lang', 'ko');
    const translation = within(details).getByTestId('machine-translation');
    expect(translation).toHaveTextContent(/^Machine translation \(may contain mistakes\)/);
    expect(within(translation).getByText('The streetlight has been out all night.')).toHaveAttribute('lang', 'en');
  });

  it('shows the original and its language alone when there is no translation', async () => {
    current = sampleRequest({ ...korean, descriptionTranslation: null });
    renderAs('manager');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText(korean.description)).toHaveAttribute('lang', 'ko');
    expect(within(details).getByText('Korean', { exact: false })).toBeInTheDocument();
    expect(within(details).queryByTestId('machine-translation')).toBeNull();
    expect(within(details).queryByText(/Machine translation/)).toBeNull();
  });
});

describe('RequestDetailScreen for a manager', () => {
  it('says "No map point" for a request that came with an address only', async () => {
    current = { ...sampleRequest(), location: null };
    renderAs('manager');
    const place = await screen.findByRole('region', { name: 'Location' });
    expect(within(place).getByText('No map point')).toBeInTheDocument();
    expect(within(place).queryByRole('link', { name: /^Open in maps/ })).toBeNull();
  });

  it('shows the header, panels and lists newest first', async () => {
    current = sampleRequest();
    renderAs('manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Streetlight Outage' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Under the heading, in Location, and in the work order that only print shows.
    expect(screen.getAllByText('10 Main St')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Print work order' })).toBeInTheDocument();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Status: In Progress');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/311/staff/requests');

    const ai = region('AI Analysis');
    expect(within(ai).getByText('PRIVATE-AI-REASONING')).toBeInTheDocument();
    expect(within(ai).getByText('PRIVATE-AI-REPAIR')).toBeInTheDocument();
    expect(within(ai).getAllByText('Rules engine')).toHaveLength(2);

    const photo = within(region('Details')).getByRole('img', {
      name: 'Photo submitted with the request: open it larger',
    });
    expect(photo).toHaveAttribute('src', current.imageUrl);
    expect(within(region('Details')).queryByRole('link', { name: /new tab/ })).toBeNull();

    const place = region('Location');
    expect(within(place).getByText('40.28000, -74.59000')).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: /^Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=40.28000&mlon=-74.59000#map=18/40.28000/-74.59000',
    );

    const history = within(region('Request History')).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Public comment added',
      'Status changed to In Progress',
      'Request Submitted',
    ]);

    const submitter = region('Submitter Info');
    expect(await within(submitter).findByRole('link', { name: 'pat@example.org' })).toHaveAttribute(
      'href',
      'mailto:pat@example.org',
    );
    expect(within(submitter).getByRole('link', { name: '(609) 555-0100' })).toHaveAttribute('href', 'tel:+16095550100');
    expect(within(submitter).getByText('Yes')).toBeInTheDocument();
  });

  it('says when the submitter gave no e-mail and gets no updates', async () => {
    handlers[`GET ${BASE}/submitter`] = () =>
      json({ submitterInfo: { ...SUBMITTER, email: '', phone: '', wantsTextAlerts: false } });
    renderAs('manager');
    await screen.findByRole('heading', { level: 1, name: 'Streetlight Outage' });
    const submitter = region('Submitter Info');
    expect(await within(submitter).findByText('No e-mail given')).toBeInTheDocument();
    expect(
      within(submitter).getByText('None: the submitter gets no e-mail or text about this request.'),
    ).toBeInTheDocument();
    expect(within(submitter).queryByRole('link')).toBeNull();
  });

  it('says when there is no photo and no photo analysis', async () => {
    current = sampleRequest({ imageUrl: null, aiPhotoAnalysis: null });
    renderAs('manager');
    expect(await within(await screen.findByRole('region', { name: 'Details' })).findByText('No photo')).toBeVisible();
    expect(within(region('AI Analysis')).getByText('No photo analysis.')).toBeVisible();
  });

  it('shows the original and every added photo as thumbnails that open larger in place', async () => {
    const base = sampleRequest();
    const added = `/api/uploads/${base.id}/photo-later1.jpg`;
    current = sampleRequest({
      internalNotes: [
        ...base.internalNotes,
        {
          timestamp: '2025-01-07T09:00:00.000Z',
          text: `Information from the resident: It got bigger\nPhoto from the resident: ${added}`,
          user: 'Resident',
          userId: null,
        },
      ],
    });
    const user = userEvent.setup();
    renderAs('manager');
    const details = await screen.findByRole('region', { name: 'Details' });
    const photos = within(details).getByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    expect(within(photos).getByText(/^Added later by the resident/)).toBeVisible();
    const staffCopy = `/api/staff/requests/${base.id}/photos/photo-later1.jpg`;
    const notes = region('Internal Notes');
    expect(within(notes).queryByText(new RegExp(added))).toBeNull();
    expect(within(notes).getByText('Information from the resident: It got bigger')).toBeVisible();
    const thumb = within(notes).getByRole('button', { name: /^Photo added later by the resident/ });
    expect(within(thumb).getByRole('img')).toHaveAttribute('src', staffCopy);

    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: /^Photo added later by the resident/ });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', staffCopy);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();

    const original = within(photos).getByRole('button', { name: 'Photo submitted with the request: open it larger' });
    await user.click(original);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(original).toHaveFocus();
  });

  it('changes the status only with the button, once the choice differs', async () => {
    const { user } = renderAs('manager');
    const select = await screen.findByRole('combobox', { name: 'Change Status' });
    const button = screen.getByRole('button', { name: 'Update Status' });
    expect(button).toBeDisabled();
    await user.selectOptions(select, 'In Progress');
    expect(called(`POST ${BASE}/status`)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('Status updated to In Progress.')).toBeInTheDocument();
    expect(called(`POST ${BASE}/status`)).toEqual([{ key: `POST ${BASE}/status`, body: { status: 'In Progress' } }]);
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Status: In Progress');
    expect(within(region('Request History')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Status changed to In Progress',
    );
    expect(button).toBeDisabled();
    expect(select).toHaveFocus();
  });

  it('changes the priority and assigns a member from the staff list', async () => {
    const { user } = renderAs('manager');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Change Priority' }), 'High');
    await user.click(screen.getByRole('button', { name: 'Update Priority' }));
    expect(await screen.findByText('Priority updated to High.')).toBeInTheDocument();
    expect(called(`POST ${BASE}/priority`)[0]?.body).toEqual({ priority: 'High' });

    const assign = screen.getByRole('combobox', { name: 'Assign To' });
    await within(assign).findByRole('option', { name: 'Wren Worker (Engineering)' });
    await user.selectOptions(assign, 'w1');
    await user.click(screen.getByRole('button', { name: 'Update Assignment' }));
    expect(await screen.findByText('Assigned to Wren Worker.')).toBeInTheDocument();
    expect(called(`POST ${BASE}/assignee`)[0]?.body).toEqual({ assignedTo: 'w1' });
    const details = region('Details');
    expect(within(details).getByText('Engineering')).toBeInTheDocument();
    expect(within(details).getByText('Wren Worker')).toBeInTheDocument();

    await user.selectOptions(assign, '');
    await user.click(screen.getByRole('button', { name: 'Update Assignment' }));
    expect(await screen.findByText('Request unassigned.')).toBeInTheDocument();
    expect(called(`POST ${BASE}/assignee`)[1]?.body).toEqual({ assignedTo: null });
  });

  it('reports a failed update', async () => {
    handlers[`POST ${BASE}/status`] = () => failure(500, 'Internal error');
    const { user } = renderAs('manager');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Change Status' }), 'In Progress');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await within(region('Manage Request')).findByText('Update failed. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('combobox', { name: 'Change Status' })).toHaveValue('In Progress');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Status: New');
  });

  it('adds a note and a comment; the buttons stay disabled for blank text', async () => {
    const { user } = renderAs('manager');
    const note = await screen.findByRole('textbox', { name: 'New internal note' });
    const addNote = screen.getByRole('button', { name: 'Add Note' });
    expect(addNote).toBeDisabled();
    await user.type(note, '   ');
    expect(addNote).toBeDisabled();
    await user.type(note, 'Crew notified ');
    await user.click(addNote);
    expect(await within(region('Internal Notes')).findByText('Crew notified')).toBeInTheDocument();
    expect(called(`POST ${BASE}/notes`)[0]?.body).toEqual({ text: 'Crew notified' });
    expect(note).toHaveValue('');
    expect(note).toHaveFocus();

    const comment = screen.getByRole('textbox', { name: /New public comment/ });
    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await user.type(comment, 'Fixed next week');
    await user.click(post);
    expect(await within(region('Public Comments')).findByText('Fixed next week')).toBeInTheDocument();
    expect(called(`POST ${BASE}/comments`)[0]?.body).toEqual({ text: 'Fixed next week' });
  });

  it('leaves focus where the member moved it while a comment was posting, and keeps what they typed there', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const post = handlers[`POST ${BASE}/comments`]!;
    handlers[`POST ${BASE}/comments`] = async (body) => {
      await held;
      return post(body);
    };
    const { user } = renderAs('manager');
    const comment = await screen.findByRole('textbox', { name: /New public comment/ });
    await user.type(comment, 'Fixed next week');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const note = screen.getByRole('textbox', { name: 'New internal note' });
    await user.type(note, 'Crew told');
    release();
    expect(await within(region('Public Comments')).findByText('Fixed next week')).toBeInTheDocument();
    await waitFor(() => {
      expect(comment).toHaveValue('');
    });
    expect(note).toHaveFocus();
    expect(note).toHaveValue('Crew told');
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeEnabled();
  });

  it('reports failed notes and comments with the catalogue messages', async () => {
    handlers[`POST ${BASE}/notes`] = () => failure(500, 'x');
    handlers[`POST ${BASE}/comments`] = () => failure(500, 'x');
    const { user } = renderAs('manager');
    await user.type(await screen.findByRole('textbox', { name: 'New internal note' }), 'A note');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await within(region('Internal Notes')).findByText('Failed to add note.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'New internal note' })).toHaveValue('A note');
    await user.type(screen.getByRole('textbox', { name: /New public comment/ }), 'A comment');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await within(region('Public Comments')).findByText('Failed to add comment.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('reports a failure to load the submitter information', async () => {
    handlers[`GET ${BASE}/submitter`] = () => failure(500, 'x');
    renderAs('manager');
    expect(await screen.findByText('Failed to load submitter information.')).toHaveAttribute('role', 'alert');
  });

  it('shows a change from the live feed without reloading', async () => {
    const { queryClient } = renderAs('manager');
    await screen.findByRole('heading', { level: 1, name: 'Streetlight Outage' });
    act(() => {
      applyStaffChange(
        queryClient,
        { ...current, status: 'Resolved', priority: 'Emergency' },
        { staffId: 'm1', now: new Date() },
      );
    });
    await waitFor(() => {
      expect(screen.getByTestId('status-badge')).toHaveTextContent('Status: Resolved');
    });
    expect(screen.getByRole('combobox', { name: 'Change Status' })).toHaveValue('Resolved');
    expect(screen.getByRole('combobox', { name: 'Change Priority' })).toHaveValue('Emergency');
  });
});

describe('RequestDetailScreen for other roles', () => {
  it('gives a worker no manage panel and no comment input, but notes and submitter info', async () => {
    current = sampleRequest({ assignedTo: 'w9' });
    current.history.push({
      timestamp: '2025-01-07T00:00:00.000Z',
      action: 'Assigned to Kim Park',
      user: 'M',
      userId: 'm1',
    });
    renderAs('worker', 'Wren Worker');
    await screen.findByRole('heading', { level: 1, name: 'Streetlight Outage' });
    expect(screen.queryByRole('region', { name: 'Manage Request' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    const comments = region('Public Comments');
    expect(within(comments).getByText('Crew scheduled for Friday')).toBeInTheDocument();
    expect(within(comments).queryByRole('textbox')).toBeNull();
    expect(within(comments).queryByRole('button')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'New internal note' })).toBeInTheDocument();
    expect(within(region('Details')).getByText('Kim Park')).toBeInTheDocument();
    expect(await within(region('Submitter Info')).findByText('Pat Resident')).toBeInTheDocument();
    expect(called('GET /api/staff/users')).toHaveLength(0);
  });

  it('tells a developer submitter info is private without asking for it', async () => {
    renderAs('developer', 'Dev Developer');
    await screen.findByRole('heading', { level: 1, name: 'Streetlight Outage' });
    expect(
      within(region('Submitter Info')).getByText('Submitter information is private and not visible to this role.'),
    ).toBeInTheDocument();
    expect(region('Manage Request')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /New public comment/ })).toBeInTheDocument();
    expect(called(`GET ${BASE}/submitter`)).toHaveLength(0);
  });
});

describe('RequestDetailScreen load errors', () => {
  it('says an unknown id was not found, with the way back', async () => {
    handlers[`GET ${BASE}`] = () => failure(404, 'No request found with that ID.');
    renderAs('manager');
    expect(await screen.findByText('No request found with that ID.')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
  });

  it('says requests failed to load for any other error', async () => {
    handlers[`GET ${BASE}`] = () => failure(500, 'boom');
    renderAs('manager');
    await waitFor(() => {
      expect(screen.getByText('Failed to load requests.')).toHaveAttribute('role', 'alert');
    });
  });
});
