/** "311 in numbers": a chunk of its own, loaded when a resident opens it. Its read needs no provider (lib/resident-reads.ts). */
export { PublicStatsScreen as default } from '../features/stats/index.ts';
