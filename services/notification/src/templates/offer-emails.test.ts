import { describe, expect, it } from 'vitest';
import {
  frenchDate,
  renderCallbackRescheduled,
  renderOfferConfirmation,
  renderOfferSummary,
  renderSubscriptionReceived,
} from './offer-emails.ts';

const offer = {
  offerId: '5b0f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b',
  providerName: 'Azuréa <Santé>',
  planName: 'Azur Référence',
  formulaName: 'Renfort',
  monthlyPrice: 263.5,
  yearlyPrice: 3162,
  meetsAllLevels: true,
};
const contact = { firstName: 'Zoé <b>', lastName: 'Durand', email: 'zoe@example.fr' };

describe('offer emails', () => {
  it('writes dates in French', () => {
    expect(frenchDate('2026-12-01')).toBe('mardi 1er décembre 2026');
    expect(frenchDate('2026-12-02')).toBe('mercredi 2 décembre 2026');
  });

  it('lists the best offers in the summary and flags those short of a level', () => {
    const email = renderOfferSummary({
      comparisonId: offer.offerId,
      createdAt: '2026-11-22T00:00:00.000Z',
      startDate: '2026-12-01',
      consent: true,
      contact,
      offerCount: 12,
      topOffers: [offer, { ...offer, meetsAllLevels: false, planName: 'Hexa' }],
      offersUrl: `http://localhost:4321/?offres=${offer.offerId}`,
    });
    expect(email.text).toContain(
      `Retrouvez ces offres et choisissez la vôtre : http://localhost:4321/?offres=${offer.offerId}`,
    );
    expect(email.subject).toBe('Votre comparaison de mutuelles santé');
    expect(email.text).toMatch(
      /Azur Référence, formule Renfort : 263,50\s€ par mois \(3\s162,00\s€ par an\)/,
    );
    expect(email.text).toContain('Hexa, formule Renfort');
    expect(email.text).toContain('ne couvre pas tous les niveaux demandés');
    expect(email.html).not.toContain('<Santé>');
    expect(email.html).toContain('Bonjour Zoé &lt;b&gt;,');
    // The address is a link in the HTML part, bare in the text part.
    expect(email.html).toContain(
      `<a href="http://localhost:4321/?offres=${offer.offerId}" style="color: #0b5cad;">http://localhost:4321/?offres=${offer.offerId}</a>`,
    );
  });

  it('gives the booked slot in the confirmation', () => {
    const email = renderOfferConfirmation({
      offerId: offer.offerId,
      contact,
      dateSlot: '2026-11-23',
      timeSlot: '10:00',
      startDate: '2026-12-01',
      offer,
    });
    expect(email.subject).toBe('Votre rendez-vous est confirmé');
    expect(email.text).toContain('le lundi 23 novembre 2026 à 10 h 00 (heure de Paris)');
  });

  it('gives an overseas visitor the slot in their own time too', () => {
    const email = renderOfferConfirmation({
      offerId: offer.offerId,
      contact,
      dateSlot: '2026-11-23',
      timeSlot: '09:00',
      startDate: '2026-12-01',
      offer,
      postalCode: '97410',
    });
    expect(email.text).toContain(
      'le lundi 23 novembre 2026 à 09 h 00 (heure de Paris, soit 12 h 00 à La Réunion) pour finaliser',
    );
  });

  it('makes the personal subscription link a link, with the text part keeping it', () => {
    const subscribeUrl = `http://localhost:4321/subscribe?offerId=${offer.offerId}#cle=abc.def`;
    const email = renderOfferConfirmation({
      offerId: offer.offerId,
      contact,
      dateSlot: '2026-11-23',
      timeSlot: '10:00',
      startDate: '2026-12-01',
      offer,
      subscribeUrl,
    });
    expect(email.text).toContain(`(ne le transmettez pas) : ${subscribeUrl}`);
    expect(email.html).toContain(`<a href="${subscribeUrl}" style="color: #0b5cad;">${subscribeUrl}</a>`);
    expect(email.html).not.toMatch(/<p>[^<]*https?:\/\//);
  });

  it('summarises the SEPA mandate with the IBAN masked', () => {
    const email = renderSubscriptionReceived({
      subscriptionId: offer.offerId,
      offerId: offer.offerId,
      contact,
      offer,
      startDate: '2026-12-01',
      mandateReference: 'CS-20261122-K7M2Q9XW4P',
      ibanMasked: 'FR76 **** **** **** **** ***0 189',
      frequency: 'Mensuel',
      collectionDate: 'Le10',
      createdAt: '2026-11-22T00:00:00.000Z',
      customerAreaUrl: 'http://localhost:4321/connexion',
      insured: [
        { member: 'assure', firstName: 'Zoé', lastName: 'Durand' },
        { member: 'conjoint', firstName: 'Marc', lastName: 'Durand' },
        { member: 'child1', firstName: 'Léa', lastName: 'Durand' },
      ],
    });
    expect(email.text).toContain(
      'Personnes assurées : Zoé Durand (vous), Marc Durand (conjoint(e)), Léa Durand (enfant).',
    );
    expect(email.text).toContain('à partir du mardi 1er décembre 2026');
    expect(email.text).toContain('espace client, « Mon offre » : http://localhost:4321/connexion');
    expect(email.text).toContain('Référence unique du mandat (RUM) : CS-20261122-K7M2Q9XW4P');
    expect(email.text).toContain('IBAN : FR76 **** **** **** **** ***0 189');
    expect(email.text).toMatch(/Prélèvement mensuel de 263,50\s€, le 10 du mois/);
    expect(email.text).toContain('Premier prélèvement : jeudi 10 décembre 2026');
    expect(email.html).toContain('<a href="http://localhost:4321/connexion"');
  });

  it('gives the amount of a quarterly debit and a first debit in the next month when the day has passed', () => {
    const email = renderSubscriptionReceived({
      subscriptionId: offer.offerId,
      offerId: offer.offerId,
      contact,
      offer,
      startDate: '2026-12-12',
      mandateReference: 'CS-20261122-K7M2Q9XW4P',
      ibanMasked: 'FR76 **** **** **** **** ***0 189',
      frequency: 'Trimestriel',
      collectionDate: 'Le5',
      createdAt: '2026-11-22T00:00:00.000Z',
    });
    expect(email.text).toMatch(/Prélèvement trimestriel de 790,50\s€, le 5 du mois/);
    expect(email.text).toContain('Premier prélèvement : mardi 5 janvier 2027');
  });
});

describe('renderCallbackRescheduled', () => {
  const data = {
    offerId: '7b0c3c5e-9a47-4a0e-8f59-3f4f1a0b2c11',
    contact: { firstName: 'Maëlle', lastName: 'Hoarau', email: 'maelle@example.re' },
    dateSlot: '2026-12-08',
    timeSlot: '09:00',
    previousDateSlot: '2026-12-07',
    previousTimeSlot: '14:00',
    offer: {
      offerId: '7b0c3c5e-9a47-4a0e-8f59-3f4f1a0b2c11',
      providerName: 'Azur',
      planName: 'Jeunes Actifs',
      formulaName: 'Renfort',
      monthlyPrice: 42.5,
      yearlyPrice: 510,
      meetsAllLevels: true,
    },
    postalCode: '97400',
  };

  it('gives the new slot in Paris time and in the visitor’s time overseas, and the old one', () => {
    const email = renderCallbackRescheduled(data);
    expect(email.subject).toBe('Votre rendez-vous téléphonique est déplacé');
    expect(email.text).toContain('Bonjour Maëlle');
    expect(email.text).toContain(
      'le mardi 8 décembre 2026 à 09 h 00 (heure de Paris, soit 12 h 00 à La Réunion)',
    );
    expect(email.text).toContain('au lieu du lundi 7 décembre 2026 à 14 h 00.');
  });

  it('says Paris time alone in metropolitan France', () => {
    const email = renderCallbackRescheduled({ ...data, postalCode: '69003' });
    expect(email.text).toContain('(heure de Paris), au lieu du');
  });
});
