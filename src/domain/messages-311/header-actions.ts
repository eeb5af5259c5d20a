/**
 * The header buttons a resident screen offers (docs/product.md#311-hosts-and-screens) and their
 * words, for the app's banner (ResidentLayout.tsx) and the plain pages' (html/resident-frame.ts).
 */
import type { CommonKey } from './common-english.ts';

export type HeaderAction = 'track' | 'submit' | 'staff';

export const HEADER_ACTION_LABELS: Record<HeaderAction, CommonKey> = {
  track: 'trackRequest',
  submit: 'submitNew',
  staff: 'staffPortal',
};
