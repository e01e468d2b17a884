import { describe, expect, it } from 'vitest';
import { debitSchedule } from './debit-schedule.ts';

const offer = { monthlyPrice: 42.17, yearlyPrice: 480.74, collectionDate: 'Le10', startDate: '2026-12-01' };

describe('debitSchedule', () => {
  it('takes the monthly price times the months paid for, the yearly price once a year', () => {
    expect(debitSchedule({ ...offer, frequency: 'Mensuel' })?.amountPerDebit).toBe(42.17);
    expect(debitSchedule({ ...offer, frequency: 'Trimestriel' })?.amountPerDebit).toBe(126.51);
    expect(debitSchedule({ ...offer, frequency: 'Semestriel' })?.amountPerDebit).toBe(253.02);
    expect(debitSchedule({ ...offer, frequency: 'Annuel' })?.amountPerDebit).toBe(480.74);
  });

  it('debits first on the collection day of the start month, or of the next month when it comes before the start', () => {
    expect(debitSchedule({ ...offer, frequency: 'Mensuel' })?.firstDebitDate).toBe('2026-12-10');
    expect(debitSchedule({ ...offer, frequency: 'Mensuel', startDate: '2026-12-10' })?.firstDebitDate).toBe(
      '2026-12-10',
    );
    expect(
      debitSchedule({ ...offer, frequency: 'Mensuel', collectionDate: 'Le5', startDate: '2026-12-15' })
        ?.firstDebitDate,
    ).toBe('2027-01-05');
  });

  it('knows nothing of an unknown frequency, collection date or start date', () => {
    expect(debitSchedule({ ...offer, frequency: 'Hebdomadaire' })).toBeNull();
    expect(debitSchedule({ ...offer, frequency: 'Mensuel', collectionDate: 'Le20' })).toBeNull();
    expect(debitSchedule({ ...offer, frequency: 'Mensuel', startDate: '01/12/2026' })).toBeNull();
  });
});
