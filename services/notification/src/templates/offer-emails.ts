import { formatDateFr, formatSlotFr } from '@courtage/contracts/format/french-date';
import { localTimeOfSlot } from '@courtage/contracts/format/overseas-time';
import { debitSchedule } from '@courtage/contracts/offer/debit-schedule';
import type {
  CallbackRescheduledData,
  ComparisonCreatedData,
  ConfirmationEmailRequestedData,
  OfferLine,
  SignatureCodeRequestedData,
  SubscriptionReceivedData,
} from '@courtage/contracts/offer/events';
import type { NamedMember } from '@courtage/contracts/offer/offer';
import { escapeHtml, escapeHtmlWithLinks } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

/** Emails caused by the offer service's events, by template name. */
export type OfferEmail =
  | { template: 'offer-summary'; data: ComparisonCreatedData }
  | { template: 'offer-confirmation'; data: ConfirmationEmailRequestedData }
  | { template: 'subscription-received'; data: SubscriptionReceivedData }
  | { template: 'callback-rescheduled'; data: CallbackRescheduledData }
  | { template: 'signature-code'; data: SignatureCodeRequestedData };
export type OfferEmailTemplate = OfferEmail['template'];
export const OFFER_EMAIL_TEMPLATES: readonly OfferEmailTemplate[] = [
  'offer-summary',
  'offer-confirmation',
  'subscription-received',
  'callback-rescheduled',
  'signature-code',
];

export const OFFER_EMAIL_SUBJECTS = {
  'offer-summary': 'Votre comparaison de mutuelles santé',
  'offer-confirmation': 'Votre rendez-vous est confirmé',
  'subscription-received': 'Votre demande de souscription est enregistrée',
  'callback-rescheduled': 'Votre rendez-vous téléphonique est déplacé',
  'signature-code': 'Votre code pour signer votre dossier de souscription',
} as const;

/** The subject once the file is signed (its documents attached). */
export const SIGNED_SUBSCRIPTION_SUBJECT = 'Votre souscription est signée : vos documents';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const COLLECTION_DAYS: Record<string, string> = { Le5: 'le 5', Le10: 'le 10', Le15: 'le 15' };

/** `2026-12-01` -> « mardi 1er décembre 2026 » (the shared French formatter of contracts). */
export function frenchDate(isoDate: string): string {
  return formatDateFr(isoDate, { withWeekday: true });
}

const ROLE: Record<string, string> = { assure: 'vous', conjoint: 'conjoint(e)' };

/** 'Lætitia Santoni (vous)', 'Marc Santoni (conjoint(e))', 'Léa Santoni (enfant)'. */
function insuredName(person: NamedMember): string {
  const role = ROLE[person.member] ?? 'enfant';
  return `${toSingleLine(person.firstName)} ${toSingleLine(person.lastName)} (${role})`;
}

function offerText(offer: OfferLine): string {
  return (
    `${toSingleLine(offer.providerName)} – ${toSingleLine(offer.planName)}, formule ${toSingleLine(offer.formulaName)} : ` +
    `${EUROS.format(offer.monthlyPrice)} par mois (${EUROS.format(offer.yearlyPrice)} par an)`
  );
}

