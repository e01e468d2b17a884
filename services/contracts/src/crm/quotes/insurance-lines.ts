/**
 * The insurance lines of the quote page (/admin/devis), with the slugs of the public site's
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

/** The French label of a line's slug; the slug itself for a line the site added since. */
export function insuranceLineLabel(slug: string): string {
  return INSURANCE_LINES.find((line) => line.slug === slug)?.label ?? slug;
}
