import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from './ContactForm.tsx';
import { ENGLISH_CONTACT_TEXT } from './contact/contact-text.ts';

const ENDPOINT = 'https://forms.example/submit';
const KEY = 'test-access-key';
const EMAIL = 'hello@coalition.example';
const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const REQUIRED = 'Please fill in all required fields.';
const BAD_EMAIL = 'Please enter a valid email address.';
const FALLBACK = 'An error occurred. Please try again.';
const FAILURE = 'An error occurred while submitting the form. Please try again later.';

/**
 * Timers run on a fake clock that also follows real time (shouldAdvanceTime) so promises and
 * findBy* settle on their own; the clear checks allow this much real time to pass meanwhile.
 */
const MARGIN = 250;

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<ContactForm endpoint={ENDPOINT} accessKey={KEY} email={EMAIL} />);
  const name = screen.getByLabelText(/^Name/);
  const email = screen.getByLabelText(/^Email/);
  const message = screen.getByLabelText(/^Message/);
  const button = () => screen.getByRole('button');
  const fill = async (values: { name?: string; email?: string; message?: string }) => {
    if (values.name) await user.type(name, values.name);
    if (values.email) await user.type(email, values.email);
    if (values.message) await user.type(message, values.message);
  };
  return { user, view, name, email, message, button, fill };
}

