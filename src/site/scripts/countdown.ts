/**
 * Keeps `[data-countdown="<ISO instant>"]` timers (src/site/components/election/Countdown.astro)
 * ticking: the server rendered the values at build time; this rewrites the `[data-unit]` digits
 * on every whole second of the time left and stops once the target is reached, at zeros.
 */
import { countdownParts } from '#domain/election/countdown.ts';
import { countdownDigits } from '../ui/countdown-digits.ts';
import { msToNextTick } from '../ui/tick.ts';

function run(timer: HTMLElement): void {
  const target = Date.parse(timer.dataset.countdown ?? '');
  if (Number.isNaN(target)) return;
  const cells = new Map([...timer.querySelectorAll<HTMLElement>('[data-unit]')].map((el) => [el.dataset.unit, el]));
  const tick = () => {
    const now = Date.now();
    for (const digit of countdownDigits(countdownParts(target, now))) {
      const cell = cells.get(digit.key);
      // Only touch changed text, so nothing else on the page is re-laid out each second.
      if (cell && cell.textContent !== digit.value) cell.textContent = digit.value;
    }
    if (now < target) setTimeout(tick, msToNextTick(target, now));
  };
  tick();
}

export function setUpCountdowns(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-countdown]').forEach(run);
}
