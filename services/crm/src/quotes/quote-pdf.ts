import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  BROKER_REMUNERATION,
  type BrokerIdentity,
  formatSiren,
  identityText,
  registrationLine,
} from '@courtage/contracts/broker/broker-identity';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** `1234.5` -> `1 234,50 €` (DejaVu has the narrow no-break space French puts between thousands). */
export function euros(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')},${cents}\u00a0€`;
}

const frenchDate = (day: string) => day.split('-').reverse().join('/');

/** The DER mention every quote carries (reference/broker-compliance.md: DER before any subscription). */
export const DER_MENTION =
  'Conformément à la directive sur la distribution d’assurances, le document d’entrée en relation (DER) ' +
  'vous a été remis ou est disponible sur simple demande et sur notre site : il précise notre identité, ' +
  'notre numéro ORIAS, les assureurs avec lesquels nous travaillons, notre rémunération et les voies de ' +
  'réclamation et de médiation.';

const require = createRequire(import.meta.url);
// DejaVu Sans (dejavu-fonts-ttf, a free licence that allows embedding): it covers Latin, Greek and
// Cyrillic, so every European name prints (Dvořák, Łukasz, Øberg), where the PDF standard fonts stop
// at Windows-1252. Embedded as a subset: only the glyphs a quote uses.
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

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

const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const LEFT = 50;
const SIGNATURE_HEIGHT = 95;
const WIDTH = 495;

const A4: [number, number] = [595.28, 841.89];
const TOP = 800;
/** Lowest baseline of the text: below are the footer's lines. */
const BOTTOM = 60;

/** Writes lines top-down, wrapping at the page's width and going on to a new page at the bottom. */
function writer(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
  let page = pdf.addPage(A4);
  let y = TOP;
  return {
    /** The current page and baseline, on a new page when `height` points do not fit. */
    room(height: number): { page: PDFPage; y: number } {
      if (y - height < BOTTOM) {
        page = pdf.addPage(A4);
        y = TOP;
      }
      return { page, y };
    },
    gap(points: number) {
      y -= points;
    },
    text(value: string, { size = 10, isBold = false, color = INK } = {}) {
      const face = isBold ? bold : regular;
      for (const paragraph of value.split('\n')) {
        for (const line of wrap(paragraph, WIDTH, (candidate) => face.widthOfTextAtSize(candidate, size))) {
          this.room(size + 4);
          page.drawText(line, { x: LEFT, y, size, font: face, color });
          y -= size + 4;
        }
      }
    },
  };
}

/**
 * The quote as an A4 PDF (one page unless long remarks push on): the broker's identity (legal name, registration, address, ORIAS),
 * the client, the cover under its French label, the premium, the broker's remuneration, complaints
 * and the mediator, the DER mention and a signature block for both parties.
 */
export async function buildQuotePdf(
  quote: Quote,
  identity: BrokerIdentity,
  recipient: string,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Devis ${quote.reference}`);
  pdf.setAuthor(identity.legalName);
  pdf.setLanguage('fr-FR');
  const { regular: regularBytes, bold: boldBytes } = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const out = writer(pdf, regular, bold);

  out.text(`${identity.legalName} (${identity.brandName})`, { size: 15, isBold: true });
  out.text(`${registrationLine(identity)} – ${identityText(identity, 'postalAddress')}`, { size: 9 });
  out.text(
    `Courtier en assurances, ORIAS n° ${identity.oriasNumber} (www.orias.fr) – ${identity.phone} – ${identity.email}`,
    { size: 9 },
  );
  out.gap(22);
  out.text(`Devis ${quote.reference}`, { size: 18, isBold: true });
  out.text(`Établi le ${frenchDate(today)} – valable jusqu’au ${frenchDate(quote.validUntil)}`);
  out.gap(12);
  out.text('Pour', { size: 11, isBold: true });
  if (quote.companyName) out.text(quote.companyName);
  out.text(recipient);
  out.gap(12);
  out.text('Proposition', { size: 11, isBold: true });
  out.text(`Assurance : ${insuranceLineLabel(quote.insuranceLine)}`);
  if (quote.insurer) out.text(`Assureur : ${quote.insurer}`);
  out.text(`Formule et garanties : ${quote.formula}`);
  out.text(`Prime mensuelle : ${euros(quote.monthlyPremium)} TTC`, { size: 11, isBold: true });
  if (quote.notes) out.text(`Remarques : ${quote.notes}`);
  out.gap(12);
  out.text('Notre rémunération', { size: 11, isBold: true });
  out.text(BROKER_REMUNERATION, { size: 9 });
  out.gap(8);
  out.text('Réclamations et médiation', { size: 11, isBold: true });
  out.text(
    `Réclamations : ${identity.email} ou ${identity.legalName}, ${identityText(identity, 'postalAddress')}. ` +
      'Sans réponse satisfaisante sous 2 mois, vous pouvez saisir gratuitement le médiateur : ' +
      `${identity.mediatorName}, ${identityText(identity, 'mediatorAddress')}, ${identity.mediatorWebsite}.`,
    { size: 9 },
  );
  out.gap(8);
  out.text(DER_MENTION, { size: 9 });
  out.text(
    'Ce devis ne vaut pas contrat. Le document d’information sur le produit (IPID) vous sera remis avant toute souscription.',
    { size: 9 },
  );
  out.gap(18);
  const signature = out.room(SIGNATURE_HEIGHT);
  drawSignatureBlock(signature.page, signature.y, regular, bold, identity.legalName, recipient);

  const footer = `${identity.legalName} – ${registrationLine(identity)} – ORIAS n° ${identity.oriasNumber} – SIREN ${formatSiren(identity.siren)}`;
  for (const each of pdf.getPages())
    for (const [index, line] of wrap(footer, WIDTH, (candidate) =>
      regular.widthOfTextAtSize(candidate, 7),
    ).entries())
      each.drawText(line, { x: LEFT, y: 30 - index * 9, size: 7, font: regular, color: MUTED });
  return pdf.save();
}

/** Two framed boxes: the broker's and the client's "bon pour accord", date and signature. */
function drawSignatureBlock(
  page: PDFPage,
  top: number,
  regular: PDFFont,
  bold: PDFFont,
  broker: string,
  client: string,
) {
  const boxWidth = 235;
  const boxHeight = SIGNATURE_HEIGHT;
  const boxes = [
    { x: LEFT, title: 'Pour le cabinet', name: broker, hint: 'Date et signature' },
    {
      x: LEFT + WIDTH - boxWidth,
      title: 'Le client',
      name: client,
      hint: 'Date, signature et mention « Bon pour accord »',
    },
  ];
  for (const box of boxes) {
    page.drawRectangle({
      x: box.x,
      y: top - boxHeight,
      width: boxWidth,
      height: boxHeight,
      borderColor: MUTED,
      borderWidth: 0.8,
    });
    page.drawText(box.title, { x: box.x + 8, y: top - 16, size: 10, font: bold, color: INK });
    const name = wrap(box.name, boxWidth - 16, (line) => regular.widthOfTextAtSize(line, 9))[0] ?? '';
    page.drawText(name, { x: box.x + 8, y: top - 30, size: 9, font: regular, color: INK });
    page.drawText(box.hint, { x: box.x + 8, y: top - boxHeight + 8, size: 7.5, font: regular, color: MUTED });
  }
}
