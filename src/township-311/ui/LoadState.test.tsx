import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadState } from './LoadState.tsx';

const show = (data: { count: number }) => <p>Count: {data.count}</p>;

/** A LoadState over a count, in the state `query` gives, that shows `failed` on an error. */
const renderCount = (query: { isPending: boolean; isError: boolean; data: { count: number } }, failed = 'No.') =>
  render(
    <LoadState query={query} loading="Loading…" failed={failed}>
      {show}
    </LoadState>,
  );

describe('LoadState', () => {
  it('says it is loading in a status line, with the place classes given', () => {
    render(
      <LoadState
        query={{ isPending: true, isError: false, data: undefined }}
        loading="Loading…"
        failed="No."
        className="mt-3"
      >
        {show}
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('status')).toHaveClass('mt-3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Count/)).toBeNull();
  });

  it('says it failed in an alert, even with older data', () => {
    renderCount({ isPending: false, isError: true, data: { count: 2 } }, 'It failed.');
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Count/)).toBeNull();
  });

  it('shows what the children make of the data once loaded', () => {
    renderCount({ isPending: false, isError: false, data: { count: 2 } });
    expect(screen.getByText('Count: 2')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing once loaded without children', () => {
    const { container } = render(
      <LoadState query={{ isPending: false, isError: false, data: 1 }} loading="Loading…" failed="No." />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
