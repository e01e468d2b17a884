import { WARRANTY_CATEGORIES, WARRANTY_CATEGORY_LABELS } from '@courtage/contracts/offer/vocabulary';
import { breakTextIntoLines, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { FormulaView } from '../offers/formula-views.ts';
import { guaranteeDisplay } from '../offers/guarantee-display.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.15);

// Helvetica speaks WinAnsi: thin and narrow no-break spaces become plain spaces.
const printable = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** Lays text out top to bottom, wrapping lines and opening a new page when one is full. */
class Writer {
  private readonly pdf: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private page: PDFPage;
  private y = A4[1] - MARGIN;
  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.page = pdf.addPage(A4);
  }

  line(text: string, size = 10, strong = false, indent = 0): void {
    const font = strong ? this.bold : this.regular;
    const measure = (candidate: string) => font.widthOfTextAtSize(candidate, size);
    for (const part of breakTextIntoLines(printable(text), [' '], WIDTH - indent, measure)) {
      if (this.y < MARGIN + size) {
        this.page = this.pdf.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.page.drawText(part, { x: MARGIN + indent, y: this.y, size, font, color: INK });
      this.y -= size * 1.35;
    }
  }

  heading(text: string): void {
    this.y -= 8;
    this.line(text, 12, true);
  }
}

const months = (n: number) => (n === 0 ? 'aucun délai de carence' : `${n} mois de délai de carence`);

/**
 * The IPID of a formula (the standardised product information document the DDA requires
 * before signing), as an A4 PDF built from the catalog: insurer, plan and formula, what is
 * covered (the guarantee table), waiting periods, what is not covered, obligations.
 */
export async function renderIpid(view: FormulaView): Promise<Uint8Array> {
  const { formula } = view;
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(formula.ipid.title));
  pdf.setAuthor(printable(view.provider.name));
  pdf.setLanguage('fr-FR');
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

  w.line('Assurance complémentaire santé', 16, true);
  w.line('Document d’information sur le produit d’assurance (IPID)', 13, true);
  w.line(`Compagnie : ${view.provider.name} – Produit : ${view.plan.name}, formule ${formula.name}`, 11);
  w.line(
    'Ce document présente un résumé des principales garanties et exclusions du produit. L’information ' +
      'précontractuelle et contractuelle complète figure dans les conditions générales et particulières.',
    9,
  );

  w.heading('De quel type d’assurance s’agit-il ?');
  w.line(
    'Un contrat individuel de complémentaire santé qui rembourse tout ou partie des frais de santé restant ' +
      `à la charge de l’assuré après l’intervention de l’Assurance maladie obligatoire.${
        formula.contratResponsable ? ' Contrat responsable et solidaire.' : ''
      }${formula.hundredPercentSante ? ' Il donne accès aux équipements du panier 100 % Santé sans reste à charge.' : ''}`,
  );

  w.heading('Qu’est-ce qui est assuré ?');
  w.line('Remboursements, Sécurité sociale comprise (BR : base de remboursement) :', 9);
  for (const category of WARRANTY_CATEGORIES) {
    const lines = formula.guarantees.filter((g) => g.category === category);
    if (lines.length === 0) continue;
    w.line(`${WARRANTY_CATEGORY_LABELS[category]} (${months(formula.waitingPeriods[category])})`, 10, true);
    for (const line of lines) w.line(`• ${line.label} : ${guaranteeDisplay(line)}`, 10, false, 12);
  }

  w.heading('Qu’est-ce qui n’est pas assuré ?');
  for (const item of [
    'La participation forfaitaire et les franchises médicales laissées à la charge de l’assuré.',
    'Les majorations appliquées hors parcours de soins coordonnés.',
    'Les soins non remboursés par l’Assurance maladie obligatoire, sauf mention contraire ci-dessus.',
  ])
    w.line(`• ${item}`, 10, false, 12);

  w.heading('Y a-t-il des restrictions de couverture ?');
  w.line(
    'Les délais de carence indiqués par poste courent à partir de la date d’effet ; les remboursements ' +
      'sont limités aux frais réels et aux plafonds indiqués.',
  );

  w.heading('Où suis-je couvert ?');
  w.line(
    'En France et à l’étranger, pour les soins pris en charge par l’Assurance maladie obligatoire française.',
  );

  w.heading('Quelles sont mes obligations ?');
  w.line(
    'Répondre exactement aux questions posées à la souscription, payer la cotisation, déclarer tout ' +
      'changement de situation (adresse, régime, personnes assurées) dans les 15 jours.',
  );

  w.heading('Quand et comment effectuer les paiements ?');
  w.line('Par prélèvement SEPA, mensuel, trimestriel ou annuel, à la date choisie à la souscription.');

  w.heading('Quand commence la couverture et quand prend-elle fin ?');
  w.line(
    'À la date d’effet indiquée au certificat d’adhésion, pour un an, renouvelé chaque année par tacite ' +
      'reconduction. Délai de renonciation : 14 jours après la souscription.',
  );

  w.heading('Comment puis-je résilier le contrat ?');
  w.line(
    'À tout moment après un an d’adhésion (résiliation infra-annuelle), par lettre ou courriel à l’assureur.',
  );

  return pdf.save();
}
