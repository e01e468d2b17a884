import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ComparisonEmailRequestedData } from '@courtage/contracts/offer/events';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';

/** `1234.5` -> `1 234,50 €` (DejaVu has the narrow no-break space French puts between thousands). */
export function pdfEuros(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')},${cents}\u00a0€`;
}

const require = createRequire(import.meta.url);
// DejaVu Sans, embedded as a subset like the quote PDF: every European name prints.
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const A4: [number, number] = [595.28, 841.89];
const LEFT = 45;
const WIDTH = 505;
const TOP = 800;
const BOTTOM = 50;
/** Example table columns: care, price, Sécu, plan, left to pay (right-aligned amounts). */
const COLUMNS = [LEFT, 300, 360, 420, 480];
const COLUMN_RIGHT = [0, 350, 410, 470, 550];

function wrap(text: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const frenchDate = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

/** The PDF of a comparison as the visitor saw it: each offer, its price and its examples in euros. */
export async function renderComparisonPdf(data: ComparisonEmailRequestedData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular: regularBytes, bold: boldBytes } = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle('Votre comparaison de mutuelles santé');
  let page = pdf.addPage(A4);
  let y = TOP;
  const room = (height: number) => {
    if (y - height < BOTTOM) {
      page = pdf.addPage(A4);
      y = TOP;
    }
  };
  const text = (
    value: string,
    options: { size?: number; font?: PDFFont; color?: typeof INK; x?: number } = {},
  ) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    for (const line of wrap(value, WIDTH - ((options.x ?? LEFT) - LEFT), font, size)) {
      room(size + 4);
      page.drawText(line, { x: options.x ?? LEFT, y, size, font, color: options.color ?? INK });
      y -= size + 4;
    }
  };
  const right = (value: string, column: number, font: PDFFont, size: number) =>
    page.drawText(value, {
      x: (COLUMN_RIGHT[column] ?? 0) - font.widthOfTextAtSize(value, size),
      y,
      size,
      font,
      color: INK,
    });

  text('Votre comparaison de mutuelles santé', { size: 16, font: bold });
  text(
    `Pour ${data.contact.firstName} ${data.contact.lastName}, le ${frenchDate(data.requestedAt)} ; date d’effet souhaitée : ${frenchDate(data.startDate)}.`,
    { color: MUTED },
  );
  text(`Retrouvez ces offres en ligne : ${data.offersUrl}`, { size: 9, color: MUTED });
  y -= 6;
  for (const [index, offer] of data.offers.entries()) {
    room(60);
    y -= 6;
    text(`${index + 1}. ${offer.providerName} — ${offer.planName}, formule ${offer.formulaName}`, {
      size: 12,
      font: bold,
    });
    text(
      `${pdfEuros(offer.monthlyPrice)} par mois, soit ${pdfEuros(offer.yearlyPrice)} par an. ${
        offer.meetsAllLevels ? 'Couvre tous vos niveaux.' : 'Ne couvre pas tous vos niveaux.'
      }${offer.eligibilityNote ? ` ${offer.eligibilityNote}.` : ''}`,
    );
    if (offer.examples.length === 0) continue;
    room(16);
    y -= 2;
    for (const [column, title] of ['Exemple de soin', 'Prix', 'Sécu', 'Mutuelle', 'Reste'].entries()) {
      if (column === 0) page.drawText(title, { x: LEFT, y, size: 8.5, font: bold, color: MUTED });
      else right(title, column, bold, 8.5);
    }
    y -= 12;
    for (const example of offer.examples) {
      const labelLines = wrap(example.label, (COLUMNS[1] ?? 300) - LEFT - 10, regular, 8.5);
      room(labelLines.length * 11 + 2);
      const top = y;
      right(pdfEuros(example.price), 1, regular, 8.5);
      right(pdfEuros(example.secu), 2, regular, 8.5);
      right(pdfEuros(example.plan), 3, regular, 8.5);
      right(pdfEuros(example.left), 4, bold, 8.5);
      for (const line of labelLines) {
        page.drawText(line, { x: LEFT, y, size: 8.5, font: regular, color: INK });
        y -= 11;
      }
      y = Math.min(y, top - 11);
    }
  }
  y -= 8;
  text(
    'Exemples calculés sur les bases de remboursement de l’Assurance Maladie (régime de l’assuré principal, parcours de soins coordonnés) et sur le tableau de garanties de chaque formule ; la participation forfaitaire reste à votre charge. Montants indicatifs, hors plafonds déjà consommés dans l’année.',
    { size: 8, color: MUTED },
  );
  return pdf.save();
}
