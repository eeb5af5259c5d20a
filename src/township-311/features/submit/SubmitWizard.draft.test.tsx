/**
 * The wizard's 911 notices, its draft in session storage, the leave warning and the photo decode
 * check (docs/product.md#311-submitting-a-request, #311-emergency-notice).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_NOT_IMAGE_MESSAGE } from '#domain/requests/photo-check.ts';
import { renderWizard, toStep2 } from '../../testing/submit-wizard.tsx';
import { DANGER_NOTE } from './EmergencyNotice.tsx';
import { START_OVER_QUESTION } from './StartOver.tsx';
import { LEAVE_WARNING } from './use-leave-warning.ts';

const DRAFT_KEY = 'township-311:submit-draft';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const dangerRegion = () => document.getElementById('submit-danger')!;

describe('the 911 notices', () => {
  it('shows the calm notice on step 1, as plain text, not a live region', () => {
    renderWizard();
    const notice = screen.getByText('If this is an emergency, call 911.');
    expect(notice.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    expect(notice.parentElement).toHaveTextContent('This form is for non-emergency problems.');
  });

  it('repeats it in a polite status region once the description suggests danger', async () => {
    const { user, next } = renderWizard();
    await toStep2(user, next);
    expect(dangerRegion()).toBeEmptyDOMElement();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Streetlight Outage');
    await user.type(screen.getByLabelText(/^Description/), 'Downed power line sparking by the curb');
    // The list is read after a 0.7 s pause in typing and fetched on first use: on a busy machine
    // that takes longer than waitFor's default second.
    await waitFor(
      () => {
        expect(dangerRegion()).toHaveTextContent(DANGER_NOTE);
      },
      { timeout: 5_000 },
    );
    expect(dangerRegion()).toHaveAttribute('role', 'status');
    expect(within(dangerRegion()).getByText('If this is an emergency, call 911.')).toBeInTheDocument();
  });

  it('stays quiet for an ordinary description', async () => {
    const { user, next } = renderWizard();
    await toStep2(user, next);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Water/Sewer Issue');
    await user.type(screen.getByLabelText(/^Description/), 'The fire hydrant on Elm St is leaking');
    // Past the pause after which the description is read.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(dangerRegion()).toBeEmptyDOMElement();
  });
});

describe('the draft', () => {
  it('is kept as the resident types and restored when the wizard opens again, photo excepted', async () => {
    const first = renderWizard();
    await toStep2(first.user, first.next, '609-555-0100');
    await first.user.selectOptions(screen.getByLabelText(/^Category/), 'Graffiti');
    await first.user.type(screen.getByLabelText(/^Description/), 'Tags on the underpass.');
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ close: () => undefined }));
    const photo = new File([new Uint8Array([1, 2, 3])], 'wall.png', { type: 'image/png' });
    await first.user.upload(screen.getByLabelText(/^Photo/), photo);
    await screen.findByRole('img', { name: /wall\.png/ });
    // The photo's name is kept, to say it must be chosen again; its bytes are not.
    const stored = sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ step: 1, photoName: 'wall.png' });
    expect(stored.length).toBeLessThan(1000);
    first.unmount();

    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Request Details');
    expect(screen.getByText(/What you entered earlier in this tab is filled in again/)).toHaveTextContent(
      'What you entered earlier in this tab is filled in again (the photo was not kept). Start over clears it.',
    );
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Tags on the underpass.');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Graffiti');
    expect(
      screen.getByText('The photo you chose before (wall.png) was not kept. Please choose it again to send it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('609-555-0100');
  });

  it('is not written while nothing has been entered', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByLabelText(/^Name/), '  ');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('is cleared by Start over, once confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, next } = renderWizard();
    await toStep2(user, next);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(confirm).toHaveBeenLastCalledWith(START_OVER_QUESTION);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Request Details');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your Info' })).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByText(/^Everything you entered was cleared\. Step 1 of 4: Your Info$/)).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });
});

describe('leaving with unsent entries', () => {
  it('asks before the header links leave the screen, and stays when cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWizard({ screen: true });
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Track a Request' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Track a Request' }));
    expect(window.location.pathname).toBe('/311/track');
  });

  it('does not ask when nothing was entered', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderWizard({ screen: true });
    await user.click(screen.getByRole('link', { name: 'Track a Request' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/311/track');
  });

  it('asks the browser before the page unloads, only with entries', async () => {
    const { user } = renderWizard();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/^Email/), 'a');
    expect(unload()).toBe(true);
    await user.clear(screen.getByLabelText(/^Email/));
    expect(unload()).toBe(false);
  });
});

describe('the photo decode check', () => {
  it('refuses a file named .jpg that does not decode, before anything is sent', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad image', 'InvalidStateError')));
    const { user, next } = renderWizard();
    await toStep2(user, next);
    const input = screen.getByLabelText(/^Photo/);
    await user.upload(input, new File(['just some text'], 'pothole.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(PHOTO_NOT_IMAGE_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lets a HEIC photo through undecoded, for the server to judge', async () => {
    const decode = vi.fn(() => Promise.reject(new Error('no HEIC decoder')));
    vi.stubGlobal('createImageBitmap', decode);
    const { user, next } = renderWizard();
    await toStep2(user, next);
    await user.upload(screen.getByLabelText(/^Photo/), new File(['heic'], 'IMG_1.heic', { type: 'image/heic' }));
    expect(await screen.findByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    expect(decode).not.toHaveBeenCalled();
  });
});
