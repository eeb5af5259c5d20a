import { expect, it } from 'vitest';
import { formatMoney, formatPercent } from './format.ts';

it.each([
  [30380.19, '$30,380.19'],
  [29008.1, '$29,008.10'],
  [7736.83, '$7,736.83'],
  [43959.31, '$43,959.31'],
  [0, '$0.00'],
  [1234567.891, '$1,234,567.89'],
  [0.005, '$0.01'],
])('formatMoney(%j) is %s', (amount, expected) => {
  expect(formatMoney(amount)).toBe(expected);
});

it.each([
  [20.12, '20.1%'],
  [79.88, '79.9%'],
  [11.71, '11.7%'],
  [88.29, '88.3%'],
  [29.4, '29.4%'],
  [100, '100.0%'],
  [0, '0.0%'],
  [2, '2.0%'],
])('formatPercent(%j) is %s', (value, expected) => {
  expect(formatPercent(value)).toBe(expected);
});
