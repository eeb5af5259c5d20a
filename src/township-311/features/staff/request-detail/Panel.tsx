import { useId, type ReactNode } from 'react';

/** One titled panel of the detail screen: a region named by its h2, for landmark navigation. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and value row inside a panel's description list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900 wrap-anywhere sm:col-span-2">{children}</dd>
    </div>
  );
}
