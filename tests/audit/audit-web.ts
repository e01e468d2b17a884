// npm run audit:web — Lighthouse (mobile, Debian Chromium) and axe on the public site's key pages.
//   AUDIT_SITE_URL   site to audit (default http://127.0.0.1:4321, the dev profile)
//   CHROME_PATH      Chromium binary (default /usr/bin/chromium); nothing is downloaded
// Prints the scores against the targets of issue 5 and exits 1 when one is missed.
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const SITE_URL = (process.env.AUDIT_SITE_URL ?? 'http://127.0.0.1:4321').replace(/\/+$/, '');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/faq', '/assurances/mutuelle-sante-senior'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const HOME_JS_BUDGET_KB = 90;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

type Category = keyof typeof TARGETS;
type Row = { page: string; scores: Record<Category, number>; metrics: string; jsKb: number; axe: string[] };

/** Gzipped size of every script the page loaded (the dev server does not compress itself). */
async function gzippedScriptKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

async function runLighthouse(port: number, path: string): Promise<Omit<Row, 'axe'>> {
  const result = await lighthouse(`${SITE_URL}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((key) => [
      key,
      Math.round((lhr.categories[key]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> }
  )?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url);
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return { page: path, scores, metrics, jsKb: await gzippedScriptKb(scripts) };
}

async function runAxe(path: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  } finally {
    await browser.close();
  }
}

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows: Row[] = [];
try {
  for (const path of PAGES) {
    const lighthouseRow = await runLighthouse(chrome.port, path);
    rows.push({ ...lighthouseRow, axe: await runAxe(path) });
  }
} finally {
  chrome.kill();
}

let failed = false;
console.log(`\nAudit of ${SITE_URL} (Lighthouse mobile, axe)\n`);
for (const row of rows) {
  const parts = (Object.keys(TARGETS) as Category[]).map((key) => {
    const ok = row.scores[key] >= TARGETS[key];
    failed ||= !ok;
    return `${key} ${row.scores[key]}${ok ? '' : ` (< ${TARGETS[key]})`}`;
  });
  const jsOk = row.page !== '/' || row.jsKb <= HOME_JS_BUDGET_KB;
  failed ||= !jsOk || row.axe.length > 0;
  console.log(`${row.page}`);
  console.log(`  ${parts.join(', ')}`);
  console.log(`  ${row.metrics}`);
  console.log(
    `  JavaScript ${row.jsKb} KB gzipped${row.page === '/' ? ` (budget ${HOME_JS_BUDGET_KB} KB)${jsOk ? '' : ' OVER'}` : ''}`,
  );
  console.log(`  axe: ${row.axe.length === 0 ? 'no violation' : row.axe.join(', ')}`);
}
console.log(failed ? '\nSome targets are missed.' : '\nEvery target is met.');
process.exitCode = failed ? 1 : 0;
