import { describe, expect, it } from 'vitest';
import { centsToNumeric, formatCents, numericToCents, percentOfCents } from './cents';

describe('money as integer cents', () => {
  it('reads numeric strings from Postgres exactly', () => {
    expect(numericToCents('12.30')).toBe(1230);
    expect(numericToCents('0.05')).toBe(5);
    expect(numericToCents('-1.5')).toBe(-150);
    expect(numericToCents('7')).toBe(700);
    expect(numericToCents('1.250')).toBe(125);
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exact.
    expect(numericToCents('0.10') + numericToCents('0.20')).toBe(30);
  });

  it('refuses what is not an amount or has a third decimal', () => {
    expect(() => numericToCents('abc')).toThrow('Not a money amount');
    expect(() => numericToCents('1.005')).toThrow('at most two decimals');
  });

  it('writes cents back as numeric text and as dollars', () => {
    expect(centsToNumeric(1230)).toBe('12.30');
    expect(centsToNumeric(-5)).toBe('-0.05');
    expect(centsToNumeric(0)).toBe('0.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('takes a percentage rounding half up to the cent', () => {
    expect(percentOfCents(125, 80)).toBe(100);
    expect(percentOfCents(165, 80)).toBe(132);
    expect(percentOfCents(114, 80)).toBe(91); // 91.2
    expect(percentOfCents(5, 50)).toBe(3); // 2.5 → 3
  });
});
