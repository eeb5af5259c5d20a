/** "New request (phone)" in jsdom (docs/product.md#311-phone-intake); the send is stubbed at postForm. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import type { UploadReply } from '../../../lib/upload.ts';
import { renderStaff } from '../../../testing/staff-harness.tsx';
import { PhoneIntakeScreen } from './PhoneIntakeScreen.tsx';

const ID = 'PhOnEiNtAkE000000001';
const server = vi.hoisted(() => {
  const reply: UploadReply = { status: 201, body: undefined };
  const sent: { url: string; form: FormData; headers: Record<string, string> }[] = [];
  return { reply, sent };
});
vi.mock('../../../lib/upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload.ts')>()),
  postForm: (url: string, form: FormData, _progress: unknown, headers: Record<string, string> = {}) => {
    server.sent.push({ url, form, headers });
    return Promise.resolve(server.reply);
  },
}));

beforeEach(() => {
  server.reply = { status: 201, body: { id: ID, reference: 'K7QM3XPA' } };
  server.sent.length = 0;
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: PositionCallback) => {
        ok({ coords: { latitude: 40.2809, longitude: -74.5912 } } as GeolocationPosition);
      },
    },
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
});

function open(role: Role = 'worker') {
  renderStaff(<PhoneIntakeScreen />, {
    path: '/311/staff/new-request',
    staff: { id: 'w1', name: 'Sam Lee', email: 'sam@t.example', department: 'Public Works', role },
  });
  return userEvent.setup();
}

const alertRegion = () => document.getElementById('submit-alert')!;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Caller’s name/), 'Carla Caller');
  await user.type(screen.getByLabelText(/^Caller’s email/), 'carla@example.org');
  await user.type(screen.getByLabelText(/^Caller’s phone/), '609-555-0142');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Tree Issue');
  await user.type(screen.getByLabelText(/^Description/), 'Branch down across the path');
  await user.click(screen.getByLabelText(/^Text the caller/));
  await user.type(screen.getByLabelText(/^Address of the issue/), '5 Oak Ave');
  await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
}

describe('PhoneIntakeScreen', () => {
  it('files the request with the resident form’s fields and shows its id and a link to it', async () => {
    const user = open();
    expect(screen.getByRole('heading', { level: 1, name: 'New request (phone)' })).toBeInTheDocument();
    expect(document.title).toMatch(/^New request \(phone\)/);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'File request' }));

    const filed = await screen.findByText(/^Request filed\. Its reference is/);
    expect(filed).toHaveTextContent('Request filed. Its reference is K7QM-3XPA.');
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy reference K7QM-3XPA' })).toBeInTheDocument();
    await waitFor(() => {
      expect(filed).toHaveFocus();
    });
    expect(screen.getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', `/311/staff/requests/${ID}`);
    expect(server.sent).toHaveLength(1);
    const { url, form } = server.sent[0]!;
    expect(url).toBe('/api/staff/phone-requests');
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Carla Caller',
      email: 'carla@example.org',
      phone: '609-555-0142',
      submitterAddress: '',
      category: 'Tree Issue',
      description: 'Branch down across the path',
      issueAddress: '5 Oak Ave',
      lat: '40.2809',
      lng: '-74.5912',
      wantsTextAlerts: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'File another request' }));
    expect(screen.getByLabelText(/^Caller’s name/)).toHaveValue('');
    expect(screen.queryByText(/^Request filed/)).toBeNull();
  });

  it('checks every field at once with the resident messages, marking and focusing the first', async () => {
    const user = open('admin');
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(alertRegion()).toHaveTextContent(
      'Please fill in your Name and Email. Please select a Category and provide a Description. Please select a location on the map.',
    );
    const name = screen.getByLabelText(/^Caller’s name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Text the caller/)).toBeDisabled();
    expect(server.sent).toHaveLength(0);
  });

  it('points a pothole on a county road to the county, and keeps every entry when the send fails', async () => {
    const user = open('manager');
    await fill(user);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Pothole/Road Damage');
    await user.clear(screen.getByLabelText(/^Address of the issue/));
    await user.type(screen.getByLabelText(/^Address of the issue/), '12 Quakerbridge Rd');
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(within(alertRegion()).getByRole('link', { name: /Report it to the/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address of the issue/)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText(/^Category/), 'Tree Issue');
    server.reply = { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } };
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(alertRegion()).toHaveTextContent('The request was not filed: Something went wrong on our side.');
    expect(screen.getByLabelText(/^Caller’s name/)).toHaveValue('Carla Caller');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Branch down across the path');
  });

  it('tells a developer the screen is not for their role', () => {
    open('developer');
    expect(screen.getByText('Your role does not take requests by phone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'File request' })).toBeNull();
  });
});
