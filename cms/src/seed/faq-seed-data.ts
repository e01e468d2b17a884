/**
 * The FAQ of the specification (§1): 5 categories, 13 questions, answered in French.
 * Answers are plain text, one paragraph per blank line. `{phone}` and `{email}` are
 * placeholders the site replaces with the support contact details.
 * The seed key of an item is its category slug plus its question text.
 */
export type FaqSeedItem = {
  question: string;
  answer: string;
};

export type FaqSeedCategory = {
  name: string;
  slug: string;
  description: string;
  items: FaqSeedItem[];
};

export const FAQ_SEED: FaqSeedCategory[] = [
  {
    name: 'Fonctionnement du comparateur',
    slug: 'fonctionnement-du-comparateur',
    description: 'Comment comparer les offres de mutuelle santé en quelques clics.',
    items: [
      {
        question: 'Comment fonctionne le comparateur de mutuelles santé ?',
        answer:
          'Vous indiquez la composition de votre foyer, le niveau de garanties souhaité pour chaque poste ' +
          '(soins courants, dentaire, optique, audition, hospitalisation) et vos coordonnées.\n\n' +
          'Le comparateur interroge nos assureurs partenaires et vous présente les offres adaptées à votre ' +
          'profil, avec leur tarif mensuel et annuel, pour que vous puissiez les comparer côte à côte.',
      },
      {
        question: 'Combien de temps faut-il pour comparer les offres ?',
        answer:
          'Une comparaison prend moins de 2 minutes : quelques questions sur votre foyer et vos besoins ' +
          'suffisent pour afficher les offres correspondantes.',
      },
      {
        question: 'Le comparateur est-il gratuit et sans engagement ?',
        answer:
          "Oui. L'utilisation du comparateur est entièrement gratuite et ne vous engage à rien. Vous ne " +
          'souscrivez que si une offre vous convient et après avoir confirmé votre choix.',
      },
    ],
  },
  {
    name: 'Souscription et résiliation',
    slug: 'souscription-et-resiliation',
    description: 'Souscrire une offre, changer de mutuelle et résilier votre ancien contrat.',
    items: [
      {
        question: 'Comment souscrire à une offre ?',
        answer:
          "Choisissez l'offre qui vous convient, puis sélectionnez une date et un créneau horaire pour " +
          'être rappelé par un conseiller. Il valide avec vous les garanties et finalise la souscription ' +
          'en ligne : pièce d’identité, coordonnées bancaires et signature électronique.',
      },
      {
        question: 'Puis-je résilier ma mutuelle actuelle à tout moment ?',
        answer:
          "Oui, dès lors que votre contrat a plus d'un an : depuis le 1er décembre 2020, une complémentaire " +
          'santé peut être résiliée à tout moment après la première année, sans frais ni pénalité. La ' +
          "résiliation prend effet un mois après la réception de la demande par l'assureur.",
      },
      {
        question: "Qui s'occupe de la résiliation de mon ancien contrat ?",
        answer:
          'Nous nous en chargeons pour vous : lors de la souscription, vous nous donnez mandat et nous ' +
          'envoyons la demande de résiliation à votre ancien assureur. Vous restez couvert sans ' +
          'interruption entre les deux contrats.',
      },
    ],
  },
  {
    name: 'Paiements et tarifs',
    slug: 'paiements-et-tarifs',
    description: 'Calcul des tarifs, moyens de paiement et économies possibles.',
    items: [
      {
        question: 'Comment sont calculés les tarifs ?',
        answer:
          "Le tarif dépend de l'âge des personnes assurées, de la composition du foyer, du régime de " +
          'sécurité sociale, du lieu de résidence et du niveau de garanties choisi. Les prix affichés par ' +
          'le comparateur sont ceux proposés par les assureurs pour votre profil.',
      },
      {
        question: 'Quels sont les moyens de paiement acceptés ?',
        answer:
          'Les cotisations sont réglées par prélèvement automatique sur votre compte bancaire (IBAN). Vous ' +
          'choisissez la fréquence (mensuelle par défaut, trimestrielle, semestrielle ou annuelle) et la ' +
          'date de ' +
          'prélèvement lors de la souscription.',
      },
      {
        question: 'Combien puis-je économiser en changeant de mutuelle ?',
        answer:
          "En comparant les offres, vous pouvez économiser jusqu'à 500 euros par an sur votre mutuelle, " +
          'à garanties équivalentes. Le montant dépend de votre contrat actuel et de votre profil.',
      },
    ],
  },
  {
    name: 'Assistance technique',
    slug: 'assistance-technique',
    description: 'Un problème sur le site ? Voici comment le résoudre ou nous joindre.',
    items: [
      {
        question: "Je n'ai pas reçu l'e-mail de confirmation, que faire ?",
        answer:
          "Vérifiez d'abord votre dossier de courriers indésirables (spam) et l'adresse e-mail saisie. " +
          "Si vous ne trouvez toujours pas l'e-mail après quelques minutes, écrivez-nous à {email} : nous " +
          'vous le renverrons.',
      },
      {
        question: 'Comment contacter le service client ?',
        answer:
          'Notre équipe vous répond par téléphone au {phone} et par e-mail à {email}. Vous pouvez aussi ' +
          'nous écrire avec le formulaire de contact de la page d’accueil : nous vous répondons sous ' +
          '48 heures ouvrées.',
      },
    ],
  },
  {
    name: 'Informations personnelles',
    slug: 'informations-personnelles',
    description: 'Protection et gestion de vos données personnelles.',
    items: [
      {
        question: 'Mes données personnelles sont-elles protégées ?',
        answer:
          'Oui. Vos données sont traitées conformément au Règlement général sur la protection des données ' +
          '(RGPD) : elles servent uniquement à établir vos devis et à gérer votre contrat, ne sont ' +
          'transmises qu’aux assureurs concernés et ne sont jamais revendues.',
      },
      {
        question: 'Comment modifier ou supprimer mes informations personnelles ?',
        answer:
          'Depuis votre espace client, la page « Modifier mon profil » vous permet de mettre à jour vos ' +
          'informations. Pour exercer vos droits d’accès, de rectification ou de suppression, écrivez-nous ' +
          'à {email}.',
      },
    ],
  },
];

/**
 * Seeded answers corrected later: a database seeded before gets the new text, unless an editor
 * changed the answer since (its text is then no longer `previous`).
 */
export const FAQ_SEED_CORRECTIONS: Array<{ slug: string; question: string; previous: string }> = [
  {
    // The subscription form offers four payment frequencies; the answer named three.
    slug: 'paiements-et-tarifs',
    question: 'Quels sont les moyens de paiement acceptés ?',
    previous:
      'Les cotisations sont réglées par prélèvement automatique sur votre compte bancaire (IBAN). Vous ' +
      'choisissez la fréquence (mensuelle par défaut, trimestrielle ou annuelle) et la date de ' +
      'prélèvement lors de la souscription.',
  },
];
