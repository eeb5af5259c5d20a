const TONES = {
  brand: 'border-brand-700 text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white',
  slate:
    'border-slate-500 text-slate-800 hover:bg-slate-100 aria-pressed:border-slate-800 aria-pressed:bg-slate-800 aria-pressed:text-white',
};

interface Props<T extends string> {
  /** The group's accessible name, e.g. 'Filter by office'. */
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  /** Until the island has hydrated the buttons would do nothing. */
  disabled: boolean;
  /** Visible text per choice; the choice itself by default. */
  names?: Partial<Record<T, string>>;
  tone: keyof typeof TONES;
}

/** A labelled group of toggle buttons of which one is pressed (aria-pressed). */
export default function PressedButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
  disabled,
  names,
  tone,
}: Props<T>) {
  return (
    <div role="group" aria-label={label} className="flex gap-2">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          disabled={disabled}
          onClick={() => {
            onChange(choice);
          }}
          className={`min-h-11 rounded-lg border px-4 py-2 font-semibold ${TONES[tone]}`}
        >
          {names?.[choice] ?? choice}
        </button>
      ))}
    </div>
  );
}
