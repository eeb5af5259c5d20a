/**
 * The staff portal's public entry: the portal itself, and the signed-in member's context (which
 * the jsdom harness provides to screens rendered on their own).
 */
export { default as StaffApp } from './StaffApp.tsx';
export { StaffProfileContext, type SessionStaff } from './session.ts';
