import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, groupOfPath, visibleNav } from './admin-nav.ts';

const everything = new Set(ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.path)));

describe('visibleNav', () => {
  it('shows only registered screens and drops empty groups', () => {
    const groups = visibleNav(new Set(['dashboard', 'offers', 'profile']), true);
    expect(groups.map((group) => group.id)).toEqual(['pilotage', 'offres', 'parametres']);
    expect(groups[1]?.entries.map((entry) => entry.label)).toEqual(['Offres reçues']);
  });

  it('hides staff management from a Sub-admin', () => {
    const labels = (isAdmin: boolean) =>
      visibleNav(everything, isAdmin).flatMap((group) => group.entries.map((entry) => entry.label));
    expect(labels(true)).toContain('Gérer les administrateurs');
    expect(labels(false)).not.toContain('Gérer les administrateurs');
    expect(labels(false)).not.toContain('Ajouter un administrateur');
    expect(labels(true)).toContain('Exploitation');
    expect(labels(false)).not.toContain('Exploitation');
    expect(labels(false)).toContain('Mes offres');
  });
});

describe('groupOfPath', () => {
  it('finds the group of a list, of its detail pages and of the offer detail', () => {
    expect(groupOfPath('/admin/mes-offres')).toBe('offres');
    expect(groupOfPath('/admin/offer-details/0b7c…')).toBe('offres');
    expect(groupOfPath('/admin/entreprise/42')).toBe('crm');
    expect(groupOfPath('/admin/users/queries')).toBe('messages');
    expect(groupOfPath('/admin/unknown')).toBeNull();
  });
});
