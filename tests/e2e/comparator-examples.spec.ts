import { reimbursementExamples } from '@courtage/contracts/offer/reimbursement';
import type { SocialRegime } from '@courtage/contracts/offer/vocabulary';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  fillDetails,
  fillHousehold,
  type Household,
  openComparator,
  uniqueEmail,
  waitForEmail,
} from './comparator-flow.ts';
import { MAILDEV_API_URL } from './maildev.ts';
import { API_URL } from './offer-api.ts';

// Three households see offers whose guarantee tables and reimbursement examples differ, and the
// amounts on screen (card and detail) are those the reference module computes from each offer's
// table: the test reads the screen and recomputes with services/contracts' reimbursement.ts.

type Visitor = {
  name: string;
  household: Household;
  regime: SocialRegime;
  wanted: Record<string, string>;
  person: { firstName: string; lastName: string; postalCode: string; city: string; phone: string };
};

const VISITORS: Visitor[] = [
  {
    name: 'a self-employed single in Lyon',
    household: {
      status: 'Seul(e)',
      gender: 'Homme',
      birthDate: '1988-05-10',
      activity: 'tns',
      socialRegime: 'tns',
    },
    regime: 'tns',
    wanted: { 'Soins courants': 'Fort', Optique: 'Moyen' },
    person: {
      firstName: 'Hugo',
      lastName: 'Bernard',
      postalCode: '69003',
      city: 'Lyon 3e Arrondissement',
      phone: '06 23 45 67 89',
    },
  },
  {
    name: 'a retired couple in Marseille',
    household: {
      status: 'Un couple',
      gender: 'Femme',
      birthDate: '1957-03-02',
      activity: 'retraite',
      socialRegime: 'general',
      partner: { gender: 'Homme', birthDate: '1955-06-20' },
    },
    regime: 'general',
    wanted: { Hospitalisation: 'Maximum' },
    person: {
      firstName: 'Odette',
      lastName: 'Marchetti',
      postalCode: '13008',
      city: 'Marseille 8e Arrondissement',
      phone: '06 34 56 78 90',
    },
  },
  {
    name: 'a family of four in La Réunion',
    household: {
      status: 'Un couple + enfant(s)',
      gender: 'Femme',
      birthDate: '1986-11-04',
      activity: 'salarie',
      socialRegime: 'general',
      partner: { gender: 'Homme', birthDate: '1984-01-22' },
      children: ['2014-09-01', '2017-02-15'],
    },
    regime: 'general',
    wanted: { Dentaire: 'Fort', Optique: 'Fort' },
    person: {
      firstName: 'Nadia',
      lastName: 'Payet',
      postalCode: '97400',
      city: 'Saint-Denis',
      phone: '06 92 12 34 56',
    },
  },
];

/** '14,10 €' (narrow no-break spaces and all) as 14.1. */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

type OfferTable = { guarantees: Parameters<typeof reimbursementExamples>[0] };

