/** The submit feature's public entry: the resident's submit screen (the 4-step wizard). */
export { SubmitScreen } from './SubmitScreen.tsx';
