import { useEffect, useState } from 'react';
import { countdownParts } from '../shared/election/countdown.ts';
import { msToNextTick } from '../shared/ui/tick.ts';

export interface CountdownProps {
  /** The target instant, ISO UTC, e.g. '2025-11-05T01:00:00.000Z'. */
  targetUtc: string;
  /** When the server rendered the page (epoch ms); the first render repeats it so hydration matches. */
  renderedAt: number;
  /** Id of the visible heading that names the timer. */
  labelledBy: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Days, hours, minutes and seconds until the target, ticking every second and all zeros once it
 * has passed, on the second. role="timer" with aria-live="off": screen readers read the current value when they
 * reach it but are never interrupted by the ticks. It only changes text, so there is no motion to
 * reduce.
 */
export default function Countdown({ targetUtc, renderedAt, labelledBy }: CountdownProps) {
  const target = Date.parse(targetUtc);
  const [now, setNow] = useState(renderedAt);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A chain of timeouts landing on whole seconds of the time left, stopping at the target.
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current < target) timer = setTimeout(tick, msToNextTick(target, current));
    };
    tick();
    return () => {
      clearTimeout(timer);
    };
  }, [target]);

  const parts = countdownParts(target, now);
  const units = [
    { label: 'Days', value: String(parts.days) },
    { label: 'Hours', value: pad(parts.hours) },
    { label: 'Minutes', value: pad(parts.minutes) },
    { label: 'Seconds', value: pad(parts.seconds) },
  ];
  return (
    <div role="timer" aria-live="off" aria-atomic="true" aria-labelledby={labelledBy} className="mt-3">
      <dl className="grid grid-cols-4 gap-2 text-center">
        {units.map((unit) => (
          <div key={unit.label} className="flex flex-col-reverse rounded-lg bg-white/10 px-1 py-2">
            <dt className="text-xs font-medium tracking-wide text-slate-100 uppercase">{unit.label}</dt>
            <dd data-unit className="text-3xl font-bold tabular-nums">
              {unit.value}
            </dd>
          </div>
        ))}
      </dl>
      {parts.passed && <p className="mt-3 text-sm text-slate-100">The polls have closed.</p>}
    </div>
  );
}