async function offerTable(page: Page, offerId: string): Promise<OfferTable> {
  const response = await page.request.get(`${API_URL}/api/v1/confirm-offer/offers/${offerId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OfferTable;
}

async function offerIdOf(card: Locator): Promise<string> {
  const id = await card.getByRole('heading', { level: 3 }).getAttribute('id');
  const match = /^offer-(.+)-title$/.exec(id ?? '');
  if (!match?.[1]) throw new Error(`no offer id on card: ${id}`);
  return match[1];
}

async function compare(page: Page, visitor: Visitor): Promise<{ tables: string[]; examples: string[] }> {
  const comparator = await openComparator(page);
  await fillHousehold(comparator, visitor.household);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  for (const [post, level] of Object.entries(visitor.wanted))
    await comparator
      .getByRole('group', { name: post })
      .getByRole('radio', { name: new RegExp(`^${level}`) })
      .check();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, {
    ...visitor.person,
    email: uniqueEmail(visitor.person.lastName.toLowerCase()),
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const results = page.locator('.comparator-results');
  await expect(results.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();

  const cards = results.locator('.offer-card');
  const tables: string[] = [];
  const examples: string[] = [];
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const offerId = await offerIdOf(card);
    const { guarantees } = await offerTable(page, offerId);
    tables.push(JSON.stringify(guarantees.map((g) => [g.code, g.value, g.yearlyCeiling ?? null])));
    const expected = new Map(reimbursementExamples(guarantees, visitor.regime).map((e) => [e.code, e]));
    const shown = card.locator('.offer-examples li');
    // Two or three examples, those of the posts asked most of first.
    expect(await shown.count()).toBeGreaterThanOrEqual(2);
    expect(await shown.count()).toBeLessThanOrEqual(3);
    for (let j = 0; j < (await shown.count()); j++) {
      const line = shown.nth(j);
      const code = (await line.getAttribute('data-example')) ?? '';
      const want = expected.get(code as never);
      expect(want, code).toBeDefined();
      const amounts = {
        secu: euros(await line.locator('[data-amount="secu"]').textContent()),
        plan: euros(await line.locator('[data-amount="plan"]').textContent()),
        left: euros(await line.locator('[data-amount="left"]').textContent()),
      };
      expect(amounts, `${visitor.name}, offer ${i + 1}, ${code}`).toEqual({
        secu: want?.secu,
        plan: want?.plan,
        left: want?.left,
      });
      examples.push(`${code}:${want?.plan}`);
    }
  }

  // The first card's detail: every example, read from the table on screen.
  const first = cards.first();
  await first.getByRole('button', { name: 'Voir le détail des garanties' }).click();
  const rows = first.locator('.examples-table tbody tr');
  await expect(rows).toHaveCount(7);
  const { guarantees } = await offerTable(page, await offerIdOf(first));
  const all = reimbursementExamples(guarantees, visitor.regime);
  for (const [k, example] of all.entries()) {
    const row = rows.nth(k);
    await expect(row).toHaveAttribute('data-example', example.code);
    expect({
      price: euros(await row.locator('[data-amount="price"]').textContent()),
      secu: euros(await row.locator('[data-amount="secu"]').textContent()),
      plan: euros(await row.locator('[data-amount="plan"]').textContent()),
      left: euros(await row.locator('[data-amount="left"]').textContent()),
    }).toEqual({ price: example.price, secu: example.secu, plan: example.plan, left: example.left });
  }
  return { tables, examples };
}

// Skipped, with its reason: after the first household the comparator reopens the finished
// comparison (step 4) even after both storages are cleared, so the second household never finds
// step 1. Running each household in a browser context of its own is the likely fix; it could not
// be run before the stop. The same amounts are checked by the reference module's unit tests and,
// on one household, by the journeys below.
test('three households get offers whose tables and examples differ, with the amounts of the reference module', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const seen: Array<{ tables: string[]; examples: string[] }> = [];
  // Each household is a new visitor in a browser context of its own: the comparator reopens the
  // comparison a visitor's browser saved, which is right for one visitor and wrong for the next.
  const { baseURL, locale } = testInfo.project.use;
  for (const visitor of VISITORS) {
    await test.step(visitor.name, async () => {
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      try {
        seen.push(await compare(page, visitor));
        if (process.env.E2E_SCREENSHOTS_DIR) {
          const slug = visitor.person.lastName.toLowerCase();
          await page
            .locator('.offer-card')
            .first()
            .screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/${slug}-card-1280.png` });
          await page.setViewportSize({ width: 390, height: 844 });
          await page
            .locator('.offer-card')
            .first()
            .screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/${slug}-card-390.png` });
        }
      } finally {
        await context.close();
      }
    });
  }
  // Within one comparison the insurers' tables differ (not one table per level) ...
  for (const { tables } of seen) expect(new Set(tables).size).toBeGreaterThan(tables.length / 2);
  // ... and from one household to the next the offers' tables and examples are not the same.
  for (let a = 0; a < seen.length; a++)
    for (let b = a + 1; b < seen.length; b++) {
      expect(seen[a]?.tables).not.toEqual(seen[b]?.tables);
      expect(seen[a]?.examples).not.toEqual(seen[b]?.examples);
    }
});

test('Maximum for hospital alone: a retired couple in Marseille gets an offer under 200 € a month, and is told per post which offers fall short', async ({
  page,
}) => {
  const visitor = VISITORS[1]!;
  const comparator = await openComparator(page);
  await fillHousehold(comparator, visitor.household);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator
    .getByRole('group', { name: 'Hospitalisation' })
    .getByRole('radio', { name: /^Maximum/ })
    .check();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, { ...visitor.person, email: uniqueEmail('marchetti') });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const results = page.locator('.comparator-results');
  await expect(results.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  const cards = results.locator('.offer-card');
  const first = cards.first();
  await expect(first).toContainText('Couvre tous vos niveaux');
  expect(euros(await first.locator('.offer-card__price strong').textContent())).toBeLessThan(200);
  // The hospital option, not the top formula everywhere.
  await expect(first.locator('.offer-card__formula')).toContainText('Essentiel + ');
  await expect(first.getByRole('row', { name: /Hospitalisation/ })).toContainText('Maximum ✓ avec l’option');
  // An offer that falls short says on which post.
  const short = cards.filter({ hasText: 'Ne couvre pas tous vos niveaux' }).first();
  await expect(short.getByRole('row', { name: /Hospitalisation/ })).toContainText('(insuffisant)');
  if (process.env.E2E_SCREENSHOTS_DIR) {
    await first.getByRole('button', { name: 'Voir le détail des garanties' }).click();
    await expect(first.locator('.examples-table')).toBeVisible();
    await first.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/detail-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await first.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/detail-390.png` });
  }
});

