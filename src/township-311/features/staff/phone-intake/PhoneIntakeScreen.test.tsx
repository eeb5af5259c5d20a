/**
 * "New request (phone)" in jsdom (docs/product.md#311-phone-intake); the send is stubbed at
 * postForm. A session that ends while filing is signed back into through the portal layout.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import type { UploadReply } from '../../../lib/upload.ts';
import { uploads } from '../../../testing/fake-upload.ts';
import { ADMIN, apiError, renderStaff, stubApi, type FetchCall } from '../../../testing/staff-harness.tsx';
import { PortalLayout } from '../layout/PortalLayout.tsx';
import type { SessionStaff } from '../session-api.ts';
import { PhoneIntakeScreen } from './PhoneIntakeScreen.tsx';

const ID = 'PhOnEiNtAkE000000001';
const FILED: UploadReply = { status: 201, body: { id: ID, reference: 'K7QM3XPA' } };
vi.mock('../../../lib/upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload.ts')>()),
  postForm: (await import('../../../testing/fake-upload.ts')).fakePostForm,
}));

beforeEach(() => {
  uploads.reply = FILED;
  uploads.sent.length = 0;
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
    expect(screen.getByRole('button', { name: 'File request' })).toHaveAccessibleDescription(
      'The caller will get the confirmation and updates by e-mail and by text.',
    );
    await user.click(screen.getByRole('button', { name: 'File request' }));

    const filed = await screen.findByText(/^Request filed\. Its reference is/);
    expect(filed).toHaveTextContent('Request filed. Its reference is K7QM-3XPA.');
    expect(screen.getByText('It is also in the confirmation e-mail and text sent to the caller.')).toBeInTheDocument();
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy reference K7QM-3XPA' })).toBeInTheDocument();
    await waitFor(() => {
      expect(filed).toHaveFocus();
    });
    expect(screen.getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', `/311/staff/requests/${ID}`);
    expect(uploads.sent).toHaveLength(1);
    const { url, form } = uploads.sent[0]!;
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

  it('checks every field at once with the phone intake messages, marking and focusing the first', async () => {
    const user = open('admin');
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(alertRegion()).toHaveTextContent(
      'Please fill in the caller’s name, or Anonymous if they will not give one. Please select a Category and provide a Description. Please select a location on the map.',
    );
    expect(screen.getByLabelText(/^Caller’s email/)).not.toHaveAttribute('aria-invalid', 'true');
    const name = screen.getByLabelText(/^Caller’s name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Text the caller/)).toBeDisabled();
    expect(uploads.sent).toHaveLength(0);
  });

  it('takes each mark and message away as its field is filled in, and the alert once all are', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'File request' }));
    const name = screen.getByLabelText(/^Caller’s name/);
    await user.type(name, 'Anonymous');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(alertRegion()).toHaveTextContent(
      /^Please select a Category and provide a Description\. Please select a location on the map\.$/,
    );
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Tree Issue');
    await user.type(screen.getByLabelText(/^Description/), 'Branch down');
    expect(screen.getByLabelText(/^Category/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'false');
    expect(alertRegion()).toHaveTextContent(/^Please select a location on the map\.$/);
    await user.type(screen.getByLabelText(/^Address of the issue/), '5 Oak Ave');
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
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
    uploads.reply = {
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
    };
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(alertRegion()).toHaveTextContent('The request was not filed: Something went wrong on our side.');
    expect(screen.getByLabelText(/^Caller’s name/)).toHaveValue('Carla Caller');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Branch down across the path');
  });

  it('files for a caller with no e-mail or phone, saying before and after that they get no updates', async () => {
    const user = open();
    await fill(user);
    await user.clear(screen.getByLabelText(/^Caller’s email/));
    const file = screen.getByRole('button', { name: 'File request' });
    expect(file).toHaveAccessibleDescription(
      'The caller will get the confirmation and updates by text. Without an e-mail they get no private link to add to the request.',
    );
    await user.clear(screen.getByLabelText(/^Caller’s phone/));
    expect(screen.getByLabelText(/^Text the caller/)).not.toBeChecked();
    expect(file).toHaveAccessibleDescription(
      'With no e-mail and no texts, the caller will get no confirmation or updates. Once the request is filed, read them its reference: they can track the request online with it, or quote it when they call back.',
    );
    await user.click(file);

    expect(await screen.findByText(/^Request filed\. Its reference is/)).toHaveTextContent('K7QM-3XPA');
    expect(
      screen.getByText(
        'The caller gets no e-mail or text about this request: make sure they write the reference down, to track the request online or quote it when they call back.',
      ),
    ).toBeInTheDocument();
    expect(Object.fromEntries(uploads.sent[0]!.form.entries())).toMatchObject({
      name: 'Carla Caller',
      email: '',
      phone: '',
      wantsTextAlerts: 'false',
    });
  });

  it('checks an e-mail that is given', async () => {
    const user = open();
    await fill(user);
    await user.clear(screen.getByLabelText(/^Caller’s email/));
    await user.type(screen.getByLabelText(/^Caller’s email/), 'carla-at-example');
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(alertRegion()).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText(/^Caller’s email/)).toHaveFocus();
    expect(uploads.sent).toHaveLength(0);
  });

  it('tells a developer the screen is not for their role', () => {
    open('developer');
    expect(screen.getByText('Your role does not take requests by phone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'File request' })).toBeNull();
  });
});

const ENDED = 'Your session has ended. Sign in again to continue; what you typed is kept.';
const WREN: SessionStaff = { ...ADMIN, id: 'w1', name: 'Wren Worker', email: 'wren@township.example', role: 'worker' };

/**
 * The portal around the screen, signed in as ADMIN, with a server that ends the session when told
 * (the phone-requests post then answers 401) and lets staff sign in again with 'right password'.
 */
