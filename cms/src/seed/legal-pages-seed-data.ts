/**
 * French drafts of the legal and compliance pages. Plain text, one paragraph per blank
 * line, `## ` starts a heading. Every `{field}` is the broker identity of the site settings (the
 * site replaces it: one identity for the footer, these pages, the emails and the documents);
 * `{sirenFormatted}`, `{registration}` and `{remuneration}` are derived from it, and `{insurers}`
 * is the list of insurers of the offer catalogue's active plans.
 */

const paragraphs = (...parts: string[]) => parts.join('\n\n');

const MENTIONS_LEGALES = paragraphs(
  '## Éditeur du site',
  'Le site {brandName} est édité par {legalName}, {registration}, dont le siège est situé {postalAddress}.',
  'Téléphone : {phone}. E-mail : {email}.',
  'Directeur de la publication : {publicationDirector}.',
  '## Intermédiaire en assurance',
  '{legalName} est immatriculée au registre unique des intermédiaires en assurance, banque et finance ' +
    '(ORIAS) sous le numéro {oriasNumber}, catégorie « {oriasCategory} ». Cette immatriculation peut être ' +
    'vérifiée sur www.orias.fr.',
  'Le cabinet exerce sous le contrôle de l’Autorité de contrôle prudentiel et de résolution (ACPR), ' +
    '4 place de Budapest, CS 92459, 75436 Paris Cedex 09 (acpr.banque-france.fr).',
  'Responsabilité civile professionnelle et garantie financière conformes aux articles L512-6 et L512-7 ' +
    'du Code des assurances : {liabilityInsurer}.',
  'Identifiant créancier SEPA (ICS) : {creditorIdentifier}.',
  '## Hébergement',
  'Le site est hébergé par {hostName}, {hostAddress}, téléphone : {hostPhone}.',
  '## Réclamations et médiation',
  'Pour toute réclamation, écrivez-nous à {email} ou par courrier à {legalName}, {postalAddress}. Nous ' +
    'accusons réception sous 10 jours ouvrables et répondons sous 2 mois au plus.',
  'Si la réponse ne vous satisfait pas, ou sans réponse après 2 mois, vous pouvez saisir gratuitement le ' +
    'médiateur : {mediatorName}, {mediatorAddress}, {mediatorWebsite}.',
  '## Données personnelles',
  'Le traitement de vos données est décrit dans notre politique de confidentialité. Délégué à la protection ' +
    'des données : {dpoEmail}.',
  '## Propriété intellectuelle',
  'Les textes, marques, logos et éléments graphiques du site appartiennent à {legalName} ou à leurs ' +
    'auteurs ; toute reproduction sans autorisation écrite est interdite.',
);

