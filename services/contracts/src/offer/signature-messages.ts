// The signing step's French wording (no TypeBox: the subscribe island imports it).

/** The length of the emailed code and how long it is valid. */
export const SIGNATURE_CODE_LENGTH = 6;
export const SIGNATURE_CODE_TTL_MINUTES = 15;
/** Wrong codes before the file is locked. */
export const SIGNATURE_MAX_ATTEMPTS = 5;
/** Codes one file may be sent (the first included). */
export const SIGNATURE_MAX_CODES = 5;

/** What the signer accepts when entering the code (recorded word for word in the evidence file). */
export const SIGNATURE_CONSENT_TEXT =
  'J’ai relu les documents ci-dessus ; en saisissant le code reçu par e-mail, je les signe électroniquement ' +
  'et j’accepte que cette signature ait la même valeur qu’une signature manuscrite.';

export const SIGNATURE_MESSAGES = {
  wrongCode: (left: number) =>
    `Ce code n’est pas le bon : rien n’a été signé. Vérifiez le dernier e-mail reçu (il vous reste ${left} essai${left > 1 ? 's' : ''}).`,
  expiredCode:
    'Ce code a expiré : rien n’a été signé. Demandez un nouveau code, il vous sera envoyé par e-mail.',
  locked: (contact: { phone: string; email: string }) =>
    `Trop de codes erronés : la signature de ce dossier est bloquée et rien n’a été signé. Appelez-nous au ${contact.phone} ` +
    `ou écrivez à ${contact.email} : un conseiller vérifiera votre identité et vous enverra un nouveau dossier à signer.`,
  consentRequired: 'Cochez la case pour confirmer que vous avez relu les documents et que vous les signez.',
  alreadySigned:
    'Ce dossier est déjà signé : retrouvez vos documents dans votre espace client, « Mon offre ».',
  noFile: 'Aucun dossier à signer pour cette offre : validez d’abord le formulaire de souscription.',
  tooManyCodes:
    'Vous avez demandé trop de codes pour ce dossier. Utilisez le dernier reçu ou contactez-nous pour en recevoir un nouveau.',
  codeSent: (email: string) =>
    `Un code à 6 chiffres vient d’être envoyé à ${email}. Il est valable 15 minutes.`,
  signed:
    'Votre dossier est signé. Vos documents signés sont dans votre espace client et vous ont été envoyés par e-mail.',
  documentNotFound: 'Document introuvable.',
} as const;

/** `marie.dupont@example.fr` -> `m•••••••t@example.fr`: where the code went, without showing the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local.slice(0, 1)}•@${domain}`;
  return `${local[0]}${'•'.repeat(Math.min(local.length - 2, 8))}${local.at(-1)}@${domain}`;
}

/** The SEPA terms /subscribe has the visitor tick, naming the creditor (recorded in the evidence file). */
export function directDebitTermsText(creditor: { name?: string; identifier?: string } | undefined): string {
  return (
    `J’ai lu les conditions du mandat de prélèvement SEPA : ${creditor?.name || 'le créancier'}` +
    `${creditor?.identifier ? ` (ICS ${creditor.identifier})` : ''} prélèvera mon compte à la date choisie ; ` +
    'je peux demander un remboursement à ma banque dans les 8 semaines.'
  );
}
