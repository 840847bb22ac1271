import { describe, expect, it } from 'vitest';
import { isoNaive, isoWithOffset } from '../../src/runtime/timestamps.js';

describe('timestamps', () => {
  it('write milliseconds as microseconds, with the explicit UTC offset or naive, as the hosted API does', () => {
    const at = Date.UTC(2026, 6, 1, 10, 30, 0, 123);

    expect(isoWithOffset(at)).toBe('2026-07-01T10:30:00.123000+00:00');
    expect(isoNaive(at)).toBe('2026-07-01T10:30:00.123000');
    expect(isoWithOffset(Date.UTC(1999, 11, 31, 23, 59, 59, 0))).toBe('1999-12-31T23:59:59.000000+00:00');
  });

  it('write each instant as its own, whatever was written just before (the last one is kept)', () => {
    const instants = [0, 1, 1, 1_700_000_000_000, 1_700_000_000_001, 1, 1_700_000_000_000, -1, 253_402_300_799_999];
    for (const at of instants) {
      const expected = new Date(at).toISOString().replace('Z', '000');
      expect(isoNaive(at)).toBe(expected);
      expect(isoWithOffset(at)).toBe(`${expected}+00:00`);
    }
  });

  it('write instants of one second, across second and year boundaries, and fractional milliseconds as Date does', () => {
    const base = Date.UTC(2026, 11, 31, 23, 59, 58, 990);
    const instants = [...Array.from({ length: 2100 }, (_, step) => base + step), base + 0.5, base + 1.999, -1001, -999.5, 1_700_000_000_000.25];
    for (const at of instants) expect(isoNaive(at)).toBe(new Date(at).toISOString().replace('Z', '000'));
  });

  it('still refuse an instant that is not a date', () => {
    expect(() => isoWithOffset(Number.NaN)).toThrow(RangeError);
    expect(() => isoNaive(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
