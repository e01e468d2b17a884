/**
 * French seed content of the public site: site settings, home page, the nine
 * insurance lines of the specification (§1), legal pages and chatbot settings. Plain text,
 * one paragraph per blank line, `## ` starts a heading; `{phone}` / `{email}` are replaced by
 * the site with the site settings' values. The legal pages are in legal-pages-seed-data.ts.
 */
import DEV_BROKER_IDENTITY from './dev-broker-identity.json';

/** The site settings: the development broker identity (fictional, well-formed) and the footer's extras. */
export const SITE_SETTINGS_SEED = {
  ...DEV_BROKER_IDENTITY,
  openingHours: 'Du lundi au vendredi, de 9 h à 18 h',
  socialLinks: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/courtage-sante' },
    { network: 'Facebook', url: 'https://www.facebook.com/courtage-sante' },
  ],
};

export const HOME_PAGE_SEED = {
  heroTitle: 'Comparez les mutuelles santé en moins de 2 minutes',
  heroText:
    'Comparez gratuitement les offres de nos assureurs partenaires, choisissez vos garanties ' +
    'poste par poste et souscrivez en ligne, accompagné par un conseiller.',
  heroCtaLabel: 'Comparer les offres',
  promise: 'Gratuit et sans engagement, avec un conseiller si vous le souhaitez',
  savingsTitle: 'Économisez jusqu’à 500 euros',
  savingsText:
    'En adaptant vos garanties à vos vrais besoins, vous pouvez économiser jusqu’à 500 euros par ' +
    'an sur votre mutuelle, à couverture équivalente.',
  howItWorksTitle: 'Comment ça marche ?',
  steps: [
    {
      title: 'Décrivez votre foyer',
      text: 'Vous, votre conjoint et vos enfants : quelques informations suffisent.',
    },
    {
      title: 'Choisissez vos garanties',
      text: 'Soins courants, dentaire, optique, audition, hospitalisation : le niveau que vous voulez.',
    },
    {
      title: 'Comparez et souscrivez',
      text: 'Les offres adaptées s’affichent ; un conseiller vous rappelle au créneau choisi.',
    },
  ],
  argumentsTitle: 'Pourquoi passer par nous ?',
  arguments: [
    {
      title: 'Gratuit et sans engagement',
      text: 'La comparaison ne vous coûte rien et ne vous engage à rien.',
    },
    {
      title: 'Un courtier indépendant',
      text: 'Nous comparons plusieurs assureurs et défendons vos intérêts.',
    },
    {
      title: 'On s’occupe de tout',
      text: 'Nous résilions votre ancien contrat à votre place, sans rupture de garanties.',
    },
  ],
  testimonialsTitle: 'Ils nous ont fait confiance',
  testimonials: [
    {
      author: 'Sophie M.',
      location: 'Lyon',
      quote: 'En dix minutes j’avais trois offres claires, et 380 euros d’économie sur l’année.',
    },
    {
      author: 'Karim B.',
      location: 'Nantes',
      quote:
        'Travailleur indépendant, j’ai enfin une mutuelle adaptée à mon activité. Conseiller très disponible.',
    },
  ],
  faqTitle: 'Questions fréquentes',
  // Seeded highlights: looked up by question text in the FAQ seed.
  faqHighlightQuestions: [
    'Combien de temps faut-il pour comparer les offres ?',
    'Combien puis-je économiser en changeant de mutuelle ?',
  ],
  seo: {
    metaTitle: 'Comparateur de mutuelles santé | Courtage Santé',
    metaDescription:
      'Comparez les mutuelles santé en moins de 2 minutes et économisez jusqu’à 500 euros par an. ' +
      'Courtier indépendant, gratuit et sans engagement.',
  },
};

export type InsuranceLineSeed = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  cta: { label: string; kind: 'comparator' | 'quote' | 'contact' };
  seo: { metaTitle: string; metaDescription: string };
};

function line(
  title: string,
  slug: string,
  summary: string,
  body: string,
  kind: 'comparator' | 'quote',
): InsuranceLineSeed {
  return {
    title,
    slug,
    summary,
    body,
    cta: { label: kind === 'comparator' ? 'Comparer les offres' : 'Demander un devis', kind },
    seo: { metaTitle: `${title} | Courtage Santé`, metaDescription: summary.slice(0, 160) },
  };
}

