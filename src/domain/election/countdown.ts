/** Time left until a target, split for display. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached; every part is then 0. */
  passed: boolean;
}

/**
 * Days, hours, minutes and seconds from now until the target (both in epoch milliseconds),
 * in whole seconds (rounded down); all zeros once the target has passed (or a time is not a number).
 * @example countdownParts(Date.UTC(2025, 10, 5, 1), Date.UTC(2025, 10, 4, 0, 59, 30)) // { days: 1, hours: 0, minutes: 0, seconds: 30, passed: false }
 */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const left = Math.floor((targetMs - nowMs) / 1000);
  if (!(targetMs > nowMs)) return { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    passed: false,
  };
}
