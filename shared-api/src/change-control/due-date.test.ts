import { QmsRegulationUpdate, ReleaseCreate, ReviewScheduleUpdate } from '../contract';
import { addDays, addMonths, LAST_CALENDAR_DAY, utcDay } from './due-date';

// The calendar-day helpers the server and the screens share (release, review and training due dates).
describe('calendar days', () => {
  it('adds days across month, year and leap-day boundaries, and back', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 7)).toBe('2026-04-05');
  });

  it('adds months, a day the target month lacks becoming its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 24)).toBe('2028-11-15');
  });

  it("names a moment's UTC day, whatever zone wrote it", () => {
    expect(utcDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
    expect(utcDay('2026-12-01T23:30:00-02:00')).toBe('2026-12-02');
  });

  it("LAST_CALENDAR_DAY is the last day the server's date schemas accept (the date fields' max)", () => {
    const release = (dueDate: string) =>
      ReleaseCreate.safeParse({ comment: 'c', expectedDecider: 'u', authorUserIds: ['a'], dueDate }).success;
    const schedule = (nextDueDate: string) =>
      ReviewScheduleUpdate.safeParse({ intervalMonths: null, nextDueDate, dbVersion: 0 }).success;
    const regulation = (activeTo: string) =>
      QmsRegulationUpdate.safeParse({ state: 'INFORMATIVE', activeFrom: null, activeTo, dbVersion: 0 })
        .success;
    const next = '10000-01-01';
    expect([release, schedule, regulation].map((accepts) => accepts(LAST_CALENDAR_DAY))).toEqual([
      true,
      true,
      true,
    ]);
    expect([release, schedule, regulation].map((accepts) => accepts(next))).toEqual([false, false, false]);
  });
});
