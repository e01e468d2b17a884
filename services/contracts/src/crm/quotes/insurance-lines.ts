/**
 * The insurance lines of the back office's quote page (/admin/devis), with the slugs of the public site's
 * insurance-line pages (Strapi `insurance-line.slug`), so a quote request from a pro page and a
 * quote made here name the line the same way. `comparator`: health lines priced by the
 * comparator ('Trouver une offre'); the others are quoted by hand ('Devis').
 */
export type InsuranceLine = { slug: string; label: string; summary: string; comparator: boolean };

export const INSURANCE_LINES: readonly InsuranceLine[] = [
  {
    slug: 'mutuelle-sante-senior',
    label: 'Mutuelle santé senior',
    summary: 'Complémentaire santé des plus de 60 ans.',
    comparator: true,
  },
  {
    slug: 'mutuelle-sante-tns',
    label: 'Mutuelle santé TNS',
    summary: 'Santé des travailleurs non salariés (loi Madelin).',
    comparator: true,
  },
  {
    slug: 'plan-epargne-retraite-tns',
    label: 'Plan d’épargne retraite TNS',
    summary: 'PER des indépendants, versements déductibles.',
    comparator: false,
  },
  {
    slug: 'responsabilite-civile-professionnelle',
    label: 'Responsabilité civile professionnelle',
    summary: 'Dommages causés aux clients ou à des tiers.',
    comparator: false,
  },
  {
    slug: 'rc-professions-reglementees',
    label: 'RC des professions réglementées',
    summary: 'RC obligatoire des professions à ordre.',
    comparator: false,
  },
  {
    slug: 'multirisque-professionnelle',
    label: 'Multirisque professionnelle',
    summary: 'Locaux, matériel, stock et perte d’exploitation.',
    comparator: false,
  },
  {
    slug: 'assurance-decennale',
    label: 'Assurance décennale',
    summary: 'Garantie décennale des professionnels du bâtiment.',
    comparator: false,
  },
  {
    slug: 'assurance-des-biens',
    label: 'Assurance des biens',
    summary: 'Logement, locaux et biens contre les sinistres.',
    comparator: false,
  },
  {
    slug: 'assurance-de-personnes',
    label: 'Assurance de personnes',
    summary: 'Prévoyance, assurance vie et santé.',
    comparator: false,
  },
];

/** The line of a quote made from a comparison (COMPARATOR_INSURANCE_LINE of the offer events). */
const COMPARATOR_LINE_LABEL: Readonly<Record<string, string>> = { sante: 'Complémentaire santé' };

/**
 * The French label of a line's slug (back office, quote PDF and email); for a line the site added
 * since, its slug in words (`assurance-flotte-auto` -> `Assurance flotte auto`), never the raw code.
 */
export function insuranceLineLabel(slug: string): string {
  const known = INSURANCE_LINES.find((line) => line.slug === slug)?.label ?? COMPARATOR_LINE_LABEL[slug];
  if (known) return known;
  const words = slug.replaceAll('-', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
