import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBoundary } from '#domain/requests/boundary.ts';
import { renderWizard, toStep2, toStep3 } from '../../testing/submit-wizard.tsx';

const alertRegion = () => document.getElementById('submit-alert')!;

const SAMPLE_BOUNDARY = parseBoundary(
  readFileSync(join(process.cwd(), 'content', 'township', 'boundary.geojson'), 'utf8'),
  'content/township/boundary.geojson',
);

const setup = ({ boundary = false } = {}) => renderWizard({ boundary: boundary ? SAMPLE_BOUNDARY : null });

function mockGeolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ('coords' in outcome) ok(outcome as GeolocationPosition);
    else fail(outcome as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  // Each test starts without the previous one's draft.
  sessionStorage.clear();
});

describe('SubmitWizard', () => {
  it('blocks Next on step 1 with the spec message, marks and focuses the first field', async () => {
    const { next } = setup();
    await next();
    expect(alertRegion()).toHaveTextContent('Please fill in your Name and Email.');
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your Info');
  });

  it('announces the new step, marks it current and focuses its heading', async () => {
    const { user, next } = setup();
    await toStep2(user, next);
    expect(screen.getByText('Step 2 of 4: Request Details')).toBeInTheDocument();
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Request Details');
    expect(screen.getByRole('heading', { level: 2, name: 'Request Details' })).toHaveFocus();
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('keeps the text-alert checkbox disabled without a phone number', async () => {
    const { user, next } = setup();
    await toStep2(user, next);
    expect(screen.getByLabelText('Send me text alerts about this request')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(screen.getByLabelText(/^Phone/), '609-555-0100');
    await next();
    const checkbox = await screen.findByLabelText('Send me text alerts about this request');
    expect(checkbox).toBeEnabled();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('needs a location on step 3 and takes it from the browser', async () => {
    mockGeolocation({ coords: { latitude: 40.2809, longitude: -74.5912 } });
    const { user, next } = setup();
    await toStep3(user, next);
    await user.type(screen.getByLabelText(/^Address of the issue/), '20 Main St');
    await next();
    expect(alertRegion()).toHaveTextContent('Please select a location on the map.');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText('Location set: 40.28090, -74.59120')).toBeInTheDocument();
    await next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Review' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses a point outside the township on Next, naming it, and lets a point inside through', async () => {
    mockGeolocation({ coords: { latitude: 40.2171, longitude: -74.7429 } });
    const { user, next } = setup({ boundary: true });
    await toStep3(user, next);
    await user.type(screen.getByLabelText(/^Address of the issue/), '20 Main St');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await next();
    expect(alertRegion()).toHaveTextContent(
      'This location is outside West Windsor Township. Please choose a place inside the township, or contact the agency that serves it.',
    );
    expect(screen.getByRole('button', { name: 'Use my current location' })).toHaveFocus();
    mockGeolocation({ coords: { latitude: 40.2809, longitude: -74.5912 } });
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Review' }, { timeout: 5000 })).toBeInTheDocument();
  }, 20_000);

  it('explains a refused location', async () => {
    mockGeolocation({ code: 1 });
    const { user, next } = setup();
    await toStep3(user, next);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/^Location access was refused\./)).toBeInTheDocument();
  });

  it('sends a pothole on a county road to the county, with its link', async () => {
    mockGeolocation({ coords: { latitude: 40.3, longitude: -74.6 } });
    const { user, next } = setup();
    await toStep3(user, next, 'Pothole/Road Damage');
    await user.type(screen.getByLabelText(/^Address of the issue/), '123 Quakerbridge Rd');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await next();
    expect(alertRegion()).toHaveTextContent(
      'This appears to be a COUNTY road. Please submit your request directly to the correct agency.',
    );
    expect(screen.getByRole('link', { name: /Mercer County/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mercer'),
    );
  });

  it('jumps back from Review with Edit and keeps the values', async () => {
    mockGeolocation({ coords: { latitude: 40.3, longitude: -74.6 } });
    const { user, next } = setup();
    await toStep3(user, next);
    await user.type(screen.getByLabelText(/^Address of the issue/), '20 Main St');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await next();
    await user.click(await screen.findByRole('button', { name: 'Edit Your Info' }, { timeout: 5000 }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2, name: 'Your Info' })).toHaveFocus();
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada');
  }, 20_000);

  it('takes a message away as soon as its cause has gone: a description cut back under its limit', async () => {
    const { user, next } = setup();
    await toStep2(user, next);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Graffiti');
    const description = screen.getByLabelText(/^Description/);
    // A pasted or restored text can arrive whole, past what typing allows.
    fireEvent.change(description, { target: { value: 'x'.repeat(2100) } });
    await next();
    expect(alertRegion()).toHaveTextContent('Description must be at most 2000 characters.');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(description, { target: { value: 'x'.repeat(130) } });
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(description).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps a message while part of its cause is left, and marks no field that was not marked', async () => {
    const { user, next } = setup();
    await next();
    expect(alertRegion()).toHaveTextContent('Please fill in your Name and Email.');
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    expect(alertRegion()).toHaveTextContent('Please fill in your Name and Email.');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('takes "Please select a location on the map." away once the place is set', async () => {
    mockGeolocation({ coords: { latitude: 40.2809, longitude: -74.5912 } });
    const { user, next } = setup();
    await toStep3(user, next);
    await next();
    expect(alertRegion()).toHaveTextContent('Please select a location on the map.');
    await user.type(screen.getByLabelText(/^Address of the issue/), '20 Main St');
    expect(alertRegion()).toHaveTextContent('Please select a location on the map.');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('takes a refused location’s message away once the point is set another way', async () => {
    mockGeolocation({ code: 1 });
    const { user, next } = setup();
    await toStep3(user, next);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/^Location access was refused\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
    expect(screen.getByText(/^Location set: /)).toBeInTheDocument();
    expect(screen.queryByText(/^Location access was refused\./)).toBeNull();
  });

  it('counts the description’s characters near its limit, politely, and takes no more than the limit', async () => {
    const { user, next } = setup();
    await toStep2(user, next);
    const description = screen.getByLabelText(/^Description/);
    expect(description).toHaveAttribute('maxlength', '2000');
    await user.type(description, 'Tags');
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await user.paste('x'.repeat(1846));
    expect(screen.getByText('150 characters left')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription('150 characters left');
    expect(screen.getByText('Description: 200 characters or fewer left.')).toHaveAttribute('aria-live', 'polite');
    // A paste past the limit: what fits is taken, the rest refused, and the count says why.
    await user.paste('y'.repeat(400));
    expect((description as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(screen.getByText('No characters left: at most 2000.')).toBeInTheDocument();
    expect(screen.getByText('Description is full: at most 2000 characters.')).toBeInTheDocument();
  });
});
