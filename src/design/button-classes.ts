export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'warning';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 disabled:cursor-not-allowed disabled:opacity-60';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  success: 'bg-green-700 text-white hover:bg-green-800',
  warning: 'bg-amber-400 text-slate-900 hover:bg-amber-500',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-12 px-7 py-3 text-lg',
};

/**
 * Class list for the shared Button, used by both the Astro and the React button.
 * @example buttonClasses('primary', 'md') // 'inline-flex ... bg-brand-700 ...'
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [base, variantClasses[variant], sizeClasses[size], extra].filter(Boolean).join(' ');
}

/** Attributes that make a link open in a new tab without giving the new page access to this one. */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;
