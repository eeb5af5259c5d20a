/**
 * The moment the site is built "for": now, or the instant in SITE_NOW (ISO, e.g.
 * 2025-11-01T12:00:00-04:00) to preview the site as it will read on another day, and for the test
 * build, which is made as of a day before the sample election so the browser tests see a page built
 * before Election Day switch by itself. Everything dated in the build reads this clock.
 */
export function buildNow(): number {
  const given = process.env.SITE_NOW;
  if (!given) return Date.now();
  const at = Date.parse(given);
  if (Number.isNaN(at)) throw new Error(`SITE_NOW "${given}" is not a date-time like 2025-11-01T12:00:00-04:00`);
  return at;
}
