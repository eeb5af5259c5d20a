import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, useRouter } from './router.tsx';

function Where() {
  const { route, href } = useRouter();
  return (
    <p>
      {route.screen} at {href(route)}
    </p>
  );
}

const at = (base: string) => (
  <RouterProvider base={base}>
    <Where />
  </RouterProvider>
);

describe('RouterProvider', () => {
  it('reads the address again when its base changes, as Back to another language does', () => {
    window.history.replaceState(null, '', '/311/track');
    const { rerender } = render(at('/311'));
    expect(screen.getByText('track at /311/track')).toBeInTheDocument();
    // Back to a Korean entry: under the English base the address names no screen...
    window.history.replaceState(null, '', '/311/ko/track/ABC');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('not-found at /311')).toBeInTheDocument();
    // ...and under the Korean base it is the track screen again.
    rerender(at('/311/ko'));
    expect(screen.getByText('track at /311/ko/track/ABC')).toBeInTheDocument();
  });
});
