/** The track screen: a chunk of its own, loaded when a resident tracks. Its reads need no provider (lib/resident-reads.ts). */
export { TrackScreen as default } from '../features/track/index.ts';
