import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE_URL = 'http://127.0.0.1:14321';

/**
 * Browser journeys against the whole test stack (site, gateway, services, CMS, MailDev) started
 * by the stack runner with the test profile. Playwright cannot download browsers here, so it
 * drives Debian's Chromium (`apt-get install -y chromium`).
 */
export default defineConfig({
  testDir: './e2e',
  // The site is up long before the CMS and the services: wait for all of them.
  globalSetup: './e2e/global-setup.ts',
  // A whole journey (comparison, slot, subscription, customer area) takes 30 s on a quiet machine
  // and once took 66 s on a loaded one: the limit guards against hangs, not slowness.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--lang=fr-FR',
      ],
      // A French browser: native date fields read jj/mm/aaaa and file fields "Choisir un fichier".
      // Debian's Chromium takes its interface language from LANGUAGE (not from --lang nor the
      // context's locale, which only set navigator.language and Intl) and needs its French
      // resources, the chromium-l10n package (infra/bin/lib.sh installs it with Chromium);
      // without them it falls back to en-US: mm/dd/yyyy.
      env: { ...process.env, LANGUAGE: 'fr_FR:fr', LANG: 'fr_FR.UTF-8' },
    },
  },
  // The live-notification journey kills the stack's gateway and stands in another one for its own
  // run only (the stack runner does not restart children): it runs after every other journey, so
  // none of them meets a stack without its gateway.
  // The demo brokerage (demo-data.spec.ts) fills the databases: it runs once every other journey
  // had its empty start. The screenshot suite (e2e/screens: every /admin screen and dialog
  // compared with its baseline, axe, the keyboard journey, the README tour's pictures) runs after
  // it and before the gateway restart, after which the stack has no gateway. `npm run
  // test:screens` runs it alone (--no-deps) against whatever the stack holds: its pictures show
  // only records it creates under fixed names, lists filtered to nothing, and masked shared rows.
  projects: [
    { name: 'journeys', testIgnore: [/(backoffice-live|demo-data)\.spec\.ts$/, /\/e2e\/screens\//] },
    { name: 'demo', testMatch: /demo-data\.spec\.ts$/, dependencies: ['journeys'] },
    // Not part of `npm test` (its budget): CI runs it after, with `npm run test:screens -w
    // @courtage/tests` (.ci/run); SCREENS=1 adds it.
    ...(process.env.SCREENS === '1'
      ? [
          {
            name: 'screens',
            testMatch: /\/e2e\/screens\/[^/]+\.spec\.ts$/,
            dependencies: ['demo'],
            // A lazily loaded screen can take more than 10 s to show on a loaded 2-core machine.
            expect: { timeout: 30_000 },
            snapshotPathTemplate: '{testDir}/screens/__screenshots__/{arg}{ext}',
          },
        ]
      : []),
    { name: 'gateway-restart', testMatch: /backoffice-live\.spec\.ts$/, dependencies: ['demo'] },
  ],
  webServer: {
    // Build the site first so the journey always runs the current code; the runner prints
    // 'STACK READY' once every health check passes, and Playwright waits for the site's URL.
    command: 'npm run build -w @courtage/web && npx node infra/src/stack.ts --profile test',
    cwd: REPO_ROOT,
    url: `${SITE_URL}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
