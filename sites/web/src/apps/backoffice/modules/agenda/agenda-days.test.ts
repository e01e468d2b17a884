import { describe, expect, it } from 'vitest';
import { daysOf, itemsByDay, parisDayTime, readAgendaState, stepDate, weekStart } from './agenda-days.ts';

const callback = (offerId: string, dateSlot: string, timeSlot: string) => ({
  offerId,
  dateSlot,
  timeSlot,
  firstName: 'Marie',
  lastName: 'Hoarau',
  phoneNumber: '0612345678',
  postalCode: '97410',
  city: 'Saint-Pierre',
  provider: 'Azuréa Santé',
  planName: 'Azur',
  formulaName: 'Renfort',
  monthlyPrice: 45.9,
  state: 'confirmed' as const,
  assigneeId: null,
  assigneeName: null,
});
const task = (id: string, dueAt: string) => ({
  id,
  title: 'Relancer',
  dueAt,
  assigneeId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
  status: 'a_faire' as const,
  overdue: false,
  linkedType: null,
  linkedId: null,
});

describe('agenda days', () => {
  it('reads the URL, the week from Monday and the steps', () => {
    expect(readAgendaState(new URLSearchParams(''), '2026-12-02')).toEqual({
      view: 'semaine',
      date: '2026-12-02',
      broker: null,
    });
    expect(readAgendaState(new URLSearchParams('vue=jour&date=nope&conseiller=tous'), '2026-12-02')).toEqual({
      view: 'jour',
      date: '2026-12-02',
      broker: 'tous',
    });
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(daysOf({ view: 'semaine', date: '2026-12-02' })).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(stepDate({ view: 'semaine', date: '2026-12-02' }, -1)).toBe('2026-11-25');
    expect(stepDate({ view: 'jour', date: '2026-12-31' }, 1)).toBe('2027-01-01');
  });

  it('puts call-backs and tasks on their Paris day in time order', () => {
    // 23:30 UTC on 1 December is 00:30 on 2 December in Paris (winter time).
    expect(parisDayTime('2026-12-01T23:30:00.000Z')).toEqual({ date: '2026-12-02', time: '00:30' });
    const days = itemsByDay(
      {
        callbacks: [callback('b', '2026-12-02', '10:00'), callback('a', '2026-12-02', '09:00')],
        tasks: [task('t', '2026-12-02T09:00:00.000Z'), task('late', '2026-12-01T23:30:00.000Z')],
      },
      ['2026-12-01', '2026-12-02'],
    );
    expect(days[0]?.items).toEqual([]);
    expect(days[1]?.items.map((item) => `${item.time} ${item.key}`)).toEqual([
      '00:30 tache-late',
      '09:00 rappel-a',
      '10:00 rappel-b',
      '10:00 tache-t',
    ]);
  });
});
