/**
 * The follow feature's public entry: "Get updates by e-mail" for the track screen, the screens the
 * links in e-mails open (confirm, stop) and the submitter's private page.
 */
export { FollowForm } from './FollowForm.tsx';
export { FollowConfirmScreen, FollowStopScreen } from './LinkActionScreen.tsx';
export { FollowUpScreen } from './FollowUpScreen.tsx';