function render(
  subject: string,
  firstName: string,
  paragraphs: string[],
  list: string[] = [],
  closing: string[] = [],
): RenderedEmail {
  const name = toSingleLine(firstName);
  const text = [
    `Bonjour ${name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(list.length > 0 ? [...list.map((l) => `- ${l}`), ''] : []),
    ...closing.flatMap((p) => [p, '']),
    'Bien cordialement,',
    `L’équipe ${BRAND_NAME}`,
    '',
  ].join('\n');
  const html = wrapHtml(
    subject,
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      // Every web address a link (the text part keeps it bare).
      ...paragraphs.map((p) => `<p>${escapeHtmlWithLinks(p)}</p>`),
      ...(list.length > 0
        ? [`<ul>${list.map((l) => `<li>${escapeHtmlWithLinks(l)}</li>`).join('')}</ul>`]
        : []),
      ...closing.map((p) => `<p>${escapeHtmlWithLinks(p)}</p>`),
      `<p>Bien cordialement,<br>\nL’équipe ${BRAND_NAME}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The visitor's comparison: the best offers, sent only when they agreed to be contacted. */
export function renderOfferSummary(data: ComparisonCreatedData): RenderedEmail {
  const list = data.topOffers.map(
    (o) => `${offerText(o)}${o.meetsAllLevels ? '' : ' – ne couvre pas tous les niveaux demandés'}`,
  );
  return render(
    OFFER_EMAIL_SUBJECTS['offer-summary'],
    data.contact.firstName,
    [
      `Merci d’avoir utilisé notre comparateur. Voici les meilleures offres pour votre foyer, pour une prise d’effet le ${frenchDate(data.startDate)} (${data.offerCount} offres comparées) :`,
    ],
    list,
    data.offersUrl ? [`Retrouvez ces offres et choisissez la vôtre : ${data.offersUrl}`] : [],
  );
}

/** ', soit 12 h 00 à La Réunion' for an overseas postal code, nothing otherwise. */
function localTime(
  data: Pick<ConfirmationEmailRequestedData, 'dateSlot' | 'timeSlot' | 'postalCode'>,
): string {
  const local = localTimeOfSlot(data.dateSlot, data.timeSlot, data.postalCode);
  return local ? `, ${local}` : '';
}

/** The call-back slot the visitor booked to confirm an offer (and in their time when overseas). */
export function renderOfferConfirmation(data: ConfirmationEmailRequestedData): RenderedEmail {
  return render(OFFER_EMAIL_SUBJECTS['offer-confirmation'], data.contact.firstName, [
    `Votre offre est confirmée : ${offerText(data.offer)}.`,
    `Un conseiller vous appellera le ${formatSlotFr(data.dateSlot, data.timeSlot, { withWeekday: true })} (heure de Paris${localTime(data)}) pour finaliser votre dossier. Prise d’effet souhaitée : ${frenchDate(data.startDate)}.`,
    data.subscribeUrl
      ? `Vous pouvez dès maintenant compléter votre souscription en ligne, avec ce lien personnel (ne le transmettez pas) : ${data.subscribeUrl}`
      : 'Vous pouvez dès maintenant compléter votre souscription en ligne.',
  ]);
}

/** A broker moved the call-back: the new slot (Paris time, and the visitor's when overseas), the old one. */
export function renderCallbackRescheduled(data: CallbackRescheduledData): RenderedEmail {
  const previous = formatSlotFr(data.previousDateSlot, data.previousTimeSlot, { withWeekday: true });
  return render(OFFER_EMAIL_SUBJECTS['callback-rescheduled'], data.contact.firstName, [
    `Votre rendez-vous téléphonique au sujet de l’offre ${offerText(data.offer)} est déplacé.`,
    `Un conseiller vous appellera le ${formatSlotFr(data.dateSlot, data.timeSlot, { withWeekday: true })} (heure de Paris${localTime(data)}), au lieu du ${previous}.`,
    'Si ce créneau ne vous convient pas, répondez simplement à cet e-mail.',
  ]);
}

/** 'Prélèvement trimestriel de 126,51 €, le 10 du mois ; premier prélèvement le jeudi 10 décembre 2026'. */
function debitLines(data: SubscriptionReceivedData): string[] {
  const day = COLLECTION_DAYS[data.collectionDate] ?? data.collectionDate;
  const schedule = debitSchedule({
    monthlyPrice: data.offer.monthlyPrice,
    yearlyPrice: data.offer.yearlyPrice,
    frequency: data.frequency,
    collectionDate: data.collectionDate,
    startDate: data.startDate,
  });
  if (!schedule) return [`Prélèvement ${data.frequency.toLowerCase()}, ${day} du mois`];
  return [
    `Prélèvement ${data.frequency.toLowerCase()} de ${EUROS.format(schedule.amountPerDebit)}, ${day} du mois`,
    `Premier prélèvement : ${frenchDate(schedule.firstDebitDate)}`,
  ];
}

/** The subscription (step 01), its SEPA mandate (IBAN masked), the amount of each debit and the first one's date. */
export function renderSubscriptionReceived(data: SubscriptionReceivedData): RenderedEmail {
  const signed = data.signedAt !== undefined;
  return render(
    signed ? SIGNED_SUBSCRIPTION_SUBJECT : OFFER_EMAIL_SUBJECTS['subscription-received'],
    data.contact.firstName,
    [
      signed
        ? `Votre dossier de souscription est signé : ${offerText(data.offer)}, à partir du ${frenchDate(data.startDate)}.`
        : `Nous avons bien reçu votre demande de souscription : ${offerText(data.offer)}, à partir du ${frenchDate(data.startDate)}.`,
      ...(data.documents && data.documents.length > 0
        ? [
            `Vos documents sont joints à cet e-mail et restent disponibles dans votre espace client : ${data.documents.map((d) => toSingleLine(d.title)).join(', ')}.`,
          ]
        : []),
      ...(data.insured && data.insured.length > 0
        ? [`Personnes assurées : ${data.insured.map(insuredName).join(', ')}.`]
        : []),
      'Mandat de prélèvement SEPA :',
    ],
    [
      `Référence unique du mandat (RUM) : ${data.mandateReference}`,
      `IBAN : ${data.ibanMasked}`,
      ...debitLines(data),
      'Vous disposez d’un délai de renonciation de 14 jours.',
      ...(data.customerAreaUrl
        ? [`Suivez votre offre dans votre espace client, « Mon offre » : ${data.customerAreaUrl}`]
        : []),
    ],
  );
}

/** The one-time code that signs the subscription file (simple electronic signature). */
export function renderSignatureCode(data: SignatureCodeRequestedData): RenderedEmail {
  const until = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
    new Date(data.expiresAt),
  );
  return render(OFFER_EMAIL_SUBJECTS['signature-code'], data.contact.firstName, [
    `Votre code de signature : ${data.code}`,
    `Saisissez-le sur la page de souscription pour signer ces documents : ${data.documents.map(toSingleLine).join(', ')}. Il est valable jusqu’à ${until} (heure de Paris) et ne sert qu’une fois.`,
    'Ne communiquez ce code à personne, pas même à un conseiller : il vaut signature. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
  ]);
}

export function renderOfferEmail(email: OfferEmail): RenderedEmail {
  switch (email.template) {
    case 'signature-code':
      return renderSignatureCode(email.data);
    case 'offer-summary':
      return renderOfferSummary(email.data);
    case 'offer-confirmation':
      return renderOfferConfirmation(email.data);
    case 'subscription-received':
      return renderSubscriptionReceived(email.data);
    case 'callback-rescheduled':
      return renderCallbackRescheduled(email.data);
  }
}
