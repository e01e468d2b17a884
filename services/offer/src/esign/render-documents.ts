import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { identityText, registrationLine } from '@courtage/contracts/broker/broker-identity';
import { formatDateFr } from '@courtage/contracts/format/french-date';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { DOCUMENT_TITLES, type SignedKind, type SubscriptionFile } from './subscription-file.ts';

const require = createRequire(import.meta.url);
// DejaVu Sans (as the quote PDF): every European name prints (Dvořák, Łukasz, Øberg).
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

// fontkit parses a font from its bytes on every embedFont (a few hundred ms for DejaVu): parse each
// font once and hand pdf-lib the parsed one (subsets are made from it, never changing it).
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string) {
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer, postscriptName);
      parsed.set(buffer, font);
    }
    return font;
  },
};

/** Parses the fonts and compiles the layout path once, at start: the first subscriber does not wait for it. */
export async function warmUpDocuments(): Promise<void> {
  const { regular, bold } = await loadFonts();
  for (const bytes of [regular, bold]) {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(cachingFontkit);
    const font = await pdf.embedFont(bytes, { subset: true });
    pdf.addPage().drawText('Łukasz Dvořák Øberg – 1 234,50 €', { font, size: 10, x: 10, y: 10 });
    await pdf.save();
  }
}

/** `1234.5` -> `1 234,50 €`. */
export function euros(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')},${cents}\u00a0€`;
}

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const WIDTH = 495;
const TOP = 790;
const BOTTOM = 70;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const COLLECTION_DAYS: Record<string, string> = { Le5: '5', Le10: '10', Le15: '15' };
const ROLES: Record<string, string> = { assure: 'Adhérent', conjoint: 'Conjoint(e)' };

/**
 * Lines of at most `width`: each word measured once (shaping a whole line again for every word
 * added is quadratic, and fontkit's layout is the slow part of rendering).
 */
function wrap(text: string, width: number, measure: (word: string) => number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/ +/)) {
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      lineWidth += (line ? space : 0) + wordWidth;
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const widths = new WeakMap<PDFFont, Map<string, number>>();
/** A word's width at 1 pt in `font`, cached per font. */
function wordWidth(font: PDFFont, word: string): number {
  let cache = widths.get(font);
  if (!cache) {
    cache = new Map();
    widths.set(font, cache);
  }
  let width = cache.get(word);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, 1);
    cache.set(word, width);
  }
  return width;
}

class Writer {
  page!: PDFPage;
  y = TOP;
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly footer: string[];
  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont, footer: string[]) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.footer = footer;
    this.newPage();
  }
  newPage(): PDFPage {
    const page = this.pdf.addPage(A4);
    this.footer.forEach((line, index) => {
      page.drawText(line, { x: LEFT, y: 40 - index * 10, size: 7, font: this.regular, color: MUTED });
    });
    this.page = page;
    this.y = TOP;
    return page;
  }
  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const paragraph of text.split('\n')) {
      for (const line of wrap(paragraph, WIDTH - indent, (word) => wordWidth(font, word) * size)) {
        if (this.y - size < BOTTOM) this.newPage();
        this.page.drawText(line, { x: LEFT + indent, y: this.y, size, font, color: INK });
        this.y -= size * 1.4;
      }
    }
    this.y -= options.gap ?? 2;
  }
  heading(text: string) {
    this.y -= 6;
    this.text(text, { size: 12, bold: true, gap: 4 });
  }
  field(label: string, value: string) {
    this.text(`${label} : ${value || '—'}`, { indent: 8 });
  }
  /** The signature block: the stamp sealing adds is written into this box. */
  signatureBox(who: string) {
    if (this.y - 90 < BOTTOM) this.newPage();
    this.y -= 8;
    this.text(`Signature de ${who}`, { bold: true });
    this.page.drawRectangle({
      x: LEFT,
      y: this.y - 60,
      width: 260,
      height: 64,
      borderColor: MUTED,
      borderWidth: 0.8,
    });
    this.text('Signature électronique par code à usage unique envoyé par e-mail', { size: 8, indent: 6 });
    this.y -= 64;
  }
}

