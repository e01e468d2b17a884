import type { BrokerIdentity } from '@courtage/contracts/broker/broker-identity';
import { WARRANTY_CATEGORY_LABELS } from '@courtage/contracts/offer/vocabulary';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { FormulaView } from '../offers/formula-views.ts';
import { guaranteeDisplay } from '../offers/guarantee-display.ts';

/**
 * A generated sample of the plan's general conditions, marked as such: what the demo plans give
 * until an Admin uploads the insurer's own document.
 */
export async function renderGeneralConditions(
  view: FormulaView,
  identity: BrokerIdentity,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Conditions générales – ${view.plan.name}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const ink = rgb(0.1, 0.1, 0.15);
  const write = (text: string, size = 10, strong = false) => {
    const font = strong ? bold : regular;
    const words = text.replace(/[\u2009\u202f]/g, ' ').split(' ');
    let line = '';
    const flush = () => {
      if (y < 60) {
        page = pdf.addPage([595.28, 841.89]);
        y = 790;
      }
      page.drawText(line, { x: 50, y, size, font, color: ink });
      y -= size * 1.4;
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > 495 && line) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
    y -= 4;
  };
  write(`Conditions générales – ${view.provider.name}, ${view.plan.name}`, 15, true);
  write(
    'Exemple généré pour la démonstration : les conditions de l’assureur, déposées par un administrateur, le remplacent.',
    9,
  );
  write('Article 1 – Objet du contrat', 11, true);
  write(
    `Le contrat ${view.plan.name}, assuré par ${view.provider.name} et distribué par ${identity.legalName} (ORIAS n° ${identity.oriasNumber}), ` +
      'rembourse tout ou partie des frais de santé restant à la charge de l’assuré après l’intervention de l’Assurance maladie obligatoire. ' +
      'Il est responsable et solidaire au sens des articles L. 871-1 et L. 912-7 du code de la sécurité sociale.',
  );
  write('Article 2 – Garanties de la formule', 11, true);
  for (const g of view.formula.guarantees)
    write(
      `${WARRANTY_CATEGORY_LABELS[g.category as keyof typeof WARRANTY_CATEGORY_LABELS] ?? g.category} – ${g.label} : ${guaranteeDisplay(g)}`,
    );
  write('Article 3 – Cotisations', 11, true);
  write(
    'La cotisation est payable d’avance selon la périodicité choisie, par prélèvement SEPA. Un défaut de paiement peut entraîner la suspension des garanties dans les conditions de l’article L. 113-3 du code des assurances.',
  );
  write('Article 4 – Renonciation et résiliation', 11, true);
  write(
    'L’adhérent peut renoncer au contrat dans les 14 jours suivant sa signature. Après un an, il peut le résilier à tout moment ; la résiliation prend effet un mois après sa notification.',
  );
  write('Article 5 – Réclamations et médiation', 11, true);
  write(
    `Réclamations : ${identity.email}. Médiation : ${identity.mediatorName}, ${identity.mediatorWebsite}.`,
  );
  return pdf.save();
}
