/** The track feature's public entry: the resident's track screen. */
export { TrackScreen } from './TrackScreen.tsx';
