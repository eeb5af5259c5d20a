const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * US dollars with cents, as the finance cards show them.
 * @example formatMoney(30380.19) // '$30,380.19'
 */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/**
 * A percentage with one decimal; the argument is already in percent.
 * @example formatPercent(20.12) // '20.1%'
 */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
