import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, staffAccessToken, staffSignsInWithEmailCode } from '../auth-helpers.ts';
import {
  api,
  ensureSuiteAdmin,
  FROZEN_TIME,
  findRow,
  maskSharedTables,
  NO_MATCH,
  picture,
  SIZES,
  type Size,
  SUITE_ADMIN,
  settle,
  TABLET,
} from './screens-helpers.ts';

/**
 * The back office's pictures: every /admin screen and every dialog, as an Admin, at 1280 x 800 and
 * 390 x 844, compared with the committed baselines (tests/e2e/screens/__screenshots__) and
 * checked by axe. The test stack holds whatever earlier journeys created, so the suite creates
 * the records it shows under fixed names (once: found again on later runs), filters lists to
 * nothing or to those records, and masks what changes by itself (times, counters, shared rows).
 * Update the baselines with `npm run test:screens -w @courtage/tests -- --update-snapshots`.
 */

test.setTimeout(300_000);

const COMPANY_NAME = 'Atelier Écran Témoin';
const CONTACT = { name: 'Témoin', forename: 'Élise', email: 'elise.temoin@example.com' };
/** A SIREN with a right check digit, the same on every run (found again rather than re-created). */
const COMPANY_SIREN = '732829320';

const MESSAGE = {
  name: 'Élise Témoin',
  email: 'elise.temoin.message@example.com',
  postalCode: '69002',
  city: 'Lyon 2e Arrondissement',
  message: 'Bonjour, je souhaite comparer les mutuelles pour mon entreprise.',
  consent: true,
};
const VISITOR_EMAIL = 'elise.temoin.offre@example.com';
/** Typed in the global search without accents: finds the suite's company and contact. */
const GLOBAL_SEARCH_TEXT = 'temoin';

type Records = { companyId: string; contactId: string; messageId: string; offerId: string };
let records: Records;

test.beforeAll(async () => {
  // One fixed Admin for the suite (same name and address on every run).
  const admin = await ensureSuiteAdmin();
  const token = await staffAccessToken(admin.email, admin.password);
  const company =
    (await findRow(token, '/api/v1/entreprise', COMPANY_NAME, 'q')) ??
    (await api<{ id: string }>(token, 'POST', '/api/v1/entreprise', {
      companyName: COMPANY_NAME,
      siren: COMPANY_SIREN,
      kind: 'prospect',
      zipCode: '75011',
      town: 'Paris 11e Arrondissement',
      address: '12 rue Oberkampf',
    }));
  const companyId = String(company.id);
  const contact =
    (await findRow(token, '/api/v1/contact/byAttributes', CONTACT.email, 'q')) ??
    (await api<{ id: string }>(token, 'POST', '/api/v1/contact', {
      ...CONTACT,
      civility: 'Mme',
      function: 'Gérante',
      phone: '06 11 22 33 44',
      companyId,
    }));
  // The contact form's message: sent once, then found again by its address.
  let message = await findRow(token, '/api/v1/contactus', MESSAGE.email);
  if (!message) {
    const sent = await fetch(`${API_URL}/api/v1/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MESSAGE),
    });
    expect(sent.status, await sent.text()).toBe(202);
    await expect
      .poll(async () => (message = await findRow(token, '/api/v1/contactus', MESSAGE.email)), {
        timeout: 20_000,
      })
      .not.toBeNull();
  }
  // A comparison by a fixed visitor: the offer page of its first offer.
  let offer = await findRow(token, '/api/v1/offers', VISITOR_EMAIL);
  if (!offer) {
    const answer = await fetch(`${API_URL}/api/v1/confirm-offer/create-offer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...sampleComparisonRequest({
          credentials: { ...sampleComparisonRequest().credentials, email: VISITOR_EMAIL },
        }),
        consent: false,
      }),
    });
    expect(answer.status).toBe(201);
    const created = (await answer.json()) as { offers: { id: string }[] };
    offer = { id: created.offers[0]?.id };
  }
  records = {
    companyId,
    contactId: String(contact.id),
    messageId: String(message?.id),
    offerId: String(offer.id),
  };
});

/**
 * One page signed in as the suite's Admin per size, kept for the worker's life (a failed test
 * starts a new worker, hence new pages): screens are reached through the router, not reloaded.
 */
const adminPages = new Map<string, Page>();

/**
 * The suite's Admin page at `size` (time frozen), with nothing left open by the previous test.
 * Each size signs in on its own when its first test runs: a session copied from the start of a
 * long run (a loaded machine) had expired by the time the tablet's turn came.
 */
