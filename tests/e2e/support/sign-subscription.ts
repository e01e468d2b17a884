import { SIGNATURE_CONSENT_TEXT } from '@courtage/contracts/offer/signature-messages';
import { expect, type Page } from '@playwright/test';
import { emailsTo, type MaildevEmail } from '../maildev.ts';

/** The subject of the email that carries the signing code (services/notification). */
export const SIGNATURE_CODE_SUBJECT = 'Votre code pour signer votre dossier de souscription';
/** The confirmation email once the file is signed, documents attached. */
export const SIGNED_SUBSCRIPTION_SUBJECT = 'Votre souscription est signée : vos documents';

/**
 * The newest signing-code email to `address` that is not in `seen` (a code sent again replaces
 * the previous one), and its 6-digit code.
 */
export async function waitForSignatureCode(
  address: string,
  seen: ReadonlySet<string> = new Set(),
): Promise<{ code: string; email: MaildevEmail }> {
  let found: MaildevEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address))
          .filter((email) => email.subject === SIGNATURE_CODE_SUBJECT && !seen.has(email.id))
          .at(-1);
        return Boolean(found);
      },
      {
        message: `signing code email to ${address} in MailDev`,
        timeout: 30_000,
        intervals: [250, 500, 1000],
      },
    )
    .toBe(true);
  const email = found as MaildevEmail;
  const code = /Votre code de signature : (\d{6})/.exec(email.text ?? '')?.[1];
  if (!code) throw new Error(`no code in "${email.subject}"`);
  return { code, email };
}

/** Types the code and ticks the consent on the signing step, then presses 'Signer mon dossier'. */
export async function enterSignatureCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/^Code reçu par e-mail/).fill(code);
  const consent = page.getByLabel(SIGNATURE_CONSENT_TEXT, { exact: false });
  if (!(await consent.isChecked())) await consent.check();
  await page.getByRole('button', { name: 'Signer mon dossier' }).click();
}

/**
 * After 'Valider ma souscription': the signing step comes, the code arrives by email, the visitor
 * signs with it and reads that the subscription is recorded. Returns the code email.
 */
export async function signSubscriptionWithEmailedCode(page: Page, address: string): Promise<MaildevEmail> {
  await expect(page.getByRole('heading', { name: 'Relisez et signez votre dossier' })).toBeVisible({
    timeout: 20_000,
  });
  const { code, email } = await waitForSignatureCode(address);
  await enterSignatureCode(page, code);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre souscription est enregistrée' }),
  ).toBeVisible();
  return email;
}
