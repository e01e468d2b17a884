import { quoteForm } from '@courtage/contracts/crm/quotes/quote-form';
import { checkForm } from '@courtage/contracts/form/define-form';
import { parisDate } from '@courtage/contracts/offer/dates';
import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { describe, expect, it } from 'vitest';
import { brokerParams, comparatorUrl, credentialsFrom, quoteFromOffer } from './broker-quote.ts';

const companyId = '0b7f5c1e-8d2a-4c3e-9f10-2a3b4c5d6e7f';
const contactId = '1c8a6d2f-9e3b-4d4f-8a21-3b4c5d6e7f80';

describe('the comparator opened from the CRM', () => {
  it('reads the company or contact and the insurance line of its address, ignoring malformed ones', () => {
    const url = comparatorUrl({ companyId }, 'mutuelle-sante-senior');
    expect(url).toBe(`/?devis-entreprise=${companyId}&ligne=mutuelle-sante-senior#comparateur`);
    expect(brokerParams(new URL(url, 'http://x').search)).toEqual({
      companyId,
      contactId: null,
      insuranceLine: 'mutuelle-sante-senior',
    });
    expect(brokerParams(`?devis-contact=${contactId}`)).toEqual({
      companyId: null,
      contactId,
      insuranceLine: 'mutuelle-sante-tns',
    });
    expect(brokerParams('?devis-entreprise=1%20or%201=1')).toBeNull();
    expect(brokerParams(`?devis-contact=${contactId}&ligne=<script>`)?.insuranceLine).toBe(
      'mutuelle-sante-tns',
    );
    expect(brokerParams('?offres=abc')).toBeNull();
  });

  it('prefills the details the CRM knows and leaves the others blank', () => {
    expect(
      credentialsFrom(
        { forename: 'Léa', name: 'Durand', email: 'lea@example.fr', phone: null },
        { zipCode: '69003', town: 'Lyon' },
      ),
    ).toEqual({
      firstName: 'Léa',
      lastName: 'Durand',
      email: 'lea@example.fr',
      postalCode: '69003',
      city: 'Lyon',
    });
    expect(credentialsFrom(null, null)).toEqual({});
  });

  it('makes a draft quote of the chosen offer that the quote form accepts (valid 30 days)', () => {
    const offer = {
      id: '2d9b7e30-af4c-4e50-9b32-4c5d6e7f8091',
      provider: { code: 'alan', name: 'Alan' },
      plan: { id: contactId, code: 'p', name: 'Alan Santé' },
      formula: { id: companyId, code: 'f', name: 'Confort' },
      monthlyPrice: 87.456,
      startDate: '2026-12-01',
    } as OfferSummary;
    const quote = quoteFromOffer(
      { companyId, contactId, name: 'Atelier Dupont', insuranceLine: 'mutuelle-sante-tns' },
      offer,
      '2026-11-24',
    );
    expect(quote).toMatchObject({
      companyId,
      contactId,
      insuranceLine: 'mutuelle-sante-tns',
      insurer: 'Alan',
      monthlyPremium: 87.46,
      validUntil: '2026-12-24',
      formula: 'Alan Santé — Confort (comparateur, effet au 01/12/2026)',
    });
    // The same quote drafted today passes the form (its validity is a month ahead).
    const today = parisDate();
    expect(
      checkForm(
        quoteForm,
        quoteFromOffer(
          { companyId, contactId, name: 'Atelier Dupont', insuranceLine: 'mutuelle-sante-tns' },
          offer,
          today,
        ),
      ),
    ).toEqual([]);
  });
});
