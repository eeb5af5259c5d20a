/**
 * Seconds from a clip time written as m:ss or h:mm:ss. Anything else (letters, spaces, a lone
 * number, four parts, an empty part, minutes or seconds of 60 or more after the first part)
 * counts as 0 and is logged as a warning, so one typo never breaks the page.
 * @example parseTimeString('1:02:05') // 3725
 */
export function parseTimeString(value: string): number {
  const invalid = (why: string) => {
    console.warn(`Invalid time "${value}": ${why}; using 0.`);
    return 0;
  };
  if (!/^[\d:]+$/.test(value)) return invalid('only digits and colons are allowed');
  const parts = value.split(':');
  if (parts.length !== 2 && parts.length !== 3) return invalid('write m:ss or h:mm:ss');
  if (parts.some((part) => part === '')) return invalid('a part is empty');
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((n) => n >= 60)) return invalid('minutes and seconds must be below 60');
  return numbers.reduce((total, n) => total * 60 + n, 0);
}

/**
 * A number of seconds as m:ss or h:mm:ss, the inverse of parseTimeString.
 * @example formatTimeString(3725) // '1:02:05'
 */
export function formatTimeString(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