async function documentFor(file: SubscriptionFile, title: string) {
  const { regular, bold } = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  pdf.setTitle(title);
  pdf.setAuthor(file.identity.legalName);
  pdf.setCreator(file.identity.brandName);
  pdf.setProducer(file.identity.brandName);
  // A fixed date: the same file renders to the same bytes.
  pdf.setCreationDate(new Date(file.createdAt));
  pdf.setModificationDate(new Date(file.createdAt));
  const identity = file.identity;
  const footer = [
    `${identity.legalName} – ${registrationLine(identity)} – ORIAS n° ${identity.oriasNumber} (www.orias.fr)`,
    `${identityText(identity, 'postalAddress')} – ${identity.phone} – ${identity.email}`,
    `Réclamations : ${identity.email} ; médiation : ${identity.mediatorName}, ${identityText(identity, 'mediatorAddress')}, ${identity.mediatorWebsite}`,
  ];
  const w = new Writer(
    pdf,
    await pdf.embedFont(regular, { subset: true }),
    await pdf.embedFont(bold, { subset: true }),
    footer,
  );
  w.text(identity.brandName, { size: 9, bold: true });
  w.text(title, { size: 16, bold: true, gap: 6 });
  return { pdf, w };
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const date = (iso: string) => formatDateFr(iso.slice(0, 10));

function debitSentence(file: SubscriptionFile): string {
  const day = COLLECTION_DAYS[file.collectionDate] ?? file.collectionDate;
  if (!file.schedule) return `Prélèvement ${file.frequency.toLowerCase()}, le ${day} du mois.`;
  return (
    `Prélèvement ${file.frequency.toLowerCase()} de ${euros(file.schedule.amountPerDebit)}, le ${day} du mois ; ` +
    `premier prélèvement le ${date(file.schedule.firstDebitDate)}.`
  );
}

async function membershipForm(file: SubscriptionFile): Promise<Uint8Array> {
  const { pdf, w } = await documentFor(file, DOCUMENT_TITLES['bulletin-adhesion']);
  const s = file.subscriber;
  w.text(`Référence du dossier : ${file.subscriptionId}`, { size: 8 });
  w.heading('Adhérent');
  w.field('Nom et prénom', fullName(s));
  w.field('Adresse', `${s.streetAddress}, ${s.postalCode} ${s.city}`);
  w.field('E-mail', s.email);
  w.field('Téléphone', s.phoneNumber);
  w.field('Né(e) à', `${s.birthPlace} (${s.birthCountry}), nationalité ${s.nationality}`);
  w.field('N° de sécurité sociale', s.nirMasked);
  w.heading('Personnes assurées');
  for (const person of file.insured) {
    const role = ROLES[person.member] ?? 'Enfant';
    w.field(role, `${fullName(person)}${person.birthDate ? `, né(e) le ${date(person.birthDate)}` : ''}`);
  }
  w.heading('Contrat choisi');
  w.field('Assureur', file.offer.providerName);
  w.field('Produit', file.offer.planName);
  w.field('Formule', file.offer.formulaName);
  w.field('Date d’effet', date(file.startDate));
  w.field(
    'Cotisation',
    `${euros(file.offer.monthlyPrice)} par mois, soit ${euros(file.offer.yearlyPrice)} par an`,
  );
  w.field('Paiement', debitSentence(file));
  w.heading('Garanties');
  for (const g of file.guarantees) w.field(g.label, g.display);
  w.heading('Déclarations');
  w.text(
    'Je certifie l’exactitude des informations ci-dessus. J’ai reçu le document d’information sur le produit ' +
      'd’assurance (IPID), les conditions générales du contrat et le document d’entrée en relation du cabinet. ' +
      'Je dispose d’un délai de renonciation de 14 jours calendaires à compter de la signature.',
  );
  w.signatureBox(`l’adhérent, ${fullName(s)}`);
  return pdf.save();
}

async function sepaMandate(file: SubscriptionFile): Promise<Uint8Array> {
  const { pdf, w } = await documentFor(file, DOCUMENT_TITLES['mandat-sepa']);
  const m = file.mandate;
  w.field('Référence unique du mandat (RUM)', m.reference);
  w.field('Type de paiement', 'Récurrent');
  w.heading('Créancier');
  w.field('Nom', m.creditorName);
  w.field('Identifiant créancier SEPA (ICS)', m.creditorIdentifier);
  w.field('Adresse', m.creditorAddress);
  w.heading('Débiteur');
  w.field('Titulaire du compte', m.debtorName);
  w.field(
    'Adresse',
    `${file.subscriber.streetAddress}, ${file.subscriber.postalCode} ${file.subscriber.city}`,
  );
  w.field('Banque', m.bankName);
  w.field('IBAN', m.iban.replace(/(.{4})(?=.)/g, '$1 '));
  w.field('BIC', m.bic);
  w.heading('Échéancier');
  w.text(debitSentence(file));
  w.heading('Autorisation');
  w.text(
    `En signant ce formulaire de mandat, vous autorisez ${m.creditorName} à envoyer des instructions à votre ` +
      'banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ' +
      `${m.creditorName}. Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites ` +
      'dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans ' +
      'les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
  );
  w.signatureBox(`du débiteur, ${m.debtorName}`);
  return pdf.save();
}

async function cancellationMandate(file: SubscriptionFile): Promise<Uint8Array> {
  const { pdf, w } = await documentFor(file, DOCUMENT_TITLES['mandat-resiliation']);
  const s = file.subscriber;
  w.heading('Mandant');
  w.field('Nom et prénom', fullName(s));
  w.field('Adresse', `${s.streetAddress}, ${s.postalCode} ${s.city}`);
  w.field('N° de sécurité sociale', s.nirMasked);
  w.heading('Contrat à résilier');
  w.field('Organisme', file.cancellation?.currentInsurer ?? '');
  w.field('Personnes couvertes', file.insured.map(fullName).join(', '));
  w.heading('Mandat');
  w.text(
    `Je donne mandat à ${file.identity.legalName} (ORIAS n° ${file.identity.oriasNumber}) pour résilier en mon nom ` +
      'mon contrat de complémentaire santé ci-dessus, dans les conditions de l’article L. 221-10-2 du code de la ' +
      'mutualité, L. 113-15-2 du code des assurances ou L. 932-12-2 du code de la sécurité sociale (résiliation ' +
      'infra-annuelle après un an de contrat). La résiliation prend effet un mois après sa réception par ' +
      `l’organisme ; le nouveau contrat ${file.offer.providerName} – ${file.offer.planName} prend effet le ` +
      `${date(file.startDate)}, sans interruption de couverture.`,
  );
  w.signatureBox(`du mandant, ${fullName(s)}`);
  return pdf.save();
}

/** The membership certificate: given once the file is signed, not itself signed. */
export async function renderCertificate(file: SubscriptionFile, signedAt: string): Promise<Uint8Array> {
  const { pdf, w } = await documentFor(file, DOCUMENT_TITLES['attestation-adhesion']);
  const s = file.subscriber;
  w.text(
    `${file.identity.legalName}, courtier en assurance (ORIAS n° ${file.identity.oriasNumber}), atteste que ` +
      `${fullName(s)}, demeurant ${s.streetAddress}, ${s.postalCode} ${s.city}, a adhéré le ${date(signedAt)} au ` +
      `contrat ${file.offer.providerName} – ${file.offer.planName}, formule ${file.offer.formulaName}, avec effet ` +
      `au ${date(file.startDate)}.`,
    { gap: 8 },
  );
  w.heading('Personnes couvertes');
  for (const person of file.insured) w.field(ROLES[person.member] ?? 'Enfant', fullName(person));
  w.heading('Cotisation');
  w.field(
    'Montant',
    `${euros(file.offer.monthlyPrice)} par mois, soit ${euros(file.offer.yearlyPrice)} par an`,
  );
  w.field('Paiement', debitSentence(file));
  w.field('Référence du mandat SEPA', file.mandate.reference);
  w.text(`Fait pour servir et valoir ce que de droit, le ${date(signedAt)}.`, { gap: 8 });
  return pdf.save();
}

/** The documents to sign, unsigned, in the order the visitor reviews them. */
export async function renderDocumentsToSign(
  file: SubscriptionFile,
  kinds: readonly SignedKind[],
): Promise<Array<{ kind: SignedKind; pdf: Uint8Array }>> {
  const renderers: Record<SignedKind, (f: SubscriptionFile) => Promise<Uint8Array>> = {
    'bulletin-adhesion': membershipForm,
    'mandat-sepa': sepaMandate,
    'mandat-resiliation': cancellationMandate,
  };
  return Promise.all(kinds.map(async (kind) => ({ kind, pdf: await renderers[kind](file) })));
}

/**
 * The signature stamp written into the last page before sealing: who signed, when, how. The
 * seal then covers the stamp with the rest.
 */
export async function stampSignature(
  pdf: Uint8Array,
  stamp: { signerName: string; signedAt: string; email: string; evidenceId: string },
): Promise<Uint8Array> {
  const { regular } = await loadFonts();
  const doc = await PDFDocument.load(pdf);
  doc.registerFontkit(cachingFontkit);
  const font = await doc.embedFont(regular, { subset: true });
  const page = doc.getPages().at(-1) as PDFPage;
  const signedAt = new Date(stamp.signedAt);
  const when = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(signedAt);
  const lines = [
    `Signé électroniquement par ${stamp.signerName}`,
    `le ${when} (heure de Paris)`,
    `code à usage unique envoyé à ${stamp.email}`,
    `Preuve n° ${stamp.evidenceId}`,
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: LEFT + 260 + 16, y: 160 - index * 11, size: 8, font, color: INK });
  });
  return doc.save({ useObjectStreams: false });
}
