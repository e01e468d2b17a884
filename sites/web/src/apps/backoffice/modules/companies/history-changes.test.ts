import { describe, expect, it } from 'vitest';
import { historyChanges } from './history-changes.ts';

describe('a history entry’s changes', () => {
  it('lists each edited field with its value before and after, in French', () => {
    expect(
      historyChanges(
        {
          id: 'c1',
          companyName: 'Garage Dupont',
          town: 'Lyon',
          turnover: 120000,
          updatedAt: '2026-11-01T10:00:00Z',
        },
        {
          id: 'c1',
          companyName: 'Garage Dupont & Fils',
          town: 'Lyon',
          turnover: 150000.5,
          updatedAt: '2026-11-02T10:00:00Z',
        },
      ),
    ).toEqual([
      {
        field: 'companyName',
        label: 'Raison sociale',
        before: 'Garage Dupont',
        after: 'Garage Dupont & Fils',
      },
      { field: 'turnover', label: 'Chiffre d’affaires', before: '120\u202f000', after: '150\u202f000,5' },
    ]);
  });

  it('shows a reschedule in Paris time and a validity as a French date', () => {
    expect(
      historyChanges(
        { title: 'Rappeler', dueAt: '2026-11-24T09:00:00.000Z', status: 'a_faire' },
        { title: 'Rappeler', dueAt: '2026-11-26T13:30:00.000Z', status: 'a_faire' },
      ),
    ).toEqual([
      {
        field: 'dueAt',
        label: 'Échéance',
        before: '24 novembre 2026 à 10 h 00',
        after: '26 novembre 2026 à 14 h 30',
      },
    ]);
    expect(historyChanges({ validUntil: '2026-12-01' }, { validUntil: '2027-01-15' })).toEqual([
      {
        field: 'validUntil',
        label: 'Valable jusqu’au',
        before: '1er décembre 2026',
        after: '15 janvier 2027',
      },
    ]);
  });

  it('a creation lists what was set; an emptied field reads —', () => {
    expect(historyChanges(null, { name: 'Durand', forename: 'Léa', email: null })).toEqual([
      { field: 'name', label: 'Nom', before: '—', after: 'Durand' },
      { field: 'forename', label: 'Prénom', before: '—', after: 'Léa' },
    ]);
    expect(historyChanges({ phone: '0612345678' }, { phone: '' })).toEqual([
      { field: 'phone', label: 'Téléphone', before: '0612345678', after: '—' },
    ]);
  });

  it('names a kind or a status as the screens do', () => {
    expect(historyChanges({ status: 'a_faire' }, { status: 'terminee' })).toEqual([
      { field: 'status', label: 'Statut', before: 'À faire', after: 'Terminée' },
    ]);
    expect(historyChanges({ kind: 'prospect' }, { kind: 'client' })).toEqual([
      { field: 'kind', label: 'Type', before: 'Prospect', after: 'Client' },
    ]);
  });
});
