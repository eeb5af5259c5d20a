import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseTemplate } from '#domain/requests/response-templates.ts';
import {
  ADMIN,
  apiError,
  renderStaff,
  staffRequestFixture,
  stubApi,
  type FetchCall,
} from '../../../testing/staff-harness.tsx';
import type { SessionStaff } from '../session-api.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { PublicCommentsBox } from './NotesAndComments.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const request: StaffRequest = staffRequestFixture(ID, { category: 'Graffiti' });
const DEVELOPER: SessionStaff = { ...ADMIN, id: 'd1', name: 'Dev Developer', role: 'developer' };

const template = (id: string, category: ResponseTemplate['category'], title: string, text: string) => ({
  id,
  category,
  title,
  text,
  createdAt: '2025-01-05T20:04:00.000Z',
  updatedAt: '2025-01-05T20:04:00.000Z',
  updatedBy: { id: 'm1', name: 'Morgan Manager' },
});
const GROUPS: Record<string, ResponseTemplate[]> = {
  Graffiti: [template('g1', 'Graffiti', 'Crew booked', 'A crew will remove the paint this week.')],
  any: [template('a1', null, 'Thanks', 'Thank you for reporting this.')],
};

function stub(groups: Record<string, ResponseTemplate[]> = GROUPS) {
  return stubApi({
    'GET /api/staff/response-templates': (call: FetchCall) => ({
      status: 200,
      body: { templates: groups[new URLSearchParams(call.search).get('category') ?? ''] ?? [] },
    }),
    [`POST /api/staff/requests/${ID}/comments`]: { status: 201, body: { request } },
  });
}

const render = (staff: SessionStaff = ADMIN) =>
  renderStaff(<PublicCommentsBox request={request} canPost />, { path: `/311/staff/requests/${ID}`, staff });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Insert template', () => {
  it("offers the request's category's templates, then those for any category", async () => {
    const { calls } = stub();
    render(DEVELOPER);
    const picker = await screen.findByLabelText('Insert template');
    expect(
      within(picker)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Graffiti', 'Any category']);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a template', 'Crew booked', 'Thanks']);
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
    expect(calls.map((call) => call.search).sort()).toEqual(['?category=Graffiti', '?category=any']);
  });

  it('inserts at the cursor, gives focus back to the box, and posts what the box then holds', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    render();
    const box = await screen.findByLabelText('New public comment (visible to the resident)');
    await user.type(box, 'Hello. Regards');
    (box as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.selectOptions(screen.getByLabelText('Insert template'), 'Crew booked');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue('Hello. A crew will remove the paint this week. Regards');
    expect(box).toHaveFocus();
    expect(screen.getByText('Inserted “Crew booked”. Check it before posting.')).toBeInTheDocument();
    expect(screen.getByLabelText('Insert template')).toHaveValue('');
    expect((box as HTMLTextAreaElement).selectionStart).toBe('Hello. A crew will remove the paint this week.'.length);
    await user.keyboard(' Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Hello. A crew will remove the paint this week. Thanks! Regards',
    });
  });

  it('says when the category has none, with the way to add some for those who may', async () => {
    stub({});
    render();
    expect(await screen.findByText(/No templates for Graffiti yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Response templates' })).toHaveAttribute('href', '/311/staff/templates');
    expect(screen.queryByLabelText('Insert template')).toBeNull();
  });

  it('leaves out the link for a developer, who cannot add templates', async () => {
    stub({});
    render(DEVELOPER);
    expect(await screen.findByText('No templates for Graffiti yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Response templates' })).toBeNull();
  });

  it('keeps the comment box usable when the templates cannot be loaded', async () => {
    stubApi({ 'GET /api/staff/response-templates': apiError(500, 'Down') });
    render();
    expect(await screen.findByText('The templates could not be loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('New public comment (visible to the resident)')).toBeEnabled();
  });
});
