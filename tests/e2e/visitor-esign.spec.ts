import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { SIGNATURE_MESSAGES } from '@courtage/contracts/offer/signature-messages';
import { verifySeal } from '@courtage/offer/esign/verify-seal';
import { type Download, expect, type Page, type TestInfo, test } from '@playwright/test';
import JSZip from 'jszip';
import pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { createStaff, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';
import { fillSubscription, waitForEmail } from './comparator-flow.ts';
import { emailsTo } from './maildev.ts';
import { API_URL, confirmedOfferLink } from './offer-api.ts';
import {
  enterSignatureCode,
  SIGNED_SUBSCRIPTION_SUBJECT,
  waitForSignatureCode,
} from './support/sign-subscription.ts';

/**
 * The e-signed subscription file, end to end: the visitor subscribes (quarterly, asking us
 * to cancel the current contract), reviews the three documents, gets a code by email, types a
 * wrong one (a French message, nothing signed), reloads (nothing lost), signs with the right one;
 * the confirmation email carries the documents; in the customer area each document downloads,
 * the sealed ones pass the seal check and fail it once changed; the broker sees the signature
 * and downloads the ZIP, whose evidence file holds the same hashes. A second file is locked by
 * five wrong codes.
 */

// A subscription, a customer sign-up and a staff sign-in by emailed code.
test.setTimeout(240_000);

/** The test stack's offer database (a code made to expire). */
const OFFER_DATABASE_URL =
  process.env.E2E_OFFER_DATABASE_URL ?? 'postgres://courtage_test_offer@127.0.0.1:5432/courtage_test_offer';
/** E2E_SCREENSHOTS_DIR: a folder the screens of the journey are kept in (else the test's output, discarded). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const shotPath = (testInfo: TestInfo, name: string) =>
  SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`);

const SEALED_KINDS = ['bulletin-adhesion', 'mandat-sepa', 'mandat-resiliation'];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** /subscribe filled for Claire Martin (offer-api.ts), quarterly, with a contract to cancel. */
async function fillAndSend(page: Page): Promise<void> {
  await fillSubscription(page, {
    nationality: 'Française',
    birthPlace: 'Paris',
    birthCountry: 'France',
    nir: '2 90 06 75 111 222 97',
    street: '5 rue Oberkampf',
    bank: 'La Banque Postale',
    holder: 'Claire Martin',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'PSSTFRPP',
  });
  await page.getByLabel('Fréquence de paiement *').selectOption('Trimestriel');
  await page.getByLabel(/J’ai actuellement une mutuelle santé/).check();
  await page.getByLabel('Nom de votre mutuelle actuelle *').fill('Mutuelle des Anciens');
  await page.getByRole('button', { name: 'Valider ma souscription' }).click();
  await expect(page.getByRole('heading', { name: 'Relisez et signez votre dossier' })).toBeVisible({
    timeout: 20_000,
  });
}

test('a visitor reviews, signs with the emailed code and finds the sealed documents; the broker gets the file as a ZIP', async ({
  page,
  browser,
}, testInfo: TestInfo) => {
  const email = uniqueEmail('signature');
  const link = await confirmedOfferLink(page, email);
  const offerId = new URL(link, 'http://x').searchParams.get('offerId') ?? '';
  await page.goto(link);
  await fillAndSend(page);

  // The summary: quarterly amount and first debit, the IBAN masked, the contract to cancel.
  const summary = page.locator('.signature-summary');
  await expect(summary).toContainText(/\d+,\d{2}\s€ par prélèvement trimestriel, premier prélèvement le \d/);
  await expect(summary).toContainText('Mutuelle des Anciens');
  await expect(page.locator('body')).not.toContainText('FR76 3000 6000 0112 3456 7890 189');
  const review = page.getByRole('button', { name: /^Relire : / });
  await expect(review).toHaveCount(3);
  await expect(review).toHaveText([
    'Relire : Bulletin d’adhésion (PDF)',
    'Relire : Mandat de prélèvement SEPA (PDF)',
    'Relire : Mandat de résiliation de votre contrat actuel (PDF)',
  ]);
  // Each document to review is a PDF (not sealed yet).
  const [reviewed] = await Promise.all([page.waitForEvent('download'), review.nth(1).click()]);
  const reviewedPdf = await bytesOf(reviewed);
  expect(reviewedPdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(verifySeal(reviewedPdf).valid).toBe(false);

  const first = await waitForSignatureCode(email);
  expect(first.email.text).toContain('Bulletin d’adhésion');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(testInfo, `signature-step-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A wrong code: a French message, nothing signed, one attempt fewer.
  const wrong = first.code === '000000' ? '111111' : '000000';
  await enterSignatureCode(page, wrong);
  await expect(page.getByRole('alert')).toHaveText(SIGNATURE_MESSAGES.wrongCode(4));
  await expect(page.getByLabel(/^Code reçu par e-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Il vous reste 4 essais.')).toBeVisible();

  // A reload mid-way loses nothing: the same file, the same attempts left, the code still valid.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Relisez et signez votre dossier' })).toBeVisible();
  await expect(page.getByText('Il vous reste 4 essais.')).toBeVisible();
  await expect(page.locator('.signature-summary')).toContainText('Mutuelle des Anciens');

  // Past its 15 minutes (moved back in the database), even the right code signs nothing; a new
  // code by email then does.
  const offerDb = new pg.Client({ connectionString: OFFER_DATABASE_URL });
  await offerDb.connect();
  try {
    await offerDb.query(
      `UPDATE subscription_signatures SET code_expires_at = now() - interval '1 second' WHERE offer_id = $1`,
      [offerId],
    );
  } finally {
    await offerDb.end();
  }
  await enterSignatureCode(page, first.code);
  await expect(page.getByRole('alert')).toHaveText(SIGNATURE_MESSAGES.expiredCode);
  await page.getByRole('button', { name: 'Recevoir un nouveau code' }).click();
  const second = await waitForSignatureCode(email, new Set([first.email.id]));
  await enterSignatureCode(page, second.code);
  const done = page.getByRole('status').filter({ hasText: 'Votre souscription est enregistrée' });
  await expect(done).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre dossier est signé' })).toBeFocused();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(testInfo, `signature-done-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The confirmation email: the quarterly amount and first debit, the documents attached.
  const confirmation = await waitForEmail(email, SIGNED_SUBSCRIPTION_SUBJECT);
  expect(confirmation.text).toMatch(/Prélèvement trimestriel de \d+,\d{2}\s€/);
  expect(confirmation.text).toContain('Premier prélèvement');
  const attached = (
    confirmation as { attachments?: Array<{ fileName?: string; generatedFileName?: string }> }
  ).attachments;
  expect((attached ?? []).map((file) => file.fileName ?? file.generatedFileName).sort()).toEqual([
    'attestation-adhesion.pdf',
    'bulletin-adhesion-signe.pdf',
    'conditions-generales.pdf',
    'ipid.pdf',
    'mandat-resiliation-signe.pdf',
    'mandat-sepa-signe.pdf',
  ]);

  // The customer area: the password from the welcome email, then each document of the offer.
  const welcome = await waitForEmail(email, 'Votre espace client est prêt');
  const setPassword = (welcome.text ?? '').match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_.-]+/)?.[0];
  expect(setPassword, 'set-password link in the welcome email').toBeTruthy();
  const password = `Mutuelle-${Date.now()}-Ok`;
  await page.goto(setPassword ?? '');
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('link', { name: 'Me connecter' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const mine = page.locator('.customer-offers .offer-card');
  await expect(mine).toContainText('Souscrite');
  await mine.getByRole('link', { name: /Voir le détail/ }).click();
  await expect(page).toHaveURL(new RegExp(`/offer-details/${offerId}$`));
  const documents = page.getByRole('region', { name: 'Mes documents' });
  await expect(documents.getByTestId('offer-debits')).toContainText(
    /Prélèvement trimestriel de \d+,\d{2}\s€, premier prélèvement le \d/,
  );
  const buttons = documents.getByRole('button', { name: /^Télécharger : / });
  await expect(buttons).toHaveCount(6);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await documents.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(testInfo, `customer-documents-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const downloaded = new Map<string, Buffer>();
  for (let index = 0; index < 6; index++) {
    const [file] = await Promise.all([page.waitForEvent('download'), buttons.nth(index).click()]);
    downloaded.set(file.suggestedFilename(), await bytesOf(file));
  }
  expect([...downloaded.keys()].sort()).toEqual([
    'attestation-adhesion.pdf',
    'bulletin-adhesion-signe.pdf',
    'conditions-generales.pdf',
    'ipid.pdf',
    'mandat-resiliation-signe.pdf',
    'mandat-sepa-signe.pdf',
  ]);
  // The quarterly amount and the first debit, in the membership form, the mandate and the certificate.
  for (const name of ['bulletin-adhesion-signe.pdf', 'mandat-sepa-signe.pdf', 'attestation-adhesion.pdf']) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(downloaded.get(name) ?? [])), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' '), name).toMatch(
      /Prélèvement trimestriel de \d+,\d{2} €, le 10 du mois ; premier prélèvement le \d/,
    );
  }
  for (const [name, pdf] of downloaded) {
    expect(pdf.subarray(0, 5).toString(), name).toBe('%PDF-');
    if (!name.endsWith('-signe.pdf')) continue;
    // The seal checks with the verifier; one changed byte, and it no longer does.
    expect(verifySeal(pdf), name).toMatchObject({ valid: true });
    const changed = Buffer.from(pdf);
    const at = changed.indexOf('/Title');
    changed[at + 1] = 'X'.charCodeAt(0);
    expect(verifySeal(changed).valid, `${name} changed`).toBe(false);
  }

  // The broker: the offer shows the signed file and downloads it as one ZIP.
  const staff = await createStaff('admin');
  const brokerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const broker = await brokerContext.newPage();
  await staffSignsInWithEmailCode(broker, staff.email, staff.password);
  await broker.goto(`/admin/offer-details/${offerId}`);
  await expect(broker.getByTestId('offer-signature')).toContainText(/^Signé le .*, 3 documents scellés$/);
  const [zipDownload] = await Promise.all([
    broker.waitForEvent('download'),
    broker.getByRole('button', { name: 'Télécharger le dossier (ZIP)' }).click(),
  ]);
  const zip = await JSZip.loadAsync(await bytesOf(zipDownload));
  const evidence = JSON.parse((await zip.file('preuve-de-signature.json')?.async('string')) ?? '{}') as {
    signer: { email: string };
    userAgent: string | null;
    documents: Array<{ kind: string; signedSha256: string; signedKey: string }>;
    codeEvents: Array<{ event: string }>;
  };
  expect(evidence.signer.email).toBe(email);
  expect(evidence.userAgent).toContain('Mozilla');
  expect(evidence.codeEvents.map((e) => e.event)).toEqual([
    'code-sent',
    'code-wrong',
    'code-expired',
    'code-resent',
    'code-verified',
  ]);
  expect(evidence.documents.map((d) => d.kind)).toEqual(SEALED_KINDS);
  // The evidence's hashes are those of the PDFs the customer downloaded and of the ZIP's.
  for (const document of evidence.documents) {
    const name = document.signedKey.split('/').at(-1) ?? '';
    expect(sha256(downloaded.get(name) ?? Buffer.alloc(0)), name).toBe(document.signedSha256);
    const inZip = Buffer.from((await zip.file(name)?.async('uint8array')) ?? []);
    expect(sha256(inZip), `${name} in the ZIP`).toBe(document.signedSha256);
  }
  for (const width of [1280, 390]) {
    await broker.setViewportSize({ width, height: 900 });
    await broker.getByTestId('offer-signature').scrollIntoViewIfNeeded();
    await broker.screenshot({ path: shotPath(testInfo, `broker-offer-signature-${width}`) });
  }
  await brokerContext.close();
});

test('five wrong codes lock the file and tell the visitor what to do; even the right code then signs nothing', async ({
  page,
}) => {
  const email = uniqueEmail('signature-verrou');
  const link = await confirmedOfferLink(page, email);
  await page.goto(link);
  await fillAndSend(page);
  const first = await waitForSignatureCode(email);
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  for (let left = 4; left >= 3; left--) {
    await enterSignatureCode(page, wrongFor(first.code));
    await expect(page.getByRole('alert')).toHaveText(SIGNATURE_MESSAGES.wrongCode(left));
  }
  // A new code by email replaces the first; the wrong attempts still count.
  await page.getByRole('button', { name: 'Recevoir un nouveau code' }).click();
  const second = await waitForSignatureCode(email, new Set([first.email.id]));
  await expect(page.getByText('Il vous reste 3 essais.')).toBeVisible();
  for (let left = 2; left >= 1; left--) {
    await enterSignatureCode(page, wrongFor(second.code));
    await expect(page.getByRole('alert')).toHaveText(SIGNATURE_MESSAGES.wrongCode(left));
  }
  await enterSignatureCode(page, wrongFor(second.code));
  const locked = page.getByRole('alert').first();
  await expect(locked).toContainText('la signature de ce dossier est bloquée et rien n’a été signé');
  await expect(locked).toContainText('Appelez-nous au');
  await expect(page.getByLabel(/^Code reçu par e-mail/)).toHaveCount(0);
  // A reload keeps it locked: no code field, the same instructions.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('la signature de ce dossier est bloquée');
  await expect(page.getByLabel(/^Code reçu par e-mail/)).toHaveCount(0);
  // The right code, sent straight to the API, signs nothing either.
  const url = new URL(link, 'http://x');
  const right = await page.request.post(`${API_URL}/api/v1/confirm-offer/signature/sign`, {
    data: {
      offerId: url.searchParams.get('offerId'),
      capability: url.hash.replace('#cle=', ''),
      code: second.code,
      consent: true,
    },
  });
  expect(right.status()).toBe(409);
  expect(((await right.json()) as { message: string }).message).toContain(
    'la signature de ce dossier est bloquée',
  );
  expect((await emailsTo(email)).map((e) => e.subject)).not.toContain(SIGNED_SUBSCRIPTION_SUBJECT);
});