async function adminPage(browser: import('@playwright/test').Browser, size: Size): Promise<Page> {
  const kept = adminPages.get(size.name);
  if (kept && !kept.isClosed()) {
    for (let press = 0; press < 3 && (await overlays(kept).count()) > 0; press += 1)
      await kept.keyboard.press('Escape');
    return kept;
  }
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await staffSignsInWithEmailCode(page, SUITE_ADMIN.email, SUITE_ADMIN.password);
  await page.clock.setFixedTime(FROZEN_TIME);
  // Loaded again under the frozen time (the sign-in ran under the real one).
  await page.reload();
  adminPages.set(size.name, page);
  return page;
}

/** What a test may leave open: dialogs, menus, popovers, the phone's drawer. */
function overlays(page: Page) {
  return page.locator('[role="dialog"], [role="menu"], .bo-drawer-backdrop');
}

/**
 * Shows `path` and waits for its title. Another /admin screen is reached through the router
 * (history push), as a click on a link would; the same screen again, or a first visit, loads.
 */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  const target = new URL(path, 'http://site');
  const title = page.getByRole('heading', { level: 1 });
  if (
    current?.pathname.startsWith('/admin/') &&
    current.pathname !== target.pathname &&
    (await overlays(page).count()) === 0 &&
    (await title.count()) === 1
  ) {
    const before = await title.elementHandle();
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.scrollTo(0, 0);
    }, path);
    // The former screen's title goes away with it; if it does not, the screen is loaded.
    const left = await page
      .waitForFunction((element) => !element?.isConnected, before, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!left) await page.goto(path);
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Each screen: its URL (lists filtered to nothing when they can be) and its title. */
const SCREENS: readonly {
  name: string;
  path: (r: Records) => string;
  heading: string | RegExp;
  /** The rows come from the shared test data: mask the table. */
  sharedRows?: boolean;
  /** Brings the screen to a state that does not depend on the shared data (a search typed…). */
  prepare?: (page: Page) => Promise<void>;
}[] = [
  { name: 'dashboard', path: () => '/admin/dashboard', heading: 'Tableau de bord', sharedRows: true },
  {
    // The global search typed without accents: the suite's company and contact ('Témoin').
    name: 'recherche',
    path: () => `/admin/recherche?q=${GLOBAL_SEARCH_TEXT}`,
    heading: 'Recherche',
    prepare: async (page) => {
      await expect(page.getByRole('option', { name: /Élise Témoin/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /résultats?\./ })).toBeVisible();
    },
  },
  // A week far ahead: the screenshot Admin has nothing there; the feed card's state is his (shared).
  { name: 'agenda', path: () => '/admin/agenda?date=2028-06-05', heading: 'Agenda', sharedRows: true },
  // Booked in a period with no offer: six empty columns and their zero totals.
  { name: 'pipeline', path: () => '/admin/pipeline?du=2030-01-01&au=2030-01-31', heading: 'Pipeline' },
  { name: 'offers', path: () => `/admin/offers?q=${NO_MATCH}`, heading: /offres/i },
  { name: 'submitted-offers', path: () => `/admin/submitted-offers?q=${NO_MATCH}`, heading: /offres/i },
  { name: 'mes-offres', path: () => `/admin/mes-offres?q=${NO_MATCH}`, heading: /offres/i },
  { name: 'offer-details', path: (r) => `/admin/offer-details/${r.offerId}`, heading: /Santoni/ },
  { name: 'profile', path: () => '/admin/profile', heading: /profil/i },
  { name: 'add-new-admin', path: () => '/admin/add-new-admin', heading: /administrateur/i },
  {
    // The staff accounts every journey creates: the list filtered to the suite's own Admin.
    name: 'manage-admins',
    path: () => '/admin/manage-admins',
    heading: /administrateurs/i,
    prepare: async (page) => {
      await page.locator('#staff-search').fill(SUITE_ADMIN.email);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('cell', { name: SUITE_ADMIN.email, exact: true })).toBeVisible();
    },
  },
  { name: 'insurance-plan', path: () => '/admin/insurance-plan', heading: /./, sharedRows: true },
  { name: 'contact-us', path: () => `/admin/contact-us?q=${NO_MATCH}`, heading: /messages/i },
  {
    name: 'contact-us-details',
    path: (r) => `/admin/contact-us-details/${r.messageId}`,
    heading: 'Élise Témoin',
  },
  { name: 'users-queries', path: () => `/admin/users/queries?q=${NO_MATCH}`, heading: /./ },
  { name: 'external-crm-offers', path: () => `/admin/external-crm-offers?q=${NO_MATCH}`, heading: /./ },
  { name: 'external-crm-contracts', path: () => `/admin/external-crm-contracts?q=${NO_MATCH}`, heading: /./ },
  {
    name: 'entreprise',
    path: () => `/admin/entreprise?q=${encodeURIComponent(COMPANY_NAME)}`,
    heading: 'Entreprises',
  },
  { name: 'entreprise-record', path: (r) => `/admin/entreprise/${r.companyId}`, heading: COMPANY_NAME },
  { name: 'contact', path: () => `/admin/contact?q=${CONTACT.email}`, heading: /contacts/i },
  { name: 'contact-record', path: (r) => `/admin/contact/${r.contactId}`, heading: /Témoin/ },
  { name: 'portefeuille-contrats', path: () => `/admin/portefeuille-contrats?q=${NO_MATCH}`, heading: /./ },
  {
    name: 'portefeuille-contacts',
    path: () => `/admin/portefeuille-contacts-details?q=${NO_MATCH}`,
    heading: /./,
  },
  { name: 'devis', path: () => '/admin/devis', heading: /devis/i, sharedRows: true },
  { name: 'task', path: () => '/admin/task', heading: /tâches/i, sharedRows: true },
  { name: 'ops', path: () => '/admin/ops', heading: /./, sharedRows: true },
  { name: 'audit', path: () => `/admin/audit?q=${NO_MATCH}`, heading: 'Journal d’audit' },
  {
    name: 'effacements',
    path: () => '/admin/effacements',
    heading: 'Demandes d’effacement',
    sharedRows: true,
  },
];

