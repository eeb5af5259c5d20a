const formats = new Map<string, Intl.NumberFormat>();

/** A number format for a locale (US English by default), made once. */
function numberFormat(kind: 'money' | 'percent', locale: string): Intl.NumberFormat {
  const key = `${kind} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'money'
        ? new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format;
}

/**
 * US dollars with cents, as the finance cards show them.
 * @example formatMoney(30380.19) // '$30,380.19'
 */
export function formatMoney(amount: number, locale = 'en-US'): string {
  return numberFormat('money', locale).format(amount);
}

/**
 * A percentage with one decimal; the argument is already in percent.
 * @example formatPercent(20.12) // '20.1%'
 */
export function formatPercent(value: number, locale = 'en-US'): string {
  return `${numberFormat('percent', locale).format(value)}%`;
}
