/**
 * The brokerage's identity, held once in the CMS's site settings (a single type editors change in
 * the admin panel) and read by the site's footer and legal pages, the emails, the quote PDF and the
 * SEPA mandate. Addresses are stored on several lines; `identityText` gives the one-line form every
 * reader prints, so the same field reads the same everywhere.
 */

/** Every field with its French label (the production check names a field by both). */
export const BROKER_IDENTITY_LABELS = {
  brandName: 'Nom commercial',
  legalName: 'Dénomination sociale',
  legalForm: 'Forme juridique',
  shareCapital: 'Capital social',
  rcsCity: 'Greffe du RCS',
  siren: 'SIREN',
  oriasNumber: 'Numéro ORIAS',
  oriasCategory: 'Catégorie ORIAS',
  postalAddress: 'Adresse',
  phone: 'Téléphone',
  email: 'E-mail',
  publicationDirector: 'Directeur de la publication',
  hostName: 'Hébergeur',
  hostAddress: 'Adresse de l’hébergeur',
  hostPhone: 'Téléphone de l’hébergeur',
  mediatorName: 'Médiateur',
  mediatorAddress: 'Adresse du médiateur',
  mediatorWebsite: 'Site du médiateur',
  creditorIdentifier: 'Identifiant créancier SEPA (ICS)',
  dpoEmail: 'Contact du délégué à la protection des données',
  liabilityInsurer: 'Assureur de responsabilité civile professionnelle',
} as const;

export type BrokerIdentityField = keyof typeof BROKER_IDENTITY_LABELS;
export type BrokerIdentity = Record<BrokerIdentityField, string>;

export const BROKER_IDENTITY_FIELDS = Object.keys(BROKER_IDENTITY_LABELS) as BrokerIdentityField[];

/**
 * The development identity, clearly fictional but well-formed: a SIREN that passes Luhn, an ORIAS
 * number of year 99 (the register opened in 2007), an ICS with valid check digits, phones in the
 * 01 99 00 range the regulator keeps for fiction, `.example` addresses. The CMS seeds the same values
 * (cms/src/seed/dev-broker-identity.json; broker-identity.test.ts keeps both equal).
 */
export const DEV_BROKER_IDENTITY: BrokerIdentity = {
  brandName: 'Courtage Santé',
  legalName: 'Courtage Santé Démonstration',
  legalForm: 'SAS',
  shareCapital: '12 345 €',
  rcsCity: 'Paris',
  siren: '999999998',
  oriasNumber: '99000042',
  oriasCategory: 'Courtier en assurance ou en réassurance (COA)',
  postalAddress: '8 rue de l’Exemple\n75011 Paris',
  phone: '01 99 00 12 34',
  email: 'contact@courtage-sante.example',
  publicationDirector: 'Camille Exemple',
  hostName: 'Hébergeur Exemple SAS',
  hostAddress: '4 quai de l’Exemple\n69002 Lyon',
  hostPhone: '01 99 00 56 78',
  mediatorName: 'La Médiation de l’Assurance',
  mediatorAddress: 'TSA 50110\n75441 Paris Cedex 09',
  mediatorWebsite: 'https://www.mediation-assurance.org',
  creditorIdentifier: 'FR53ZZZ999999',
  dpoEmail: 'dpo@courtage-sante.example',
  liabilityInsurer: 'Assurances Exemple SA, contrat n° RCP-EX-0001',
};

/**
 * Fields whose development value is also a plausible real one (the brand, a legal form, a registry
 * town, the ORIAS category, the public insurance mediator): the production check cannot tell them
 * apart, so it only requires them filled. The CMS's own check reads the same list
 * (cms/src/seed/dev-broker-identity-shared.json; broker-identity.test.ts keeps both equal).
 */
export const SHARED_WITH_PRODUCTION: ReadonlySet<BrokerIdentityField> = new Set([
  'brandName',
  'legalForm',
  'rcsCity',
  'oriasCategory',
  'mediatorName',
  'mediatorAddress',
  'mediatorWebsite',
]);

/** Fields a production start refuses: empty, or still the development identity's value. */
export function developmentFieldsOf(identity: Partial<BrokerIdentity>): BrokerIdentityField[] {
  return BROKER_IDENTITY_FIELDS.filter((field) => {
    const value = identity[field]?.trim() ?? '';
    if (!value) return true;
    return !SHARED_WITH_PRODUCTION.has(field) && value === DEV_BROKER_IDENTITY[field].trim();
  });
}

/** The French and English sentence a production start fails with, or null when the identity is real. */
export function productionIdentityProblem(identity: Partial<BrokerIdentity>): string | null {
  const fields = developmentFieldsOf(identity);
  if (fields.length === 0) return null;
  const named = fields.map((field) => `« ${BROKER_IDENTITY_LABELS[field]} » (${field})`).join(', ');
  return (
    `Identité du cabinet incomplète pour la production : ${named} vide ou encore à sa valeur de ` +
    `développement ; renseignez-la dans les réglages du site du CMS. / Broker identity not ready for ` +
    `production: ${fields.join(', ')} empty or still holding a development value.`
  );
}

/** The CMS's site settings request for the identity (its fields only). */
export const BROKER_IDENTITY_QUERY = `/api/site-setting?${BROKER_IDENTITY_FIELDS.map(
  (field, index) => `fields[${index}]=${field}`,
).join('&')}`;

/** The CMS's answer as an identity; null when a field is missing (a CMS seeded before it existed). */
export function brokerIdentityOf(raw: unknown): BrokerIdentity | null {
  const data = (raw as { data?: Partial<Record<BrokerIdentityField, unknown>> | null } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const identity = {} as BrokerIdentity;
  for (const field of BROKER_IDENTITY_FIELDS) {
    const value = data[field];
    if (typeof value !== 'string' || !value.trim()) return null;
    identity[field] = value.trim();
  }
  return identity;
}

/** A field as printed: addresses on one line (`8 rue de l’Exemple, 75011 Paris`), others trimmed. */
export function identityText(identity: BrokerIdentity, field: BrokerIdentityField): string {
  return identity[field]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}

/** `999999998` -> `999 999 998`, as a SIREN is printed. */
export function formatSiren(siren: string): string {
  return siren.replace(/\s/g, '').replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** The registration line of every document: `SAS au capital de 12 345 €, RCS Paris 999 999 998`. */
export function registrationLine(identity: BrokerIdentity): string {
  return `${identity.legalForm} au capital de ${identity.shareCapital}, RCS ${identity.rcsCity} ${formatSiren(identity.siren)}`;
}

/** How the broker is paid (DER, quote): one sentence every document prints the same. */
export const BROKER_REMUNERATION =
  'Le cabinet est rémunéré par une commission versée par l’assureur, comprise dans la cotisation ; ' +
  'aucun frais de courtage n’est facturé au client.';