const POLITIQUE_DE_CONFIDENTIALITE = paragraphs(
  '## Responsable du traitement',
  '{legalName}, {registration}, {postalAddress}, courtier en assurances immatriculé à l’ORIAS sous le ' +
    'numéro {oriasNumber}, est responsable des traitements décrits ici.',
  'Délégué à la protection des données (DPO) : {dpoEmail}, ou par courrier à l’attention du délégué à la ' +
    'protection des données, {legalName}, {postalAddress}.',
  '## Finalités et bases légales',
  'Comparer les offres et vous présenter des tarifs (composition du foyer, âges, régime, code postal, ' +
    'garanties souhaitées) : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
  'Vous rappeler au créneau choisi et répondre à vos messages et demandes de devis : mesures ' +
    'précontractuelles à votre demande (article 6.1.b).',
  'Recueillir vos besoins et vous conseiller, remettre le document d’information (IPID) et le document ' +
    'd’entrée en relation : obligation légale du Code des assurances (articles L521-1 à L521-4, article ' +
    '6.1.c du RGPD).',
  'Souscrire et gérer votre contrat avec l’assureur, mettre en place le prélèvement SEPA : exécution du ' +
    'contrat (article 6.1.b).',
  'Lutter contre le blanchiment et la fraude, tenir notre comptabilité : obligations légales (article 6.1.c).',
  'Vous envoyer des informations sur nos offres : votre consentement (article 6.1.a), que vous pouvez ' +
    'retirer à tout moment par le lien présent dans chaque message. Vos données ne sont jamais transmises à ' +
    'un partenaire sans votre accord explicite.',
  'Mesurer les performances du site et corriger ses erreurs : notre intérêt légitime à offrir un service ' +
    'fiable (article 6.1.f).',
  '## Catégories de données',
  'Identité et coordonnées (civilité, nom, prénom, date de naissance, adresse, téléphone, e-mail), ' +
    'situation familiale et professionnelle (foyer, régime obligatoire, profession), données de ' +
    'comparaison (garanties souhaitées, budget), données bancaires (IBAN, BIC) pour le mandat SEPA, ' +
    'échanges avec nos conseillers.',
  'Données de santé : nous ne posons aucune question médicale. Votre régime d’assurance maladie et vos ' +
    'choix de garanties peuvent toutefois révéler des informations sur votre santé ; ils ne sont traités ' +
    'que pour vous conseiller et souscrire le contrat que vous demandez, avec votre consentement explicite ' +
    '(article 9.2.a du RGPD), par des personnes tenues au secret.',
  'Numéro de sécurité sociale (NIR) : il n’est demandé qu’à la souscription, pour que l’assureur vous ' +
    'affilie et rembourse vos soins (article R. 115-1 du Code de la sécurité sociale). Il est chiffré dans ' +
    'nos bases et masqué dans les écrans et les listes ; seuls les conseillers qui gèrent votre dossier ' +
    'peuvent l’afficher en entier, et chaque affichage est tracé.',
  '## Durées de conservation',
  'Prospects (comparaisons, demandes de rappel et de devis sans souscription) : 3 ans à compter du dernier ' +
    'contact.',
  'Comptes clients : supprimés après 2 ans d’inactivité.',
  'Contrats souscrits et leurs pièces (bulletin d’adhésion, mandat SEPA, conseil) : 5 ans après la fin du ' +
    'contrat. Données bancaires : le temps du mandat, puis 13 mois pour les contestations de prélèvement.',
  'Pièces d’identité recueillies au titre de la lutte contre le blanchiment : 5 ans après la fin de la ' +
    'relation.',
  'Enregistrements d’appels de vente à distance : 2 ans après la signature, détruits sous un mois si rien ' +
    'n’est signé.',
  'Pièces comptables : 10 ans.',
  'Journaux techniques et de mesure de performance : 13 mois au plus.',
  '## Destinataires',
  'Les conseillers de {legalName} habilités à traiter votre dossier ; les assureurs dont vous demandez ' +
    'l’offre et auxquels nous transmettons votre souscription ({insurers}) ; nos prestataires techniques ' +
    '(hébergement : {hostName} ; envoi des e-mails), liés par contrat et qui n’agissent que sur nos ' +
    'instructions ; les autorités (ACPR, TRACFIN, administration fiscale) lorsque la loi l’exige.',
  '## Transferts hors de l’Union européenne',
  'Vos données sont hébergées dans l’Union européenne et ne sont pas transférées hors de l’Espace ' +
    'économique européen. Si un prestataire devait un jour y accéder, le transfert serait encadré par une ' +
    'décision d’adéquation ou les clauses contractuelles types de la Commission européenne.',
  '## Vos droits',
  'Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de ' +
    'portabilité de vos données, du droit de retirer votre consentement à tout moment et de définir des ' +
    'directives sur le sort de vos données après votre décès.',
  'Pour les exercer, écrivez à {dpoEmail} ou à {legalName}, {postalAddress}, en précisant votre demande ; ' +
    'nous pouvons vous demander de justifier de votre identité en cas de doute. Nous répondons sous un mois.',
  'Vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des ' +
    'libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr. Vous pouvez aussi ' +
    'vous inscrire gratuitement sur la liste d’opposition au démarchage téléphonique Bloctel (www.bloctel.gouv.fr).',
  '## Cookies, stockage du navigateur et mesure de performance',
  'Le site ne dépose aucun cookie publicitaire, aucun traceur de réseau social et aucun outil de mesure ' +
    'd’audience tiers. C’est pourquoi il n’affiche pas de bandeau de consentement.',
  'Il utilise le stockage de votre navigateur pour ce qui est strictement nécessaire au service que vous ' +
    'demandez : votre session de connexion à l’espace client, la comparaison en cours (effacée à la ' +
    'fermeture de l’onglet) et la page à rouvrir après une coupure de réseau.',
  'Lorsque la mesure de performance est activée, un agent de mesure (Elastic APM) relève le temps de ' +
    'chargement des pages et les erreurs techniques, avec un identifiant de visite tiré au hasard, gardé ' +
    'dans l’onglet pendant 30 minutes au plus. Ces mesures sont envoyées à notre propre serveur, ne servent ' +
    'qu’à améliorer le site, ne sont ni croisées avec d’autres données ni transmises à des tiers, et sont ' +
    'conservées 13 mois au plus. Votre navigateur peut s’y opposer : lorsque le signal « Global Privacy ' +
    'Control » ou « Do Not Track » est activé, l’agent n’est pas chargé.',
);

