import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrackSearchForm } from './TrackSearchForm.tsx';
import { trackMessages } from '#domain/messages-311/track-english.ts';

describe('TrackSearchForm', () => {
  it('searches for the trimmed id', async () => {
    const onSearch = vi.fn();
    render(<TrackSearchForm id="" onSearch={onSearch} />);
    await userEvent.type(screen.getByLabelText('Request ID'), '  q3ZrT0bW8sLkP1mX {Enter}');
    expect(onSearch).toHaveBeenCalledWith('q3ZrT0bW8sLkP1mX');
  });

  it('follows the id of the address, and searches again from the same field', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<TrackSearchForm id="" onSearch={onSearch} />);
    const input = screen.getByLabelText<HTMLInputElement>('Request ID');
    await userEvent.type(input, 'first {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('first');
    rerender(<TrackSearchForm id="first" onSearch={onSearch} />);
    expect(input.value).toBe('first');

    await userEvent.clear(input);
    await userEvent.type(input, ' second{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('second');
    // A View click or Back changes the address without the field.
    rerender(<TrackSearchForm id="third" onSearch={onSearch} />);
    expect(screen.getByLabelText<HTMLInputElement>('Request ID')).toBe(input);
    expect(input.value).toBe('third');
    rerender(<TrackSearchForm id="" onSearch={onSearch} />);
    expect(input.value).toBe('');
    expect(screen.getAllByRole('search')).toHaveLength(1);
  });

  it('asks for an id instead of searching for blanks', async () => {
    const onSearch = vi.fn();
    render(<TrackSearchForm id="" onSearch={onSearch} />);
    await userEvent.type(screen.getByLabelText('Request ID'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(trackMessages.english.emptyId);
    expect(screen.getByLabelText('Request ID').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts with the id of the address and a 16-character example', () => {
    render(<TrackSearchForm id="abc" onSearch={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Request ID');
    expect(input.value).toBe('abc');
    expect(input.placeholder).toMatch(/^e\.g\. [A-Za-z0-9]{16}$/);
  });
});
