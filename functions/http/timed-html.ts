/**
 * Dated content in a built page, brought up to date where the page is served: the site marks it
 * (src/site/components/When.astro) with `data-when="before|after" data-at="<ISO>"`, and the page's
 * description with `data-timed-attr`. A page built before Election Day and served after it then
 * reads right without JavaScript too, and so do link previews, which run no script.
 */

/** A block shown on one side of an instant: `<tag data-when="after" data-at="…"[ hidden]` (React writes `hidden=""`). */
const TIMED_ELEMENT =
  /(<[a-z][a-z0-9]*\s+data-when="(before|after)"\s+data-at="([^"]+)")(\s+hidden(?:="")?(?=[\s>]))?/g;
/** An attribute with two values: `content="…" data-timed-attr="content" data-at="…" data-before="…" data-after="…"`. */
const TIMED_ATTRIBUTE =
  /content="[^"]*"(\s+data-timed-attr="content"\s+data-at="([^"]+)"\s+data-before="([^"]*)"\s+data-after="([^"]*)")/g;

/**
 * The instants a page's dated content switches at (epoch ms), earliest first; none for an undated page.
 * @example timedInstants('<p data-when="after" data-at="2025-11-05T01:00:00.000Z" hidden>') // [1762304400000]
 */
export function timedInstants(html: string): number[] {
  if (!html.includes('data-at="')) return [];
  const instants = new Set<number>();
  for (const match of html.matchAll(/data-at="([^"]+)"/g)) {
    const at = Date.parse(match[1]!);
    if (!Number.isNaN(at)) instants.add(at);
  }
  return [...instants].sort((a, b) => a - b);
}

/**
 * The page as it should read at `nowMs`: each timed block hidden or shown, each timed attribute set.
 * @example retimeHtml('<p data-when="after" data-at="2025-11-05T01:00:00.000Z" hidden>Held</p>', Date.parse('2026-01-01')) // '<p data-when="after" data-at="2025-11-05T01:00:00.000Z">Held</p>'
 */
export function retimeHtml(html: string, nowMs: number): string {
  return html
    .replace(TIMED_ELEMENT, (whole, start: string, when: string, at: string) => {
      const instant = Date.parse(at);
      if (Number.isNaN(instant)) return whole;
      const shown = when === 'after' ? nowMs >= instant : nowMs < instant;
      return shown ? start : `${start} hidden`;
    })
    .replace(TIMED_ATTRIBUTE, (whole, rest: string, at: string, before: string, after: string) => {
      const instant = Date.parse(at);
      if (Number.isNaN(instant)) return whole;
      return `content="${nowMs >= instant ? after : before}"${rest}`;
    });
}

/**
 * Which side of each instant `nowMs` is on, as one number (how many instants have passed): two
 * moments with the same stage give the same page.
 */
export function timedStage(instants: readonly number[], nowMs: number): number {
  let passed = 0;
  for (const at of instants) if (nowMs >= at) passed++;
  return passed;
}
