/**
 * A small history router: the current Route from the address bar, `navigate` that pushes (or
 * replaces) an entry, and `RouteLink` for real links that stay in the app. After each change of
 * screen the new screen's heading takes focus, so screen readers announce where they are. A screen
 * with unsent entries can ask before the app leaves it (`useLeaveGuard`).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { basePathFor, parseRoute, routeHref, type Route } from './routes.ts';

interface RouterValue {
  route: Route;
  base: string;
  /** `focus: false` keeps focus and scroll where they are (a filter changed in place). */
  navigate: (route: Route, options?: { replace?: boolean; focus?: boolean }) => void;
  href: (route: Route) => string;
  /** Adds a check asked before each navigate(); returns its removal. */
  addLeaveGuard: (guard: LeaveGuard) => () => void;
}

/** Asked before the app navigates to `to`; false stays (e.g. the resident cancelled a confirm). */
export type LeaveGuard = (to: Route) => boolean;

const RouterContext = createContext<RouterValue | null>(null);

function currentRoute(base: string): Route {
  return parseRoute(window.location.pathname, window.location.search, base);
}

/** Frames to wait for a screen that loads its code first (about two seconds at 60 Hz). */
const HEADING_WAIT_FRAMES = 120;

/**
 * Moves focus to the new screen's first heading (h1) once it is on the page. A screen whose code
 * is still loading shows a status line without a heading, so this keeps looking for a while.
 */
function focusHeading(): void {
  let frames = 0;
  const attempt = () => {
    const heading = [...document.querySelectorAll<HTMLElement>('#portal h1')].find(
      (candidate) => candidate.getClientRects().length > 0,
    );
    if (!heading) {
      frames += 1;
      if (frames < HEADING_WAIT_FRAMES) requestAnimationFrame(attempt);
      return;
    }
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  };
  requestAnimationFrame(attempt);
}

export function RouterProvider({
  children,
  base = basePathFor(window.location.host),
}: {
  children: ReactNode;
  base?: string;
}) {
  const [route, setRoute] = useState<Route>(() => currentRoute(base));
  // A new base (the language changed: `/311` to `/311/ko`) reads the same address again.
  const [routeBase, setRouteBase] = useState(base);
  if (routeBase !== base) {
    setRouteBase(base);
    setRoute(currentRoute(base));
  }
  const guards = useRef(new Set<LeaveGuard>());

  useEffect(() => {
    const onPop = () => {
      setRoute(currentRoute(base));
      focusHeading();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [base]);

  const navigate = useCallback(
    (next: Route, options: { replace?: boolean; focus?: boolean } = {}) => {
      for (const guard of guards.current) if (!guard(next)) return;
      const url = routeHref(next, base);
      if (options.replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      setRoute(currentRoute(base));
      if (options.focus === false) return;
      window.scrollTo(0, 0);
      focusHeading();
    },
    [base],
  );

  const addLeaveGuard = useCallback((guard: LeaveGuard) => {
    guards.current.add(guard);
    return () => {
      guards.current.delete(guard);
    };
  }, []);

  const value = useMemo<RouterValue>(
    () => ({ route, base, navigate, href: (target) => routeHref(target, base), addLeaveGuard }),
    [route, base, navigate, addLeaveGuard],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter needs a RouterProvider');
  return value;
}

/**
 * Asks `guard` before every navigation in the app while it is set (null: none). Outside a router
 * (a component test) it does nothing.
 * @example useLeaveGuard(unsent ? () => window.confirm('Leave?') : null);
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const router = useContext(RouterContext);
  const addLeaveGuard = router?.addLeaveGuard;
  useEffect(() => (guard && addLeaveGuard ? addLeaveGuard(guard) : undefined), [guard, addLeaveGuard]);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: Route; replace?: boolean };

/** A real link (open in a new tab, copy address) that changes screen in place on a plain click. */
export function RouteLink({ to, replace, onClick, children, ...rest }: LinkProps) {
  const { navigate, href } = useRouter();
  return (
    <a
      {...rest}
      href={href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}
