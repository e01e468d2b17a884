import { describe, expect, it } from 'vitest';
import { actionLabel, actionTone, describeChange, entityLabel } from './audit-details.ts';

describe('audit trail details', () => {
  it('names actions and records in French, and keeps an unknown code as it is', () => {
    expect(actionLabel('sign-in-failed')).toBe('Connexion refusée');
    expect(actionLabel('export')).toBe('Export CSV');
    expect(actionLabel('new-thing')).toBe('new-thing');
    expect(entityLabel('staff')).toBe('Compte de l’équipe');
    expect(actionTone('sign-in-failed')).toBe('danger');
    expect(actionTone('delete-staff')).toBe('warning');
  });

  it('shows only the fields that changed, before → after', () => {
    expect(describeChange('change-role', { role: 'sub-admin' }, { role: 'admin' })).toBe(
      'role : sub-admin → admin',
    );
    expect(
      describeChange(
        'disable-staff',
        { email: 'a@example.fr', role: 'admin', disabled: false },
        { email: 'a@example.fr', role: 'admin', disabled: true },
      ),
    ).toBe('disabled : non → oui');
  });

  it('says an export’s list, row count and filters', () => {
    expect(
      describeChange('export', null, {
        list: 'entreprises',
        filters: { kind: 'prospect' },
        sort: { field: 'createdAt', direction: 'desc' },
        rows: 1200,
        complete: true,
      }),
    ).toBe('entreprises · 1\u202f200 lignes · filtres : kind = prospect');
    expect(
      describeChange('export', null, { list: 'offres-recues', filters: {}, rows: 1, complete: false }),
    ).toBe('offres-recues · 1 ligne · sans filtre · interrompu');
  });

  it('lists a creation’s fields, a deletion’s, and cuts a long text', () => {
    expect(describeChange('create-staff', null, { name: 'Léa', role: 'sub-admin' })).toBe(
      'name : Léa ; role : sub-admin',
    );
    expect(describeChange('delete', { companyName: 'Garage' }, null)).toBe('companyName : Garage');
    expect(describeChange('download', null, { fileName: 'x'.repeat(300) })).toHaveLength(160);
    expect(describeChange('change-password', null, null)).toBe('—');
  });
});
