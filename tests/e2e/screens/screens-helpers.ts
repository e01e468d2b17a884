import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL, FIRST_ADMIN, staffAccessToken } from '../auth-helpers.ts';

/** The two sizes every screen is pictured at: a laptop and a phone. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** Screens (not dialogs) are also pictured on a tablet held upright: menu as a drawer, tables scroll. */
export const TABLET = { name: 'tablet', width: 768, height: 1024 } as const;
export type Size = (typeof SIZES)[number] | typeof TABLET;

/**
 * The time the pages see (Date only; timers run): before any real run, so a session's token
 * never looks expired, and a month in which the test stack holds no data (the dashboard's
 * default period, date pickers' defaults).
 */
export const FROZEN_TIME = new Date('2026-06-15T10:00:00+02:00');

/**
 * The suite's Admin: one fixed account, created on the first run and signed in again on the next
 * ones, so that the header, the profile and the staff list show the same name and address on
 * every run (a new account per run gave a new address, hence a new picture).
 */
export const SUITE_ADMIN = {
  name: 'Alice Admin',
  email: 'ecrans.temoin.admin@example.com',
  password: 'Staff-EcranTemoin-2026',
  role: 'admin',
} as const;

/** Creates the suite's Admin unless an earlier run did (the gateway answers 409 then). */
export async function ensureSuiteAdmin(): Promise<typeof SUITE_ADMIN> {
  const token = await staffAccessToken(FIRST_ADMIN.email, FIRST_ADMIN.password);
  const response = await fetch(`${API_URL}/api/v1/admin/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(SUITE_ADMIN),
  });
  if (!response.ok && response.status !== 409)
    throw new Error(`POST /api/v1/admin/staff answered ${response.status}: ${await response.text()}`);
  return SUITE_ADMIN;
}

/** A search that matches nothing: the list shows its frame, headers and empty state. */
export const NO_MATCH = 'zz-ecran-temoin-vide';

/** Applied while a picture is taken: no caret, no toast, a fixed frame for masked tables. */
export const SCREENSHOT_STYLE_PATH = fileURLToPath(new URL('./screenshot.css', import.meta.url));

/** 15/06/2026, 15 juin 2026, 10:00, 10 h 00, « il y a 3 minutes ». */
const DATE_TEXT =
  /\b\d{2}\/\d{2}\/\d{4}\b|\b\d{1,2} [a-zéû]+\.? \d{4}\b|\b\d{1,2}(:| h )\d{2}\b|\bil y a\b|\bdans \d/;

/** Regions that change from run to run whatever the data: times, counters, figures. */
export function volatileRegions(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.locator('.bo-timeline__meta'),
    page.locator('.bo-pager__status'),
    // The subscriptions' compliance counts (Offres souscrites): every journey's subscriptions.
    page.locator('[data-testid="subscription-compliance"]'),
    // The customers' erasure requests (Demandes d’effacement): none or the journeys' ones.
    page.locator('.bo-erasure-requests'),
    page.locator('.bo-stat__value'),
    page.locator('.bo-chart'),
    page.locator('[data-screens-volatile]'),
    page.locator('.bo-table-wrap[data-screens-masked]'),
    // Dates and times shown as text (a record's creation day is the day the suite first ran).
    page.locator('td, dd, .bo-timeline li').filter({ hasText: DATE_TEXT }),
  ];
}

/** The page as it will be pictured: fonts loaded, no request in flight, no skeleton left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bo-skeleton')).toHaveCount(0);
  await expect(page.locator('.app-spinner')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Masks the tables of `page` whose rows come from the shared test data (fixed height). */
export async function maskSharedTables(page: Page): Promise<void> {
  await page.locator('.bo-table-wrap').evaluateAll((wraps) => {
    for (const wrap of wraps) wrap.setAttribute('data-screens-masked', '');
  });
}

/**
 * With a dialog open, the volatile regions of the page behind it are hidden (`visibility`, the
 * layout kept) rather than masked: a mask is painted over everything at the element's box, the
 * dialog included (a date of the record behind covered the confirm dialog's buttons).
 */
async function hideVolatileBehindDialog(page: Page): Promise<void> {
  if ((await page.locator('[role="dialog"]').count()) === 0) return;
  for (const region of volatileRegions(page))
    await region.evaluateAll((elements) => {
      for (const element of elements)
        if (!element.closest('[role="dialog"]')) element.setAttribute('data-screens-hidden', '');
    });
}

/**
 * Compares the page with its baseline and checks it has no accessibility violation. The colour
 * threshold is a tenth of Playwright's default (0.2 in YIQ space let `--bo-primary` turn from
 * #0b5cad to #1a64b4 unnoticed, and so did 0.05 on the phone's pictures); the pictures come from
 * one Chromium on one machine, and anti-aliased pixels are told apart by the comparison itself.
 */
export async function picture(page: Page, name: string): Promise<void> {
  await settle(page);
  await hideVolatileBehindDialog(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: volatileRegions(page).map((region) => region.and(page.locator(':not([data-screens-hidden])'))),
    stylePath: SCREENSHOT_STYLE_PATH,
    threshold: 0.02,
    maxDiffPixelRatio: 0.002,
  });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `axe violations on ${name}`).toEqual([]);
}

type Json = Record<string, unknown>;

/** A JSON request to the test gateway as staff; throws with the answer when it is not 2xx. */
export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as T;
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

/** The first row of a staff list whose free-text filter (`q`, or `search` for CRM records) matches. */
export async function findRow(token: string, path: string, text: string, param = 'q'): Promise<Json | null> {
  const page = await api<{ rows: Json[] }>(
    token,
    'GET',
    `${path}?${param}=${encodeURIComponent(text)}&limit=10`,
  );
  return page.rows[0] ?? null;
}
