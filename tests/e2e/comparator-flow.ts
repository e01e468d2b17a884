import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { emailsTo, type MaildevEmail } from './maildev.ts';

/** Helpers of the comparator journeys (comparator-*.spec.ts). */

export type Household = {
  status: 'Seul(e)' | 'Un couple' | 'Un couple + enfant(s)' | 'Seul(e) + enfant(s)';
  gender: 'Homme' | 'Femme';
  birthDate: string;
  activity: string;
  socialRegime: string;
  /** The partner; activity and regime left at "the same as yours" when not given. */
  partner?: { gender: 'Homme' | 'Femme'; birthDate: string; activity?: string; socialRegime?: string };
  children?: string[];
};

export const uniqueEmail = (who: string) => `${who}-${randomUUID()}@example.com`;

/** Opens the home page and waits for the hydrated comparator. */
export async function openComparator(page: Page): Promise<Locator> {
  await page.goto('/');
  const comparator = page.locator('.comparator[data-ready="true"]');
  await expect(comparator).toBeVisible();
  await expect(comparator.getByText('Étape 1 sur 4 : Votre foyer')).toBeVisible();
  return comparator;
}

export async function fillHousehold(comparator: Locator, household: Household): Promise<void> {
  await comparator.getByRole('radio', { name: household.status, exact: true }).check();
  await comparator
    .getByRole('group', { name: 'Vous êtes *' })
    .getByRole('radio', { name: household.gender })
    .check();
  await comparator.getByLabel('Votre date de naissance *').fill(household.birthDate);
  await comparator.getByLabel('Votre activité professionnelle *').selectOption(household.activity);
  await comparator.getByLabel('Votre régime social *').selectOption(household.socialRegime);
  if (household.partner) {
    await comparator
      .getByRole('group', { name: 'Votre conjoint(e) est *' })
      .getByRole('radio', { name: household.partner.gender })
      .check();
    await comparator.getByLabel('Date de naissance de votre conjoint(e) *').fill(household.partner.birthDate);
    if (household.partner.activity)
      await comparator
        .getByLabel('Activité professionnelle de votre conjoint(e)')
        .selectOption(household.partner.activity);
    if (household.partner.socialRegime)
      await comparator
        .getByLabel('Régime social de votre conjoint(e)')
        .selectOption(household.partner.socialRegime);
  }
  const children = household.children ?? [];
  if (children.length > 0) {
    await comparator.getByLabel('Nombre d’enfants *').selectOption(String(children.length));
    for (const [index, birthDate] of children.entries()) {
      await comparator.getByLabel(`Date de naissance de l’enfant ${index + 1} *`).fill(birthDate);
    }
  }
}

export async function fillDetails(
  comparator: Locator,
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    postalCode: string;
    city: string;
  },
): Promise<void> {
  await comparator.getByLabel('Prénom *').fill(person.firstName);
  await comparator.getByLabel('Nom *', { exact: true }).fill(person.lastName);
  await comparator.getByLabel('E-mail *').fill(person.email);
  await comparator.getByLabel('Téléphone *').fill(person.phone);
  await comparator.getByLabel('Code postal *').fill(person.postalCode);
  const commune = comparator.getByLabel('Commune *');
  await expect(commune.locator('option', { hasText: person.city })).toHaveCount(1);
  await commune.selectOption({ label: person.city });
}

/** Waits until MailDev holds an email with `subject` for `address`, and returns it. */
export async function waitForEmail(address: string, subject: string): Promise<MaildevEmail> {
  await expect
    .poll(async () => (await emailsTo(address)).map((email) => email.subject), {
      message: `email '${subject}' to ${address} in MailDev`,
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toContain(subject);
  const email = (await emailsTo(address)).find((candidate) => candidate.subject === subject);
  if (!email) throw new Error(`no '${subject}' for ${address}`);
  return email;
}

/** Picks the first date with a free slot and the first free time of it; returns them. */
export async function pickFirstFreeSlot(page: Page): Promise<void> {
  const dates = page.getByLabel('Date du rendez-vous *');
  const firstDate = await dates
    .locator('option:not([disabled]):not([value=""])')
    .first()
    .getAttribute('value');
  await dates.selectOption(firstDate ?? '');
  await page
    .getByRole('group', { name: 'Créneau horaire *' })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
}

/** The insured partner at subscription: named, with his or her own NIR and birth place. */
export type Partner = { firstName: string; nir: string; birthPlace: string; birthCountry?: string };

/** Fills the partner's part of /subscribe (any field given empty is left empty). */
export async function fillPartner(page: Page, partner: Partner): Promise<void> {
  await page.getByLabel('Prénom de votre conjoint(e) *').fill(partner.firstName);
  await page.getByLabel('Lieu de naissance de votre conjoint(e) *').fill(partner.birthPlace);
  await page.getByLabel('Pays de naissance de votre conjoint(e) *').fill(partner.birthCountry ?? 'France');
  await page
    .getByLabel('Numéro de sécurité sociale de votre conjoint(e) (15 caractères) *')
    .fill(partner.nir);
}

/** Fills the /subscribe form with valid data except what `overrides` changes. */
export async function fillSubscription(
  page: Page,
  values: {
    nationality: string;
    birthPlace: string;
    birthCountry: string;
    nir: string;
    street: string;
    bank: string;
    /** The account holder's name; the visitor's own name when not given. */
    holder?: string;
    iban: string;
    bic: string;
    /** The comparison's partner (first name, own NIR and birth place), when it has one. */
    partner?: Partner;
    /** First names of the comparison's children, when it has any. */
    children?: string[];
  },
): Promise<void> {
  await page.getByLabel('Nationalité *').fill(values.nationality);
  if (values.partner) await fillPartner(page, values.partner);
  for (const [index, child] of (values.children ?? []).entries())
    await page.getByLabel(`Prénom de l’enfant ${index + 1} *`).fill(child);
  await page.getByLabel('Lieu de naissance *', { exact: true }).fill(values.birthPlace);
  await page.getByLabel('Pays de naissance *', { exact: true }).fill(values.birthCountry);
  await page.getByLabel('Numéro de sécurité sociale (15 caractères) *', { exact: true }).fill(values.nir);
  await page.getByLabel('Adresse (numéro et rue) *').fill(values.street);
  await page.getByLabel('Banque *').fill(values.bank);
  await page.getByLabel('Titulaire du compte (nom et prénom) *').fill(values.holder ?? 'Titulaire du compte');
  await page.getByLabel('IBAN *').fill(values.iban);
  await page.getByLabel('BIC *').fill(values.bic);
  await page.getByLabel(/Je choisis le prélèvement automatique/).check();
  await page.getByLabel(/J’ai lu les conditions du mandat/).check();
  await page.getByLabel(/J’accepte les conditions générales/).check();
  await page.getByLabel(/J’autorise le prélèvement/).check();
}