const CONDITIONS_D_UTILISATION = paragraphs(
  '## Objet',
  'Ces conditions régissent l’utilisation du site {brandName}, édité par {legalName}, {registration}, ' +
    'courtier en assurances immatriculé à l’ORIAS sous le numéro {oriasNumber}. Utiliser le site vaut ' +
    'acceptation de ces conditions.',
  '## Le service',
  'Le site permet de comparer des complémentaires santé, de demander un rappel ou un devis et de souscrire ' +
    'en ligne. La comparaison est gratuite et sans engagement. Les offres présentées proviennent des ' +
    'assureurs avec lesquels nous travaillons ({insurers}) et ne constituent pas une analyse de tout le ' +
    'marché ; elles dépendent des informations que vous fournissez, qui doivent être exactes.',
  'Un tarif affiché n’est définitif qu’à la souscription, après remise du document d’information sur le ' +
    'produit (IPID) et recueil de vos besoins. Le contrat est conclu avec l’assureur, selon ses conditions ' +
    'générales.',
  '## Votre espace client',
  'Vos identifiants sont personnels ; gardez votre mot de passe secret et prévenez-nous à {email} de tout ' +
    'usage que vous n’avez pas autorisé. Nous pouvons suspendre un compte utilisé de manière frauduleuse.',
  '## Disponibilité et responsabilité',
  'Nous faisons notre possible pour que le site soit accessible et exact, sans pouvoir garantir une ' +
    'disponibilité permanente. Les informations générales du site ne remplacent pas le conseil personnalisé ' +
    'que nous vous donnons avant toute souscription.',
  '## Réclamations, médiation et droit applicable',
  'Réclamations : {email} ou {legalName}, {postalAddress}. Médiateur : {mediatorName}, {mediatorAddress}, ' +
    '{mediatorWebsite}. Ces conditions sont soumises au droit français.',
);

const DOCUMENT_D_ENTREE_EN_RELATION = paragraphs(
  'Ce document vous est remis avant toute souscription, comme le prévoit le Code des assurances ' +
    '(articles L521-2 et R521-2). Conservez-le.',
  '## Qui sommes-nous ?',
  '{legalName} ({brandName}), {registration}, {postalAddress}. Téléphone : {phone}. E-mail : {email}.',
  '## Notre statut',
  'Nous sommes courtier en assurance, immatriculé à l’ORIAS sous le numéro {oriasNumber}, catégorie ' +
    '« {oriasCategory} » (vérifiable sur www.orias.fr). Nous exerçons sous le contrôle de l’Autorité de ' +
    'contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.',
  'Responsabilité civile professionnelle et garantie financière : {liabilityInsurer}.',
  '## Les assureurs avec lesquels nous travaillons',
  'Nous ne sommes soumis à aucune obligation contractuelle de travailler exclusivement avec un ou plusieurs ' +
    'assureurs. Nous proposons les contrats des assureurs suivants : {insurers}. Notre conseil repose sur ' +
    'l’analyse de ces offres et non sur une analyse de tout le marché (article L521-2, II, 1° b du Code des ' +
    'assurances).',
  'Aucun assureur ne détient de participation, directe ou indirecte, de 10 % ou plus des droits de vote ou ' +
    'du capital de {legalName}, et {legalName} n’en détient aucune dans un assureur.',
  '## Notre conseil',
  'Avant toute souscription, nous recueillons vos besoins (régime, profession, budget, habitudes de soins) ' +
    'et vous expliquons pourquoi le contrat proposé y répond. Le document d’information sur le produit ' +
    '(IPID) vous est remis sur un support durable.',
  '## Notre rémunération',
  '{remuneration}',
  '## Réclamations et médiation',
  'Pour toute réclamation, écrivez-nous à {email} ou par courrier à {legalName}, {postalAddress}. Nous ' +
    'accusons réception sous 10 jours ouvrables et répondons sous 2 mois au plus.',
  'Si la réponse ne vous satisfait pas, ou sans réponse après 2 mois, vous pouvez saisir gratuitement le ' +
    'médiateur : {mediatorName}, {mediatorAddress}, {mediatorWebsite}.',
  '## Vos données',
  'Vos données sont traitées selon notre politique de confidentialité ; délégué à la protection des ' +
    'données : {dpoEmail}.',
);

