/** Catches a map that cannot load (its code chunk unreachable, the library failing): the step goes on without it. */
import { Component, type ReactNode } from 'react';

export class MapLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
