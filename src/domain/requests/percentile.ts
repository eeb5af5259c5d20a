/** Nearest-rank percentiles, as the statistics compute them (request-stats.ts, workload-stats.ts). */

/**
 * The nearest-rank percentile's position in `count` values sorted ascending (0-based).
 * @example percentileIndex(10, 0.9) // 8
 * @example percentileIndex(4, 0.5) // 1
 */
export function percentileIndex(count: number, fraction: number): number {
  return Math.max(0, Math.ceil(fraction * count) - 1);
}
