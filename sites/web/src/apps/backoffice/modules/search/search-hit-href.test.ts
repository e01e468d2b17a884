import type { GlobalSearchHit } from '@courtage/contracts/crm/global-search.rpc';
import { describe, expect, it } from 'vitest';
import { searchableText, searchHitHref } from './search-hit-href.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const CONTACT = '33333333-3333-4333-8333-333333333333';
const hit = (kind: GlobalSearchHit['kind'], owner: Partial<GlobalSearchHit> = {}): GlobalSearchHit => ({
  kind,
  id: ID,
  label: 'x',
  detail: '',
  rank: 0,
  companyId: null,
  contactId: null,
  at: null,
  ...owner,
});

describe('searchHitHref', () => {
  it('opens a company, a contact or an offer on its own page', () => {
    expect(searchHitHref(hit('company'))).toBe(`/admin/entreprise/${ID}`);
    expect(searchHitHref(hit('contact'))).toBe(`/admin/contact/${ID}`);
    expect(searchHitHref(hit('offer'))).toBe(`/admin/offer-details/${ID}`);
  });

  it('opens a quote, contract or task on the record it belongs to, else its list', () => {
    expect(searchHitHref(hit('quote', { companyId: COMPANY }))).toBe(
      `/admin/entreprise/${COMPANY}?onglet=devis-contrats&sous-onglet=devis`,
    );
    expect(searchHitHref(hit('contract', { companyId: COMPANY }))).toBe(
      `/admin/entreprise/${COMPANY}?onglet=devis-contrats&sous-onglet=contrats`,
    );
    expect(searchHitHref(hit('contract', { contactId: CONTACT }))).toBe(`/admin/contact/${CONTACT}`);
    expect(searchHitHref(hit('quote'))).toBe('/admin/devis');
    expect(searchHitHref(hit('contract'))).toBe('/admin/portefeuille-contrats');
    expect(searchHitHref(hit('task', { contactId: CONTACT }))).toBe(`/admin/contact/${CONTACT}`);
    expect(searchHitHref(hit('task'))).toBe('/admin/task?mine=false');
  });
});

describe('searchableText', () => {
  it('trims and collapses spaces, and is empty below the minimum length', () => {
    expect(searchableText('  élodie   durand ', 2)).toBe('élodie durand');
    expect(searchableText(' é ', 2)).toBe('');
    expect(searchableText('él', 2)).toBe('él');
  });
});
