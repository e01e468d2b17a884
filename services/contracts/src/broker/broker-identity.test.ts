import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidSiren } from '../validators/siren.ts';
import {
  BROKER_IDENTITY_FIELDS,
  BROKER_IDENTITY_QUERY,
  brokerIdentityOf,
  DEV_BROKER_IDENTITY,
  developmentFieldsOf,
  identityText,
  productionIdentityProblem,
  registrationLine,
  SHARED_WITH_PRODUCTION,
} from './broker-identity.ts';

const REAL = {
  ...DEV_BROKER_IDENTITY,
  legalName: 'Cabinet Réel',
  shareCapital: '50 000 €',
  siren: '732829320',
  oriasNumber: '21004567',
  postalAddress: '3 place Réelle\n33000 Bordeaux',
  phone: '05 56 00 00 00',
  email: 'contact@cabinet-reel.fr',
  publicationDirector: 'Jeanne Réelle',
  hostName: 'Hébergeur Réel',
  hostAddress: '1 rue Réelle\n59100 Roubaix',
  hostPhone: '03 20 00 00 00',
  creditorIdentifier: 'FR72ZZZ123456',
  dpoEmail: 'dpo@cabinet-reel.fr',
  liabilityInsurer: 'Assureur Réel, contrat 42',
};

describe('broker identity', () => {
  it('is the CMS seed’s development identity, field for field', () => {
    const seed = JSON.parse(
      readFileSync(new URL('../../../../cms/src/seed/dev-broker-identity.json', import.meta.url), 'utf8'),
    );
    expect(seed).toEqual(DEV_BROKER_IDENTITY);
    const shared = JSON.parse(
      readFileSync(
        new URL('../../../../cms/src/seed/dev-broker-identity-shared.json', import.meta.url),
        'utf8',
      ),
    );
    expect(shared).toEqual([...SHARED_WITH_PRODUCTION]);
  });

  it('seeds well-formed development values', () => {
    expect(isValidSiren(DEV_BROKER_IDENTITY.siren)).toBe(true);
    expect(DEV_BROKER_IDENTITY.oriasNumber).toMatch(/^\d{8}$/);
    expect(DEV_BROKER_IDENTITY.creditorIdentifier).toMatch(/^FR\d{2}ZZZ\d{6}$/);
  });

  it('names every development or empty field for the production check', () => {
    expect(developmentFieldsOf(REAL)).toEqual([]);
    expect(productionIdentityProblem(REAL)).toBeNull();
    expect(
      developmentFieldsOf({ ...REAL, oriasNumber: DEV_BROKER_IDENTITY.oriasNumber, hostName: ' ' }),
    ).toEqual(['oriasNumber', 'hostName']);
    const message = productionIdentityProblem({ ...REAL, siren: DEV_BROKER_IDENTITY.siren });
    expect(message).toContain('« SIREN » (siren)');
    expect(message).toContain('Broker identity not ready for production: siren');
    expect(developmentFieldsOf(DEV_BROKER_IDENTITY)).toContain('creditorIdentifier');
    expect(developmentFieldsOf(DEV_BROKER_IDENTITY)).not.toContain('legalForm');
  });

  it('maps the CMS answer, and refuses one lacking a field', () => {
    expect(brokerIdentityOf({ data: { ...REAL, id: 1 } })).toEqual(REAL);
    expect(brokerIdentityOf({ data: { ...REAL, dpoEmail: '' } })).toBeNull();
    expect(brokerIdentityOf({ data: null })).toBeNull();
    for (const field of BROKER_IDENTITY_FIELDS) expect(BROKER_IDENTITY_QUERY).toContain(`=${field}`);
  });

  it('prints addresses on one line and the registration as documents do', () => {
    expect(identityText(REAL, 'postalAddress')).toBe('3 place Réelle, 33000 Bordeaux');
    expect(registrationLine(REAL)).toBe('SAS au capital de 50 000 €, RCS Paris 732 829 320');
  });
});