export const INSURANCE_LINES_SEED: InsuranceLineSeed[] = [
  line(
    'Mutuelle santé senior',
    'mutuelle-sante-senior',
    'Une complémentaire santé pensée pour les besoins des plus de 60 ans, au meilleur prix.',
    '## Des garanties adaptées à votre âge\n\nOptique, audition, dentaire et hospitalisation : nous ' +
      'renforçons les postes qui comptent le plus après 60 ans.\n\n## Sans questionnaire médical\n\nLa plupart ' +
      'des offres que nous comparons vous acceptent sans questionnaire de santé.',
    'comparator',
  ),
  line(
    'Mutuelle santé TNS',
    'mutuelle-sante-tns',
    'La mutuelle des travailleurs non salariés, déductible de vos revenus professionnels (loi Madelin).',
    '## Pour les indépendants\n\nArtisans, commerçants, professions libérales : comparez des contrats ' +
      'responsables éligibles à la loi Madelin.\n\n## Déductibilité\n\nVos cotisations sont déductibles de ' +
      'votre bénéfice imposable, dans les limites prévues par la loi.',
    'comparator',
  ),
  line(
    'Plan d’épargne retraite TNS',
    'plan-epargne-retraite-tns',
    'Préparez votre retraite d’indépendant avec un PER et réduisez vos impôts dès aujourd’hui.',
    '## Un complément de revenus\n\nLe plan d’épargne retraite vous permet de constituer un capital ou une ' +
      'rente pour votre retraite.\n\n## Un avantage fiscal\n\nVos versements sont déductibles de votre revenu ' +
      'professionnel imposable.',
    'quote',
  ),
  line(
    'Responsabilité civile professionnelle',
    'responsabilite-civile-professionnelle',
    'Protégez votre activité contre les dommages causés à vos clients ou à des tiers.',
    '## Pourquoi l’assurer ?\n\nUne erreur, un oubli ou une négligence peuvent coûter cher : la RC Pro prend ' +
      'en charge les dommages causés à autrui dans le cadre de votre activité.',
    'quote',
  ),
  line(
    'RC des professions réglementées',
    'rc-professions-reglementees',
    'La responsabilité civile obligatoire des professions réglementées, au juste prix.',
    '## Une obligation légale\n\nAvocats, experts-comptables, agents immobiliers, professions de santé : ' +
      'votre responsabilité civile professionnelle est obligatoire. Nous comparons les contrats adaptés à ' +
      'votre ordre.',
    'quote',
  ),
  line(
    'Multirisque professionnelle',
    'multirisque-professionnelle',
    'Locaux, matériel, stock et perte d’exploitation : une seule assurance pour votre entreprise.',
    '## Tout-en-un\n\nIncendie, dégâts des eaux, vol, bris de machine et perte d’exploitation sont couverts ' +
      'par un seul contrat.',
    'quote',
  ),
  line(
    'Assurance décennale',
    'assurance-decennale',
    'La garantie obligatoire des professionnels du bâtiment, qui couvre vos ouvrages pendant 10 ans.',
    '## 10 ans de garantie\n\nLa responsabilité civile décennale couvre pendant 10 ans après la réception ' +
      'des travaux les dommages qui compromettent la solidité de l’ouvrage.',
    'quote',
  ),
  line(
    'Assurance des biens',
    'assurance-des-biens',
    'Protégez votre logement, vos locaux et vos biens contre les sinistres.',
    '## Vos biens protégés\n\nHabitation, locaux professionnels, véhicules : nous comparons les garanties ' +
      'et les franchises pour vous.',
    'quote',
  ),
  line(
    'Assurance de personnes',
    'assurance-de-personnes',
    'Prévoyance, assurance vie et santé : protégez vos proches et votre avenir.',
    '## Prévoyance\n\nIncapacité, invalidité, décès : garantissez des revenus à votre famille.\n\n## Assurance ' +
      'vie\n\nÉpargnez et transmettez un capital dans un cadre fiscal avantageux.',
    'quote',
  ),
];

export const CHATBOT_SETTINGS_SEED = {
  greeting: 'Bonjour ! Je peux répondre à vos questions. Choisissez un thème ou cherchez une question.',
  escalationText:
    'Vous n’avez pas trouvé votre réponse ? Appelez-nous au {phone}, écrivez-nous à {email} ou laissez-nous un message.',
};
