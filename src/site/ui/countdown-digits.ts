import type { CountdownParts } from '#domain/election/countdown.ts';

/** One unit of the countdown as shown: days unpadded, the rest two digits. */
interface CountdownDigit {
  key: 'days' | 'hours' | 'minutes' | 'seconds';
  label: string;
  value: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The four units of a countdown as the page shows them.
 * @example countdownDigits({ days: 3, hours: 9, minutes: 0, seconds: 5, passed: false }).map((d) => d.value) // ['3', '09', '00', '05']
 */
export function countdownDigits(parts: CountdownParts): CountdownDigit[] {
  return [
    { key: 'days', label: 'Days', value: String(parts.days) },
    { key: 'hours', label: 'Hours', value: pad(parts.hours) },
    { key: 'minutes', label: 'Minutes', value: pad(parts.minutes) },
    { key: 'seconds', label: 'Seconds', value: pad(parts.seconds) },
  ];
}
