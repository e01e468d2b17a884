/** What the gateway answers for one postal code (see the contact-form contract). */
export type PostalCodeEntry = {
  postalCode: string;
  departement: { code: string; nom: string };
  communes: { code: string; nom: string }[];
};

/** Postal code -> its entry, built once at startup from the official data. */
export type PostalCodeIndex = ReadonlyMap<string, PostalCodeEntry>;

/** The fields we read from `@etalab/decoupage-administratif`'s communes.json. */
export type CommuneRecord = {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  /** For an arrondissement municipal: the code of its commune (Paris, Lyon, Marseille). */
  commune?: string;
  codesPostaux?: string[];
};

/** The fields we read from departements.json. */
export type DepartementRecord = { code: string; nom: string };
