import { describe, expect, it } from 'vitest';
import { askedArithmetic, fieldArithmetic, roundedAsAsked, statedTotalHolds } from '../../../src/providers/synthetic/write/asked-arithmetic.js';
import { statedScore } from '../../../src/providers/synthetic/write/stated-score.js';

describe('numbers the material decides', () => {
  it('adds up the column a tab-separated table hands on when the ask says add up', () => {
    expect(askedArithmetic('', 'name\thours\nAsha\t12.5\nBen\t8\nChloe\t20.5', 'Add up the hours each person logged.')).toBe(41);
  });

  it('sums the named column of a CSV for a total field, and counts its rows for a rows field', () => {
    const csv = 'item,qty,amount\nlaptop stand,1,45.00\nmonitor arm,2,89.90\nusb hub,1,23.10';
    expect(askedArithmetic('total', csv, 'total is the sum of the amount column')).toBeCloseTo(158);
    expect(askedArithmetic('rows', csv, '')).toBe(3);
  });

  it('averages the scores a sentence lists and rounds to the decimals asked', () => {
    const value = askedArithmetic('', 'Scores from the three judges: 7, 8 and 6.5', 'the average, rounded to two decimals');
    expect(value === undefined ? undefined : roundedAsAsked(value, 'rounded to two decimals')).toBe(7.17);
    expect(roundedAsAsked(7.1666, 'a plain integer, no commas')).toBe(7);
  });

  it('takes the later figure minus the earlier one for a difference or change field', () => {
    expect(askedArithmetic('difference', 'Q1 revenue was 120,400 and Q2 revenue was 131,900.', '')).toBe(11500);
    expect(askedArithmetic('change', 'Churn went from 4.5 in May to 3.9 in June.', '')).toBeCloseTo(-0.6);
  });

  it('divides a bill by the people sharing it, and a price by the quantity in the unit asked', () => {
    expect(askedArithmetic('per_person', 'Dinner came to 184.50 for 3 people.', '')).toBe(61.5);
    expect(askedArithmetic('', 'The wholesaler quotes 30.00 EUR for a 12 kg sack.', 'the price per kg')).toBe(2.5);
    expect(askedArithmetic('price_per_m2', 'The flat is 80 m² and costs €240,000.', '')).toBe(3000);
  });

  it('gives the share of two stated numbers in percent', () => {
    expect(askedArithmetic('', 'Nightly run: 42 of 56 tests passed.', 'the pass rate as a percentage')).toBe(75);
    expect(askedArithmetic('success_rate', '18 out of 24 deliveries arrived on time.', '')).toBe(75);
  });

  it('counts the minutes or hours between two times of day', () => {
    expect(askedArithmetic('duration_minutes', 'Opened at 09:40 and resolved at 11:05.', '')).toBe(85);
    expect(askedArithmetic('', 'The shift ran from 22:00 to 06:30.', 'how many hours between start and end')).toBe(8.5);
  });

  it('counts the entries a changelog lists for an entries field', () => {
    expect(askedArithmetic('entries', 'v4.2.0\n- Removed the export endpoint\n- Added retry headers\n- Fixed a typo', '')).toBe(3);
  });

  it('answers nothing when the ask names no operation or the material lacks its operands', () => {
    expect(askedArithmetic('', 'We have 41 open tickets and two engineers.', 'How should we split the work? Be concrete with each step.')).toBeUndefined();
    expect(askedArithmetic('per_person', 'Dinner was lovely.', '')).toBeUndefined();
    expect(askedArithmetic('summary', 'Q1 was 5 and Q2 was 7.', '')).toBeUndefined();
  });

  it('copies the figure written after a field name when no operation is asked', () => {
    expect(fieldArithmetic('q2', 'Q1 revenue was 120,400 and Q2 revenue was 131,900.', '')).toBe(131900);
  });

  it('says whether the listed lines add up to the stated total', () => {
    expect(statedTotalHolds('adds_up', 'Lines: 3 x 120.00, 1 x 64.50\nStated total: 424.50')).toBe(true);
    expect(statedTotalHolds('adds_up', 'Lines: 3 x 120.00, 1 x 64.50\nStated total: 434.50')).toBe(false);
    expect(statedTotalHolds('supplier', 'Stated total: 434.50')).toBeUndefined();
  });

  it('reads a score the material states on the asked scale only', () => {
    expect(statedScore('I would give it 8 out of 10.', 10)).toBe(8);
    expect(statedScore('Rated 4/5 by the panel.', 5)).toBe(4);
    expect(statedScore('3 of 5 tests passed.', 10)).toBeUndefined();
  });
});
