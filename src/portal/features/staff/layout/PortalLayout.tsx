import type { ReactNode } from 'react';

/** The signed-in frame: sidebar and the screen (spec 2.4). */
export function PortalLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