for (const size of [...SIZES, TABLET]) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    for (const screen of SCREENS) {
      test(`screen ${screen.name}`, async ({ browser }) => {
        const page = await adminPage(browser, size);
        await open(page, screen.path(records), screen.heading);
        if (screen.sharedRows) {
          // Once every table is there (a table shown after the mask was set stayed unmasked).
          await settle(page);
          await maskSharedTables(page);
        }
        await screen.prepare?.(page);
        await picture(page, `${screen.name}-${size.name}`);
        // Nothing pushes the page sideways: wide tables scroll inside their frame.
        const { overflow, culprits } = await page.evaluate(() => {
          // The innermost elements past the right edge, outside any frame that scrolls them.
          const scrolls = (element: Element) =>
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
          const past = Array.from(document.body.querySelectorAll('*')).filter((element) => {
            if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
            for (let up = element.parentElement; up; up = up.parentElement) if (scrolls(up)) return false;
            return !Array.from(element.children).some(
              (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
            );
          });
          const describe = (element: Element) =>
            `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
          return {
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            culprits: past.slice(0, 5).map(describe),
          };
        });
        expect(
          overflow,
          `${screen.name} is wider than the ${size.width} px screen, pushed by ${culprits.join(', ')}`,
        ).toBeLessThanOrEqual(0);
      });
    }
  });
}

/** Each dialog: the screen it opens from, the button that opens it and the dialog's name. */
const DIALOGS: readonly {
  name: string;
  path: (r: Records) => string;
  heading: string | RegExp;
  button: string;
  dialog: string | RegExp;
  sharedRows?: boolean;
}[] = [
  {
    name: 'company-create',
    path: () => `/admin/entreprise?q=${NO_MATCH}`,
    heading: 'Entreprises',
    button: 'Ajouter une entreprise',
    dialog: 'Ajouter une entreprise',
  },
  {
    name: 'company-edit',
    path: (r) => `/admin/entreprise/${r.companyId}`,
    heading: COMPANY_NAME,
    button: 'Modifier',
    dialog: 'Modifier l’entreprise',
  },
  {
    name: 'company-become-client',
    path: (r) => `/admin/entreprise/${r.companyId}`,
    heading: COMPANY_NAME,
    button: 'Passer en client',
    dialog: 'Passer en client',
  },
  {
    name: 'contact-create',
    path: () => `/admin/contact?q=${NO_MATCH}`,
    heading: /contacts/i,
    button: 'Ajouter un contact',
    dialog: 'Ajouter un contact',
  },
  {
    name: 'contact-import',
    path: () => `/admin/contact?q=${NO_MATCH}`,
    heading: /contacts/i,
    button: 'Importer un CSV',
    dialog: 'Importer des contacts (CSV)',
  },
  {
    name: 'contact-edit',
    path: (r) => `/admin/contact/${r.contactId}`,
    heading: /Témoin/,
    button: 'Modifier',
    dialog: 'Modifier le contact',
  },
  {
    name: 'contact-delete-confirm',
    path: (r) => `/admin/contact/${r.contactId}`,
    heading: /Témoin/,
    button: 'Supprimer',
    dialog: 'Supprimer le contact',
  },
  {
    name: 'record-call',
    path: (r) => `/admin/contact/${r.contactId}`,
    heading: /Témoin/,
    button: 'Journaliser un appel',
    dialog: 'Journaliser un appel avec Élise Témoin',
  },
  {
    name: 'record-note',
    path: (r) => `/admin/contact/${r.contactId}`,
    heading: /Témoin/,
    button: 'Ajouter une note',
    dialog: 'Ajouter une note sur Élise Témoin',
  },
  {
    name: 'record-email',
    path: (r) => `/admin/contact/${r.contactId}`,
    heading: /Témoin/,
    button: 'Envoyer un e-mail',
    dialog: 'Envoyer un e-mail',
  },
  {
    name: 'task-create',
    path: () => '/admin/task',
    heading: /tâches/i,
    button: 'Nouvelle tâche',
    dialog: 'Nouvelle tâche',
    sharedRows: true,
  },
  {
    name: 'contract-create',
    path: () => `/admin/portefeuille-contrats?q=${NO_MATCH}`,
    heading: /./,
    button: 'Ajouter un contrat',
    dialog: 'Nouveau contrat',
  },
  {
    name: 'contract-import',
    path: () => `/admin/portefeuille-contrats?q=${NO_MATCH}`,
    heading: /./,
    button: 'Importer des contrats (CSV)',
    dialog: 'Importer des contrats (CSV)',
  },
  {
    name: 'external-offers-import',
    path: () => `/admin/external-crm-offers?q=${NO_MATCH}`,
    heading: /./,
    button: 'Importer un fichier CSV',
    dialog: 'Importer des offres (CSV)',
  },
];

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height} dialogs`, () => {
    for (const item of DIALOGS) {
      test(`dialog ${item.name}`, async ({ browser }) => {
        const page = await adminPage(browser, size);
        await open(page, item.path(records), item.heading);
        await settle(page);
        if (item.sharedRows) await maskSharedTables(page);
        await page.getByRole('button', { name: item.button, exact: true }).click();
        await expect(page.getByRole('dialog', { name: item.dialog })).toBeVisible();
        await picture(page, `dialog-${item.name}-${size.name}`);
      });
    }

    test('dialog record-email filled from a template', async ({ browser }) => {
      const page = await adminPage(browser, size);
      await open(page, `/admin/contact/${records.contactId}`, /Témoin/);
      await settle(page);
      await page.getByRole('button', { name: 'Envoyer un e-mail', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Envoyer un e-mail' });
      await expect(dialog.getByText('Lecture du dernier devis du contact…')).toBeHidden();
      await dialog.getByLabel('Modèle').selectOption({ label: 'Relance de devis' });
      await expect(dialog.getByLabel('Message')).toHaveValue(/^Bonjour Madame Témoin,/);
      await picture(page, `dialog-record-email-filled-${size.name}`);
    });

    test('row actions menu and column chooser', async ({ browser }) => {
      const page = await adminPage(browser, size);
      await open(page, `/admin/entreprise?q=${encodeURIComponent(COMPANY_NAME)}`, 'Entreprises');
      await page.getByRole('button', { name: new RegExp(`^Actions : ${COMPANY_NAME}`) }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await picture(page, `menu-row-actions-${size.name}`);
      await page.keyboard.press('Escape');
      await open(page, `/admin/offers?q=${NO_MATCH}`, /offres/i);
      await page.getByRole('button', { name: /^Colonnes/ }).click();
      await expect(page.getByRole('dialog', { name: /^Colonnes affichées/ })).toBeVisible();
      await picture(page, `popover-columns-${size.name}`);
    });
  });
}

for (const size of SIZES) {
  test(`${size.name}: the Ctrl+K search palette and the shortcuts' help`, async ({ browser }) => {
    const page = await adminPage(browser, size);
    await open(page, `/admin/contact?q=${NO_MATCH}`, /contacts/i);
    await settle(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Recherche' });
    await expect(palette).toBeVisible();
    await page.keyboard.type(GLOBAL_SEARCH_TEXT);
    await expect(palette.getByRole('option', { name: /Élise Témoin/ })).toBeVisible();
    await expect(palette.getByRole('status')).toHaveText(/résultats?\./);
    await page.keyboard.press('ArrowDown');
    await picture(page, `dialog-global-search-${size.name}`);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeVisible();
    await picture(page, `dialog-shortcuts-${size.name}`);
    await page.keyboard.press('Escape');
  });
}

test('phone: the menu is a drawer over the page, closed until asked for', async ({ browser }) => {
  const page = await adminPage(browser, SIZES[1]);
  await open(page, `/admin/offers?q=${NO_MATCH}`, /offres/i);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Menu d’administration' })).toBeHidden();
  await menu.click();
  await expect(page.getByRole('complementary', { name: 'Menu d’administration' })).toBeVisible();
  await picture(page, 'drawer-open-phone');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // Nothing pushes the page sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
