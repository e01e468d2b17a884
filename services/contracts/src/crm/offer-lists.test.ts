import { describe, expect, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import { staffNextStates } from '../offer/staff-offer-forms.ts';
import { dashboardRequestForm } from './dashboard.rpc.ts';
import { offerListFilterForm } from './offer-lists.ts';

describe('offer list filter', () => {
  it('accepts an empty filter and a full one', () => {
    expect(checkForm(offerListFilterForm, {})).toEqual([]);
    expect(
      checkForm(offerListFilterForm, {
        from: '2026-11-01',
        to: '2026-11-30',
        state: 'confirmed',
        insurer: 'azurea',
        q: 'dupont',
      }),
    ).toEqual([]);
  });

  it('refuses an end before the start, in French, next to the end date', () => {
    expect(checkForm(offerListFilterForm, { from: '2026-11-30', to: '2026-11-01' })).toEqual([
      { field: 'to', message: 'La date de fin doit être postérieure ou égale à la date de début.' },
    ]);
  });

  it('refuses an unknown state', () => {
    const errors = checkForm(offerListFilterForm, { state: 'lost' });
    expect(errors.map((e) => e.field)).toEqual(['state']);
  });
});

describe('dashboard period', () => {
  it('refuses a period longer than a year and an impossible date', () => {
    expect(checkForm(dashboardRequestForm, { from: '2025-01-01', to: '2026-06-01' })).toEqual([
      { field: 'to', message: 'La période ne peut pas dépasser 366 jours.' },
    ]);
    expect(
      checkForm(dashboardRequestForm, { from: '2026-02-30', to: '2026-03-01' }).map((e) => e.field),
    ).toEqual(['from']);
    expect(checkForm(dashboardRequestForm, { from: '2026-11-01', to: '2026-11-24' })).toEqual([]);
  });
});

describe('staff next states', () => {
  it('follows the transitions table', () => {
    expect(staffNextStates('confirmed')).toEqual(['cancelled']);
    expect(staffNextStates('subscribed')).toEqual(['in_review', 'signed', 'cancelled']);
    expect(staffNextStates('cancelled')).toEqual([]);
  });
});
