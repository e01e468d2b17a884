import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** `1234.5` -> `1 234,50 €` with plain spaces (Helvetica's WinAnsi has no narrow no-break space). */
export function euros(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} €`;
}

const frenchDate = (day: string) => day.split('-').reverse().join('/');

/** The DER mention every quote carries (reference/broker-compliance.md: DER before any subscription). */
export const DER_MENTION =
  'Conformément à la directive sur la distribution d’assurances, le document d’entrée en relation (DER) ' +
  'vous a été remis ou est disponible sur simple demande : il précise notre identité, notre numéro ORIAS, ' +
  'notre mode de rémunération et les voies de réclamation et de médiation (ACPR, 4 place de Budapest, 75009 Paris).';

function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The quote as a one-page A4 PDF: broker with ORIAS number, client, cover, premium, validity, DER mention. */
export async function buildQuotePdf(
  quote: Quote,
  broker: { name: string; oriasNumber: string },
  recipient: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Devis ${quote.reference}`);
  pdf.setAuthor(broker.name);
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (value: string, size = 11, useBold = false, x = 50) => {
    const face = useBold ? bold : font;
    for (const line of wrap(value, 495, (candidate) => face.widthOfTextAtSize(candidate, size))) {
      page.drawText(line, { x, y, size, font: face, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 5;
    }
  };
  text(broker.name, 16, true);
  text(`Courtier en assurances – ORIAS n° ${broker.oriasNumber} (www.orias.fr)`, 10);
  y -= 20;
  text(`Devis ${quote.reference}`, 20, true);
  text(
    `Établi le ${frenchDate(new Date().toISOString().slice(0, 10))} – valable jusqu’au ${frenchDate(quote.validUntil)}`,
  );
  y -= 15;
  text('Pour', 12, true);
  if (quote.companyName) text(quote.companyName);
  text(recipient);
  y -= 15;
  text('Proposition', 12, true);
  text(`Assurance : ${quote.insuranceLine}`);
  if (quote.insurer) text(`Assureur : ${quote.insurer}`);
  text(`Formule et garanties : ${quote.formula}`);
  text(`Prime mensuelle : ${euros(quote.monthlyPremium)} TTC`, 12, true);
  if (quote.notes) text(`Remarques : ${quote.notes}`);
  y -= 25;
  text(DER_MENTION, 9);
  text(
    'Ce devis ne vaut pas contrat. Le document d’information sur le produit (IPID) vous sera remis avant toute souscription.',
    9,
  );
  return pdf.save();
}
