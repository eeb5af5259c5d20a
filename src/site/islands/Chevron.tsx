import { chevronClasses, chevronPath } from '../ui/chevron.ts';

/**
 * The site's down chevron for React islands, drawn like src/site/components/Chevron.astro: it turns
 * when its button (a `group` ancestor) has `aria-expanded="true"`; decorative.
 */
export function Chevron({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={`${chevronClasses} ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={chevronPath} />
    </svg>
  );
}