function openInPortal() {
  const state = { who: ADMIN as SessionStaff | null };
  const me = () =>
    state.who
      ? { status: 200, body: { staff: state.who, csrfToken: 'csrf', expiresAt: '2030-01-01T00:00:00.000Z' } }
      : apiError(401, 'Please sign in to continue.');
  stubApi({
    'GET /api/auth/me': me,
    'GET /api/auth/options': { status: 200, body: { method: 'password' } },
    'POST /api/auth/login': (call: FetchCall) => {
      const { email } = call.body as { email: string };
      state.who = email === WREN.email ? WREN : ADMIN;
      return me();
    },
  });
  uploads.reply = () => (state.who ? FILED : { status: 401, body: apiError(401, 'Please sign in.').body });
  renderStaff(
    <PortalLayout passwordChange={() => null}>
      <PhoneIntakeScreen />
    </PortalLayout>,
    { path: '/311/staff/new-request' },
  );
  return { state, user: userEvent.setup() };
}

describe('PhoneIntakeScreen when the session ends', () => {
  it('says so, keeps every entry, and files once after the same member signs in again', async () => {
    const { state, user } = openInPortal();
    await screen.findByRole('heading', { level: 1, name: 'New request (phone)' });
    await fill(user);
    state.who = null;
    await user.click(screen.getByRole('button', { name: 'File request' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(alertRegion()).toHaveTextContent(ENDED);
    expect(alertRegion()).not.toHaveTextContent('The request was not filed');
    expect(screen.getByLabelText(/^Caller’s name/)).toHaveValue('Carla Caller');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(ADMIN.email);
    // A slow machine: the next frame, when the closed dialog hands focus back, comes only after the
    // request is filed and its message has taken focus.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    await user.type(within(dialog).getByLabelText('Password'), 'right password{Enter}');

    const filed = await screen.findByText(/^Request filed\. Its reference is/);
    expect(filed).toHaveTextContent('K7QM-3XPA');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(filed).toHaveFocus();
    });
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames.splice(0)) frame(performance.now());
    // The late frame leaves focus on the message, where a screen reader reads what happened.
    expect(filed).toHaveFocus();
    expect(uploads.sent).toHaveLength(2);
    expect(uploads.sent[1]!.form.get('description')).toBe('Branch down across the path');
  });

  it('sends nothing when someone else signs in, and says so', async () => {
    const { user } = openInPortal();
    await screen.findByRole('heading', { level: 1, name: 'New request (phone)' });
    await fill(user);
    uploads.reply = { status: 401, body: apiError(401, 'Please sign in.').body };
    await user.click(screen.getByRole('button', { name: 'File request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), WREN.email);
    await user.type(within(dialog).getByLabelText('Password'), 'right password{Enter}');

    await waitFor(() => {
      expect(alertRegion()).toHaveTextContent(
        'Not sent: you are now signed in as Wren Worker. Check what you typed, then send it.',
      );
    });
    expect(uploads.sent).toHaveLength(1);
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Branch down across the path');
    uploads.reply = FILED;
    await user.click(screen.getByRole('button', { name: 'File request' }));
    expect(await screen.findByText(/^Request filed\. Its reference is/)).toBeInTheDocument();
  });
});
