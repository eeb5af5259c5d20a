import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, kept current as it changes (rotation, window resize);
 * `fallback` until it has been measured (and where ResizeObserver is missing, as in jsdom).
 * @example const width = useElementWidth(ref, 640);
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
