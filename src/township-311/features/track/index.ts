/** The track feature's public entry: the resident's track screen, and its request card (also the submitter's private page's). */
export { RequestCard } from './RequestCard.tsx';
export { TrackScreen } from './TrackScreen.tsx';