test('a self-employed visitor sees the Madelin deduction, estimated from the income typed', async ({
  page,
}) => {
  const visitor = VISITORS[0]!;
  const comparator = await openComparator(page);
  await fillHousehold(comparator, visitor.household);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, { ...visitor.person, email: uniqueEmail('bernard') });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const results = page.locator('.comparator-results');
  const horizon = results.locator('.offer-card').filter({ hasText: 'Horizon TNS' });
  await expect(horizon).toContainText('Réservée aux 18-70 ans');
  await expect(horizon).toContainText('Déductible de votre revenu professionnel (loi Madelin).');
  await results.getByLabel(/Votre revenu professionnel annuel/).fill('40000');
  await expect(horizon.locator('.offer-card__madelin')).toContainText(
    /déductibles par an, soit environ .* d’impôt en moins/,
  );
});

test('“Recevoir ma comparaison par e-mail” sends the offers shown as a PDF with their examples, and the link reopens them', async ({
  page,
  browser,
}) => {
  const visitor = VISITORS[2]!;
  const email = uniqueEmail('payet');
  const comparator = await openComparator(page);
  await fillHousehold(comparator, visitor.household);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, { ...visitor.person, email });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const results = page.locator('.comparator-results');
  await expect(results.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  // Only one insurer's offers shown: the email sends those.
  const provider = results.getByLabel('Assureur');
  await provider.selectOption({ index: 1 });
  const cards = results.locator('.offer-card');
  const shown = await cards.count();
  const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
  const firstExample = await cards
    .first()
    .locator('.offer-examples li')
    .first()
    .locator('.offer-examples__label')
    .textContent();
  await results.getByRole('button', { name: 'Recevoir ma comparaison par e-mail' }).click();
  await expect(results.getByText('Votre comparaison vous est envoyée par e-mail, en PDF.')).toBeVisible();

  const sent = await waitForEmail(email, 'Votre comparaison de mutuelles santé (PDF)');
  const attachments =
    (sent as { attachments?: Array<{ contentType?: string; generatedFileName?: string; fileName?: string }> })
      .attachments ?? [];
  const pdfFile = attachments.find((file) => file.contentType === 'application/pdf');
  expect(pdfFile).toBeDefined();
  const pdf = await fetch(
    `${MAILDEV_API_URL}/email/${sent.id}/attachment/${pdfFile?.generatedFileName ?? pdfFile?.fileName}`,
  );
  expect(pdf.ok).toBe(true);
  const { text: raw } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
    mergePages: true,
  });
  const text = raw.replace(/\s+/g, ' ');
  for (const title of titles) expect(text).toContain((title.split(' — ')[1] ?? '').trim());
  expect(text).toContain((firstExample ?? '').split(' : ')[0]);

  const link = (sent.text ?? '').match(/https?:\/\/\S+\/\?offres=[0-9a-f,-]+/)?.[0];
  expect(link).toBeDefined();
  expect(link?.split('offres=')[1]?.split(',')).toHaveLength(shown);
  const other = await browser.newPage();
  await other.goto(link ?? '');
  const reopened = other.locator('.comparator-results .offer-card');
  await expect(reopened).toHaveCount(shown);
  expect(await reopened.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);
  await other.close();
});
