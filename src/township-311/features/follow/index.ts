/**
 * The follow feature's public entry: the screens the links in e-mails open (confirm, stop) and the
 * submitter's private page. Asking to follow is part of the track screen (track/FollowForm.tsx).
 */
export { FollowConfirmScreen, FollowStopScreen } from './LinkActionScreen.tsx';
export { FollowUpScreen } from './FollowUpScreen.tsx';
