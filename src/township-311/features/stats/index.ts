/** The stats feature's public entry: the residents' "311 in numbers" screen. */
export { PublicStatsScreen } from './PublicStatsScreen.tsx';
