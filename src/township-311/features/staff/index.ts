/**
 * The staff portal's public entry: the portal itself, and the signed-in member's context (which
 * the jsdom harness provides to screens rendered on their own).
 */
export { default as StaffApp } from './StaffApp.tsx';
export type { SessionStaff } from './session-api.ts';
export { StaffProfileContext } from './staff-profile.ts';
