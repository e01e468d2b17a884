import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { formatDateFr, formatDateTimeFr } from '@courtage/contracts/format/french-date';
import { OFFER_STATE_LABELS } from '@courtage/contracts/offer/vocabulary';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_KIND_LABELS,
  type ConsentChannel,
} from '@courtage/contracts/privacy/consent-texts';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import type { SubjectData } from './subject-data.ts';

const require = createRequire(import.meta.url);
// DejaVu Sans, embedded as a subset: every European name prints (the standard PDF fonts stop at
// Windows-1252).
let fonts: Promise<[Uint8Array, Uint8Array]> | null = null;
const loadFonts = () => {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
};

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const WIDTH = 495;
const TOP = 800;
const BOTTOM = 50;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);

function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t]+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const euros = (amount: number) =>
  `${amount
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}\u00a0€`;

/**
 * The right-of-access file a customer reads: the same content as the JSON export, in French,
 * section by section (profile, offers, subscriptions, consents with their exact texts, questions,
 * documents).
 */
export async function buildSubjectDataPdf(data: SubjectData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle('Mes données personnelles');
  pdf.setLanguage('fr-FR');
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  let page = pdf.addPage(A4);
  let y = TOP;
  const text = (value: string, { size = 10, face = regular as PDFFont, color = INK, indent = 0 } = {}) => {
    for (const paragraph of value.split('\n')) {
      for (const line of wrap(paragraph, WIDTH - indent, (c) => face.widthOfTextAtSize(c, size))) {
        if (y - size - 4 < BOTTOM) {
          page = pdf.addPage(A4);
          y = TOP;
        }
        page.drawText(line, { x: LEFT + indent, y, size, font: face, color });
        y -= size + 4;
      }
    }
  };
  const heading = (value: string) => {
    y -= 10;
    text(value, { size: 13, face: bold });
    y -= 2;
  };
  const field = (label: string, value: string) => text(`${label} : ${value || '—'}`, { indent: 10 });
  const none = (what: string) => text(what, { color: MUTED, indent: 10 });

  text('Mes données personnelles', { size: 18, face: bold });
  text(`Export établi le ${formatDateTimeFr(data.generatedAt)} (droit d’accès, article 15 du RGPD)`, {
    size: 9,
    color: MUTED,
  });

  heading('Mon profil');
  field('Nom', data.profile.fullName);
  field('Adresse e-mail', data.profile.email);
  field('Téléphone', data.profile.phoneNumber ?? '');
  field('Adresse e-mail vérifiée', data.profile.isEmailVerified ? 'oui' : 'non');

  heading('Mes offres');
  if (data.offers.length === 0) none('Aucune offre.');
  for (const offer of data.offers) {
    text(`${offer.provider.name} – ${offer.plan.name} (${offer.formula.name})`, { face: bold, indent: 10 });
    field('État', OFFER_STATE_LABELS[offer.state]);
    field('Prix mensuel', euros(offer.monthlyPrice));
    field('Date d’effet', formatDateFr(offer.startDate));
    field('Créée le', formatDateTimeFr(offer.createdAt));
  }

  heading('Mes souscriptions');
  if (data.subscriptions.length === 0) none('Aucune souscription.');
  for (const s of data.subscriptions) {
    text(`Souscription du ${formatDateTimeFr(s.createdAt)}`, { face: bold, indent: 10 });
    field('Numéro de sécurité sociale (masqué)', s.securiteSocialeMasked);
    field('Adresse', s.streetAddress);
    field('Lieu de naissance', `${s.birthPlace} (${s.birthCountry})`);
    field('Nationalité', s.nationality);
    field('Banque', s.bankName);
    field('Titulaire du compte', s.accountHolder);
    field('IBAN (masqué)', s.ibanMasked);
    field('Référence du mandat SEPA', s.mandateReference);
    for (const b of s.beneficiaries)
      field('Bénéficiaire', `${b.firstName} ${b.lastName}, né(e) le ${formatDateFr(b.birthDate)}`);
  }

  heading('Mes consentements');
  if (data.consents.length === 0) none('Aucun consentement enregistré.');
  for (const c of data.consents) {
    text(CONSENT_KIND_LABELS[c.kind], { face: bold, indent: 10 });
    field(
      'Donné le',
      `${formatDateTimeFr(c.givenAt)} (${CONSENT_CHANNEL_LABELS[c.channel as ConsentChannel] ?? c.channel})`,
    );
    field('Texte accepté', `« ${c.text} » (version ${c.textVersion})`);
    field('Retiré le', c.withdrawnAt ? formatDateTimeFr(c.withdrawnAt) : 'non retiré');
  }

  heading('Mes questions');
  if (data.questions.length === 0) none('Aucune question.');
  for (const q of data.questions) {
    text(`Question du ${formatDateTimeFr(q.createdAt)}`, { face: bold, indent: 10 });
    text(q.query, { indent: 10 });
    if (q.feedback) field('Réponse', q.feedback);
  }

  heading('Mes documents');
  if (data.documents.length === 0) none(DOCUMENT_MESSAGES.empty);
  for (const d of data.documents) field(d.title, d.url);

  return pdf.save();
}
