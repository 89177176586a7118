// Service promises: elapsed hours, working hours and business days in the factory's time zone (UTC+8, no DST).
import { describe, expect, it } from 'vitest';
import { addWorkingTime, dueAt, promiseSpanMs } from './service-promise';

/** A Shanghai wall-clock time written as ISO with its +08:00 offset. */
const sh = (local: string): Date => new Date(`${local}+08:00`);
const H = 3_600_000;

describe('service promises', () => {
  it('counts a premium quote\'s 24 hours as plain elapsed time, weekends included', () => {
    expect(dueAt('premiumQuote', sh('2026-11-27T20:00:00'))).toEqual(sh('2026-11-28T20:00:00')); // Friday → Saturday
  });

  it('counts CNC\'s 2 working hours inside 09:00–18:00 Shanghai time', () => {
    expect(dueAt('cncQuote', sh('2026-11-24T10:15:00'))).toEqual(sh('2026-11-24T12:15:00'));
    // 17:00 leaves one hour today, one tomorrow from 09:00
    expect(dueAt('cncQuote', sh('2026-11-24T17:00:00'))).toEqual(sh('2026-11-25T10:00:00'));
    // before opening: counts from 09:00
    expect(dueAt('cncQuote', sh('2026-11-24T06:30:00'))).toEqual(sh('2026-11-24T11:00:00'));
    // Friday evening → Monday
    expect(dueAt('cncQuote', sh('2026-11-27T19:00:00'))).toEqual(sh('2026-11-30T11:00:00'));
    // Saturday → Monday
    expect(dueAt('cncQuote', sh('2026-11-28T12:00:00'))).toEqual(sh('2026-11-30T11:00:00'));
  });

  it('reads the factory day, not the UTC day (23:30 UTC Monday is Tuesday 07:30 in Shanghai)', () => {
    expect(dueAt('cncQuote', new Date('2026-11-23T23:30:00Z'))).toEqual(sh('2026-11-24T11:00:00'));
  });

  it('gives a BOM check one business day: the same working moment on the next business day', () => {
    expect(dueAt('bomCheck', sh('2026-11-23T17:00:00'))).toEqual(sh('2026-11-24T17:00:00')); // Mon → Tue
    expect(dueAt('bomCheck', sh('2026-11-27T10:00:00'))).toEqual(sh('2026-11-30T10:00:00')); // Fri → Mon
    expect(dueAt('bomCheck', sh('2026-11-28T15:00:00'))).toEqual(sh('2026-11-30T18:00:00')); // Sat → end of Mon
  });

  it('adds working time across several days and ends exactly at closing when it fits', () => {
    expect(addWorkingTime(sh('2026-11-24T09:00:00'), 9 * H)).toEqual(sh('2026-11-24T18:00:00'));
    expect(addWorkingTime(sh('2026-11-24T09:00:00'), 27 * H)).toEqual(sh('2026-11-26T18:00:00'));
    expect(promiseSpanMs('cncQuote', sh('2026-11-24T10:00:00'))).toBe(2 * H);
  });
});