const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm layout', () => {
  it('labels every field and makes the message box 5 rows', () => {
    const { name, email, message, button } = setup();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    for (const field of [name, email, message]) expect(field).toHaveAttribute('aria-required', 'true');
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
  });

  it('has both live regions in the page, empty, before anything happens', () => {
    setup();
    expect(status()).toBeEmptyDOMElement();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(alert()).toBeEmptyDOMElement();
    expect(alert()).toHaveAttribute('aria-live', 'assertive');
  });

  it('hides the honeypot from people, the keyboard and assistive technology', () => {
    const { view } = setup();
    const honeypot = view.container.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
    expect(honeypot.type).toBe('checkbox');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('ContactForm validation', () => {
  it('asks for the required fields, marks them, focuses the first and clears after 6 s', async () => {
    const { user, name, email, message, button } = setup();
    await user.click(button());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(alert()).toHaveTextContent(REQUIRED);
    expect(alert().dataset.tone).toBe('error');
    expect(alert()).toHaveClass('bg-red-50');
    for (const field of [name, email, message]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByText('Enter your name.')).toHaveAttribute('id', name.getAttribute('aria-describedby'));
    expect(fetchMock).not.toHaveBeenCalled();

    advance(6_000 - MARGIN);
    expect(alert()).toHaveTextContent(REQUIRED);
    advance(MARGIN);
    expect(alert()).toBeEmptyDOMElement();
    // The field stays marked until it is fixed, so the error is still identified in text.
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a missing field before a bad email, focusing the first invalid field', async () => {
    const { user, fill, button, email, message } = setup();
    await fill({ name: 'Ada', email: 'not-an-email' });
    await user.click(button());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats whitespace as missing', async () => {
    const { user, fill, button } = setup();
    await fill({ name: '   ', email: 'ada@example.org', message: 'Hi' });
    await user.click(button());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it('rejects a badly shaped email, focuses it and clears after 6 s', async () => {
    const { user, fill, button, email, name } = setup();
    await fill({ name: 'Ada', email: 'ada@example', message: 'Hello' });
    await user.click(button());
    expect(await screen.findByText(BAD_EMAIL)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveFocus();
    expect(screen.getByText('Use an address like name@example.com.')).toBeInTheDocument();
    advance(6_000);
    expect(alert()).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restarts the 6 s clear when the same message is shown again', async () => {
    const { user, button } = setup();
    await user.click(button());
    const first = await screen.findByText(REQUIRED);
    advance(4_000);
    await user.click(button());
    // A fresh node, so screen readers announce the repeated message again.
    const second = await screen.findByText(REQUIRED);
    await waitFor(() => {
      expect(second).not.toBe(first);
    });
    advance(4_000);
    expect(alert()).toHaveTextContent(REQUIRED);
    advance(2_000 + MARGIN);
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('ContactForm submission', () => {
  it('posts multipart data to the endpoint, clears the form and shows success for 8 s', async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: 'Email sent successfully!' }));
    const { user, fill, button, name, email, message } = setup();
    await fill({ name: ' Ada Lovelace ', email: 'ada@example.org', message: 'Hello neighbours' });
    await user.click(button());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(status()).toHaveTextContent(SUCCESS);
    expect(status().dataset.tone).toBe('success');
    expect(status()).toHaveClass('bg-green-50');
    expect(alert()).toBeEmptyDOMElement();
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body)).toEqual({
      access_key: KEY,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'Hello neighbours',
      subject: 'New Contact from Ada Lovelace',
    });

    advance(8_000 - MARGIN);
    expect(status()).toHaveTextContent(SUCCESS);
    advance(MARGIN);
    expect(status()).toBeEmptyDOMElement();
  });

  it('keeps the sending state for a slow reply and cannot be submitted twice', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, fill, button, view } = setup();
    await fill({ name: 'Slow Sam', email: 'sam@example.org', message: 'Take your time' });
    await user.click(button());

    expect(await screen.findByText('Sending....')).toBeInTheDocument();
    expect(status().dataset.tone).toBe('sending');
    expect(status()).toHaveClass('bg-blue-50');
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Sending Message...');

    // Well past both clear timers: sending never clears itself.
    advance(20_000);
    expect(status()).toHaveTextContent('Sending....');
    fireEvent.submit(view.container.querySelector('form')!);
    await user.click(button());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer(json({ success: true }));
      await Promise.resolve();
    });
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent('Send Message');
  });

  it.each([
    [
      'the provider message when success is false',
      () => json({ success: false, message: 'Invalid access key' }, 403),
      'Invalid access key',
    ],
    ['the fallback when success is false without a message', () => json({ success: false }), FALLBACK],
    ['the failure message for a reply that is not JSON', () => new Response('<h1>502</h1>', { status: 502 }), FAILURE],
  ])('shows %s, keeps the form and clears after 8 s', async (_label, reply, expected) => {
    fetchMock.mockImplementation(() => Promise.resolve(reply()));
    const { user, fill, button, name } = setup();
    await fill({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    await user.click(button());

    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(alert()).toHaveTextContent(expected);
    // Another way to reach the organisation, with the message.
    expect(alert()).toHaveTextContent(`You can also e-mail us at ${EMAIL}.`);
    expect(within(alert()).getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(alert()).toHaveClass('bg-red-50');
    expect(status()).toBeEmptyDOMElement();
    expect(name).toHaveValue('Ada');
    expect(button()).toBeEnabled();
    advance(8_000 - MARGIN);
    expect(alert()).toHaveTextContent(expected);
    advance(MARGIN);
    expect(alert()).toBeEmptyDOMElement();
  });

  it('shows the failure message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fill, button } = setup();
    await fill({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    await user.click(button());
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(alert()).toHaveTextContent(FAILURE);
  });

  it('drops a submission with the honeypot ticked without calling the provider', async () => {
    const { user, fill, button, view, name } = setup();
    await fill({ name: 'Bot', email: 'bot@example.org', message: 'Buy now' });
    fireEvent.click(view.container.querySelector('input[name="botcheck"]')!);
    await user.click(button());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ContactForm in another language', () => {
  // Every text as the page passes it; "¡" marks each, so English left over shows.
  const mark = (value: unknown): unknown =>
    typeof value === 'string'
      ? `¡${value}`
      : Array.isArray(value)
        ? value.map(mark)
        : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, mark(v)]));
  const text = { ...(mark(ENGLISH_CONTACT_TEXT) as typeof ENGLISH_CONTACT_TEXT), lang: 'es' };
  const renderIn = () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const view = render(<ContactForm endpoint={ENDPOINT} accessKey={KEY} email={EMAIL} text={text} />);
    return { user, view };
  };

  it('labels, validates and answers in the page’s language', async () => {
    const { user } = renderIn();
    expect(screen.getByRole('form', { name: '¡Contact form' })).toBeInTheDocument();
    expect(screen.getByLabelText('¡Name ¡(required)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¡Send Message' }));
    expect(await screen.findByText(`¡${REQUIRED}`)).toBeInTheDocument();
    expect(screen.getByText('¡Enter your name.')).toBeInTheDocument();
  });

  it('shows its own failure message in the language, and the provider’s words marked as English', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false }));
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Invalid access key' }, 403));
    const { user } = renderIn();
    await user.type(screen.getByLabelText(/Name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.org');
    await user.type(screen.getByLabelText(/Message/), 'Hola');
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText(`¡${FALLBACK}`)).not.toHaveAttribute('lang');
    expect(alert()).toHaveTextContent(`¡You can also e-mail us at ${EMAIL}¡.`);
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText('Invalid access key')).toHaveAttribute('lang', 'en');
  });
});

describe('ContactForm unmount', () => {
  it('clears its message timer', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    const { user, fill, button, view } = setup();
    await fill({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    await user.click(button());
    await screen.findByText(SUCCESS);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts a request in flight and ignores its reply', async () => {
    let signal: AbortSignal | null | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal;
      return new Promise<Response>(() => undefined);
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fill, button, view } = setup();
    await fill({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    await user.click(button());
    await screen.findByText('Sending....');
    view.unmount();
    expect(signal?.aborted).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