export const LEGAL_PAGES_SEED = [
  {
    title: 'Mentions légales',
    slug: 'mentions-legales',
    body: MENTIONS_LEGALES,
    seo: {
      metaTitle: 'Mentions légales | Courtage Santé',
      metaDescription:
        'Éditeur, immatriculation ORIAS, hébergeur, réclamations et médiation du site Courtage Santé.',
    },
  },
  {
    title: 'Politique de confidentialité',
    slug: 'politique-de-confidentialite',
    body: POLITIQUE_DE_CONFIDENTIALITE,
    seo: {
      metaTitle: 'Politique de confidentialité | Courtage Santé',
      metaDescription: 'Comment Courtage Santé collecte, utilise et protège vos données personnelles.',
    },
  },
  {
    title: 'Conditions d’utilisation',
    slug: 'conditions-d-utilisation',
    body: CONDITIONS_D_UTILISATION,
    seo: {
      metaTitle: 'Conditions d’utilisation | Courtage Santé',
      metaDescription: 'Conditions d’utilisation du site et du comparateur Courtage Santé.',
    },
  },
  {
    title: 'Document d’entrée en relation',
    slug: 'document-d-entree-en-relation',
    body: DOCUMENT_D_ENTREE_EN_RELATION,
    seo: {
      metaTitle: 'Document d’entrée en relation | Courtage Santé',
      metaDescription:
        'Statut de courtier, numéro ORIAS, assureurs partenaires, rémunération, réclamations et médiation.',
    },
  },
];

/**
 * The bodies of content seed version 3, replaced by the drafts above where no editor changed them
 * (a page whose body still equals its old seed text).
 */
export const SUPERSEDED_LEGAL_BODIES: Readonly<Record<string, string>> = {
  'mentions-legales':
    '## Éditeur du site\n\nCourtage Santé, société de courtage en assurances, 12 rue de la Santé, 75013 Paris. ' +
    'Immatriculée à l’ORIAS sous le numéro 12345678 (www.orias.fr).\n\nContact : {phone}, {email}.\n\n' +
    '## Hébergement\n\nLe site est hébergé en France.\n\n## Réclamations et médiation\n\nPour toute ' +
    'réclamation, écrivez-nous à {email}. Après deux mois sans réponse satisfaisante, vous pouvez saisir ' +
    'gratuitement le médiateur de l’assurance.',
  'politique-de-confidentialite':
    '## Données collectées\n\nNous collectons les informations que vous saisissez dans le comparateur et ' +
    'les formulaires, uniquement pour vous présenter des offres et vous recontacter.\n\n## Vos droits\n\n' +
    'Vous pouvez accéder à vos données, les rectifier ou les faire supprimer en écrivant à {email}.',
  'conditions-d-utilisation':
    '## Objet\n\nCes conditions régissent l’utilisation du comparateur et du site Courtage Santé.\n\n' +
    '## Service gratuit\n\nLa comparaison est gratuite et sans engagement. Les offres présentées dépendent ' +
    'des informations que vous fournissez.',
};
