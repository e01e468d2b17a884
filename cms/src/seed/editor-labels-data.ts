/**
 * What the marketers read in the edit view, per content type or component and per field: a
 * French label and a help text saying where the field shows on the site. Fields are listed in
 * the order they appear on the page: the edit view is laid out in this order.
 */
export type FieldLabel = { label: string; help: string };
export type EditorLabels = Record<string, Record<string, FieldLabel>>;

export const EDITOR_LABELS: EditorLabels = {
  'api::home-page.home-page': {
    heroTitle: {
      label: 'Titre principal',
      help: 'Grand titre en haut de la page d’accueil (120 caractères au plus).',
    },
    heroText: {
      label: 'Texte d’introduction',
      help: 'Paragraphe sous la promesse, au-dessus du bouton principal.',
    },
    heroCtaLabel: {
      label: 'Texte du bouton principal',
      help: 'Bouton qui ouvre le comparateur (60 caractères au plus).',
    },
    heroImage: {
      label: 'Image d’en-tête',
      help: 'Illustration du haut de la page. Texte alternatif obligatoire (médiathèque › modifier › texte alternatif).',
    },
    promise: {
      label: 'Promesse',
      help: 'Phrase d’accroche affichée juste sous le titre principal, au-dessus du texte d’introduction et du bouton (120 caractères au plus).',
    },
    savingsTitle: { label: 'Titre « économies »', help: 'Titre du bloc sur les économies possibles.' },
    savingsText: { label: 'Texte « économies »', help: 'Texte du bloc sur les économies possibles.' },
    howItWorksTitle: { label: 'Titre « comment ça marche »', help: 'Titre de la section des étapes.' },
    steps: {
      label: 'Étapes',
      help: 'Les étapes numérotées de la section « comment ça marche », dans l’ordre.',
    },
    argumentsTitle: { label: 'Titre des arguments', help: 'Titre de la section « pourquoi nous choisir ».' },
    arguments: { label: 'Arguments', help: 'Les cartes de la section « pourquoi nous choisir ».' },
    testimonialsTitle: { label: 'Titre des témoignages', help: 'Titre de la section des avis clients.' },
    testimonials: { label: 'Témoignages', help: 'Les avis clients affichés en bas de page.' },
    faqTitle: {
      label: 'Titre de la FAQ',
      help: 'Titre du bloc de questions fréquentes de la page d’accueil.',
    },
    faqHighlights: {
      label: 'Questions mises en avant',
      help: 'Questions de la FAQ reprises sur la page d’accueil.',
    },
    seo: { label: 'Référencement', help: 'Titre, description et image de partage de la page d’accueil.' },
  },
  'api::insurance-line.insurance-line': {
    title: { label: 'Titre', help: 'Titre de la page et de sa carte sur le site (120 caractères au plus).' },
    slug: {
      label: 'Adresse de la page',
      help: 'Fin de l’adresse : /assurances/<adresse>. À ne pas changer une fois publiée.',
    },
    order: { label: 'Ordre d’affichage', help: 'Position dans les menus et listes (0 en premier).' },
    image: {
      label: 'Image',
      help: 'Illustration en haut de la page et sur sa carte. Texte alternatif obligatoire pour publier.',
    },
    summary: { label: 'Résumé', help: 'Phrase courte sous le titre et sur la carte de la page d’accueil.' },
    body: { label: 'Contenu', help: 'Texte principal de la page ; une ligne vide sépare deux paragraphes.' },
    cta: {
      label: 'Appel à l’action',
      help: 'Bouton en bas de la page : comparateur, demande de devis ou contact.',
    },
    seo: { label: 'Référencement', help: 'Titre, description et image de partage de cette page.' },
  },
  'api::legal-page.legal-page': {
    title: { label: 'Titre', help: 'Titre de la page légale.' },
    slug: {
      label: 'Adresse de la page',
      help: 'Fin de l’adresse de la page ; à ne pas changer une fois publiée.',
    },
    body: { label: 'Contenu', help: 'Texte de la page ; une ligne vide sépare deux paragraphes.' },
    seo: { label: 'Référencement', help: 'Titre et description pour les moteurs de recherche.' },
  },
  'api::insurer.insurer': {
    name: { label: 'Nom', help: 'Nom de l’assureur, repris dans le texte alternatif de son logo.' },
    code: {
      label: 'Code',
      help: 'Le code de l’assureur dans le catalogue des offres (par exemple « ponant ») : ses offres montrent ce logo.',
    },
    logo: {
      label: 'Logo',
      help: 'Logo affiché sur les offres de l’assureur dans le comparateur (texte alternatif obligatoire).',
    },
  },
  'api::faq-category.faq-category': {
    name: { label: 'Nom', help: 'Intitulé de la catégorie sur la page FAQ et dans le chatbot.' },
    slug: { label: 'Identifiant', help: 'Ancre de la catégorie sur la page FAQ (#identifiant).' },
    description: { label: 'Description', help: 'Texte sous le nom de la catégorie, sur la page FAQ.' },
    order: { label: 'Ordre d’affichage', help: 'Position de la catégorie sur la page FAQ (0 en premier).' },
    items: { label: 'Questions', help: 'Les questions de cette catégorie.' },
  },
  'api::faq-item.faq-item': {
    question: {
      label: 'Question',
      help: 'La question, telle qu’affichée sur la page FAQ et dans le chatbot.',
    },
    answer: {
      label: 'Réponse',
      help: 'La réponse ; {phone} et {email} sont remplacés par les coordonnées du site.',
    },
    order: { label: 'Ordre d’affichage', help: 'Position dans sa catégorie (0 en premier).' },
    showInChatbot: {
      label: 'Afficher dans le chatbot',
      help: 'Décochez pour ne la montrer que sur la page FAQ.',
    },
    category: { label: 'Catégorie', help: 'La catégorie de la FAQ où la question apparaît.' },
  },
  'api::chatbot-setting.chatbot-setting': {
    greeting: { label: 'Message d’accueil', help: 'Premier message du chatbot « Besoin d’aide ? ».' },
    escalationText: {
      label: 'Texte de mise en relation',
      help: 'Affiché quand la réponse ne suffit pas, avec les contacts.',
    },
    categories: {
      label: 'Catégories proposées',
      help: 'Catégories de la FAQ proposées par le chatbot, dans l’ordre.',
    },
  },
  'api::site-setting.site-setting': {
    brandName: {
      label: 'Nom commercial',
      help: 'Nom affiché dans l’en-tête, le pied de page et les e-mails ({brandName} dans les textes).',
    },
    legalName: {
      label: 'Dénomination sociale',
      help: 'Nom de la société : mentions légales, DER, devis PDF, créancier du mandat SEPA ({legalName}).',
    },
    legalForm: { label: 'Forme juridique', help: 'Par exemple SAS ou SARL ({legalForm}).' },
    shareCapital: {
      label: 'Capital social',
      help: 'Montant avec l’unité, par exemple « 10 000 € » ({shareCapital}).',
    },
    rcsCity: {
      label: 'Greffe du RCS',
      help: 'Ville du greffe d’immatriculation, par exemple « Paris » ({rcsCity}).',
    },
    siren: {
      label: 'SIREN',
      help: 'Les 9 chiffres, sans espace ({siren} ; {sirenFormatted} l’affiche par groupes).',
    },
    oriasNumber: {
      label: 'Numéro ORIAS',
      help: 'Immatriculation du courtier (8 chiffres) : pied de page, documents, e-mails ({oriasNumber}).',
    },
    oriasCategory: {
      label: 'Catégorie ORIAS',
      help: 'Catégorie d’intermédiaire inscrite à l’ORIAS, par exemple « Courtier en assurance (COA) ».',
    },
    postalAddress: {
      label: 'Adresse postale',
      help: 'Siège du cabinet : pied de page, mentions légales, devis, créancier du mandat SEPA ({postalAddress}).',
    },
    phone: { label: 'Téléphone', help: 'Numéro du pied de page, de la FAQ ({phone}) et du chatbot.' },
    email: {
      label: 'E-mail de contact',
      help: 'Adresse du pied de page, de la FAQ ({email}), des réclamations et du chatbot.',
    },
    publicationDirector: {
      label: 'Directeur de la publication',
      help: 'Personne responsable du contenu du site, nommée dans les mentions légales ({publicationDirector}).',
    },
    hostName: { label: 'Hébergeur', help: 'Société qui héberge le site ({hostName}).' },
    hostAddress: { label: 'Adresse de l’hébergeur', help: 'Adresse postale de l’hébergeur ({hostAddress}).' },
    hostPhone: { label: 'Téléphone de l’hébergeur', help: 'Numéro de l’hébergeur ({hostPhone}).' },
    mediatorName: {
      label: 'Médiateur',
      help: 'Médiateur de la consommation auquel le cabinet adhère : mentions légales, DER, devis ({mediatorName}).',
    },
    mediatorAddress: {
      label: 'Adresse du médiateur',
      help: 'Adresse postale du médiateur ({mediatorAddress}).',
    },
    mediatorWebsite: { label: 'Site du médiateur', help: 'Adresse web où le saisir ({mediatorWebsite}).' },
    creditorIdentifier: {
      label: 'Identifiant créancier SEPA (ICS)',
      help: 'Identifiant du cabinet comme créancier des prélèvements, sur le mandat SEPA (créancier : la dénomination sociale et l’adresse postale).',
    },
    dpoEmail: {
      label: 'Contact du délégué à la protection des données',
      help: 'E-mail où exercer ses droits sur ses données : politique de confidentialité, DER ({dpoEmail}).',
    },
    liabilityInsurer: {
      label: 'Assureur RC professionnelle',
      help: 'Assureur et numéro du contrat de responsabilité civile professionnelle du cabinet ({liabilityInsurer}).',
    },
    openingHours: { label: 'Horaires', help: 'Horaires d’ouverture affichés dans le pied de page.' },
    socialLinks: { label: 'Réseaux sociaux', help: 'Liens vers les réseaux sociaux du pied de page.' },
  },
  'home.step': {
    title: { label: 'Titre', help: 'Titre de l’étape.' },
    text: { label: 'Texte', help: 'Explication de l’étape.' },
  },
  'home.argument': {
    title: { label: 'Titre', help: 'Titre de la carte.' },
    text: { label: 'Texte', help: 'Texte de la carte.' },
  },
  'home.testimonial': {
    author: { label: 'Auteur', help: 'Prénom et initiale du client.' },
    location: { label: 'Ville', help: 'Ville du client (facultatif).' },
    quote: { label: 'Témoignage', help: 'Le texte de l’avis.' },
  },
  'shared.call-to-action': {
    label: { label: 'Texte du bouton', help: 'Texte du bouton (80 caractères au plus).' },
    kind: {
      label: 'Action',
      help: 'Ce que fait le bouton : « Ouvrir le comparateur », « Demander un devis » ou « Ouvrir le formulaire de contact ».',
    },
  },
  'shared.seo': {
    metaTitle: {
      label: 'Titre pour les moteurs',
      help: 'Titre de l’onglet et des résultats de recherche (70 caractères au plus). Vide : le titre de la page.',
    },
    metaDescription: {
      label: 'Description pour les moteurs',
      help: 'Texte sous le titre dans les résultats de recherche (170 caractères au plus). Vide : le résumé.',
    },
    shareImage: {
      label: 'Image de partage',
      help: 'Image montrée quand la page est partagée (1200 × 630 conseillé). Vide : l’image de la page.',
    },
  },
  'site.social-link': {
    network: { label: 'Réseau', help: 'Nom du réseau (LinkedIn, Facebook...).' },
    url: { label: 'Adresse', help: 'Adresse complète de la page, https://...' },
  },
};
