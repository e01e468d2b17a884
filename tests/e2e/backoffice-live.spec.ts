import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import amqp from 'amqplib';
import pg from 'pg';
import { API_URL, createStaff, staffSignsInWithEmailCode } from './auth-helpers.ts';
import {
  fillDetails,
  fillHousehold,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
} from './comparator-flow.ts';

/**
 * Live notifications for staff (DESIGN.md section 8): a broker signed in on the
 * back-office sees a visitor's confirmed call-back without reloading; the gateway is then killed
 * while she is connected, notifications are sent meanwhile, and once a gateway is back her page
 * reconnects by itself and shows them.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GATEWAY_PORT = new URL(API_URL).port || '13000';
// The test profile's bus and notification database (infra/src/stack/profiles.ts).
const AMQP_URL = process.env.E2E_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672/courtage_test';
const NOTIFICATION_DB =
  process.env.E2E_NOTIFICATION_DATABASE_URL ??
  'postgres://courtage_test_notification@127.0.0.1:5432/courtage_test_notification';
const CONFIRMED = 'Votre offre est confirmée. Un e-mail de confirmation vous a été envoyé.';

/** The pid and environment of the stack's gateway (`node gateway/src/server.ts` with PORT=13000). */
function findGateway(): { pid: number; env: Record<string, string> } {
  const pids = execFileSync('pgrep', ['-f', 'gateway/src/server.ts'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  for (const pid of pids) {
    let environ: string;
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const env = Object.fromEntries(
      environ
        .split('\0')
        .filter((entry) => entry.includes('='))
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    if (env.PORT === GATEWAY_PORT) return { pid, env };
  }
  throw new Error(`no gateway process listening on port ${GATEWAY_PORT}`);
}

async function gatewayAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${API_URL}/health`)).ok;
  } catch {
    return false;
  }
}

/** A `crm.contact-query.received` event, as crm's outbox relay publishes it (the gateway is down). */
async function publishContactQuery(name: string): Promise<string> {
  const id = randomUUID();
  const connection = await amqp.connect(AMQP_URL);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange('events', 'topic', { durable: true });
    const envelope = {
      messageId: randomUUID(),
      type: 'crm.contact-query.received',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        id,
        name,
        email: uniqueEmail('visiteur'),
        postalCode: '69003',
        city: 'Lyon',
        message: `Bonjour, ${name} voudrait être rappelé au sujet d’une mutuelle.`,
        createdAt: new Date().toISOString(),
      },
    };
    channel.publish('events', envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      contentType: 'application/json',
      messageId: envelope.messageId,
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return id;
}

/** A visitor's comparison and confirmed call-back, in their own browser context. */
async function visitorConfirmsCallBack(page: Page, lastName: string): Promise<void> {
  const comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Femme',
    birthDate: '1988-06-15',
    activity: 'salarie',
    socialRegime: 'general',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
  await fillDetails(comparator, {
    firstName: 'Inès',
    lastName,
    email: uniqueEmail('ines'),
    phone: '06 11 22 33 44',
    postalCode: '57000',
    city: 'Metz',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const results = page.locator('.comparator-results');
  await expect(results.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  await results
    .locator('.offer-card')
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Confirmer votre offre' })).toBeVisible();
  await pickFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(page.locator('.comparator-confirm').getByRole('status')).toHaveText(CONFIRMED);
}

/**
 * Toasts sit top right, over the header's button: let them close (5 s) before clicking there.
 * The pointer leaves them first (they pause while hovered, and the last click was right there).
 */
async function whenToastsGone(page: Page): Promise<void> {
  await page.mouse.move(5, (page.viewportSize()?.height ?? 600) - 5);
  await expect(page.getByRole('alert').filter({ hasText: '—' })).toHaveCount(0, { timeout: 20_000 });
}

test.describe('back-office live notifications', () => {
  let replacement: ChildProcess | undefined;
  let db: pg.Pool;

  test.beforeAll(() => {
    db = new pg.Pool({ connectionString: NOTIFICATION_DB, max: 1 });
  });

  test.afterAll(async () => {
    await db.end();
    // The gateway this test started stands in for the stack's until the stack stops: stop it.
    if (replacement && replacement.exitCode === null) {
      replacement.kill('SIGTERM');
      await new Promise((resolve) => replacement?.once('exit', resolve));
    }
  });

  test('a signed-in broker is told live, and catches up by herself after the gateway was killed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const broker = await createStaff('sub-admin');
    await staffSignsInWithEmailCode(page, broker.email, broker.password);
    const center = page.locator('.bo-live');
    await expect(center).toHaveAttribute('data-live-status', 'connected');

    // 1. A visitor confirms a call-back in another browser: the broker's page shows it within 2 s.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const lastName = `Live${randomUUID().slice(0, 6)}`;
    await visitorConfirmsCallBack(visitor, lastName);
    const confirmedAt = Date.now();
    const callBackToast = page
      .getByRole('alert')
      .filter({ hasText: `Nouveau rappel demandé — Inès ${lastName}` });
    await expect(callBackToast).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - confirmedAt).toBeLessThan(2_000);
    await visitorContext.close();
    await expect(page.getByTestId('unread-count')).not.toHaveText('Aucune notification non lue');

    // The panel lists it with a link to the offer's page.
    await whenToastsGone(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByTestId('notification-item').filter({ hasText: `Inès ${lastName}` });
    await expect(item.getByRole('link', { name: /Nouveau rappel demandé/ })).toHaveAttribute(
      'href',
      /^\/admin\/offer-details\/[0-9a-f-]{36}$/,
    );
    await page.keyboard.press('Escape');

    // 2. Kill the gateway while she is connected (as a crash would: SIGKILL).
    const gateway = findGateway();
    process.kill(gateway.pid, 'SIGKILL');
    await expect.poll(gatewayAnswers, { timeout: 10_000 }).toBe(false);
    await expect(center).toHaveAttribute('data-live-status', 'reconnecting');

    // 3. Two contact messages arrive while no gateway runs: stored for her all the same.
    const names = [`Paul ${randomUUID().slice(0, 6)}`, `Zoé ${randomUUID().slice(0, 6)}`];
    const ids = [await publishContactQuery(names[0] ?? ''), await publishContactQuery(names[1] ?? '')];
    const links = ids.map((id) => `/admin/contact-us-details/${id}`);
    // Her staff id: the subject of the access token her page keeps.
    const brokerId = await page.evaluate(() => {
      const token = Object.values(localStorage)
        .map((value) => /eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/.exec(value)?.[1])
        .find(Boolean);
      return JSON.parse(atob((token ?? '').replace(/-/g, '+').replace(/_/g, '/'))).sub as string;
    });
    await expect
      .poll(
        async () =>
          (
            await db.query('SELECT 1 FROM staff_notifications WHERE staff_id = $1 AND link = ANY($2)', [
              brokerId,
              links,
            ])
          ).rowCount,
        { message: 'both notifications stored while the gateway is down', timeout: 20_000 },
      )
      .toBe(2);
    // Nothing could reach the page meanwhile.
    for (const name of names) await expect(page.getByRole('alert').filter({ hasText: name })).toHaveCount(0);

    // 4. A gateway starts again on the same port (the stack runner does not restart children).
    replacement = spawn(process.execPath, ['gateway/src/server.ts'], {
      cwd: REPO_ROOT,
      env: gateway.env,
      stdio: 'ignore',
    });
    await expect.poll(gatewayAnswers, { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(true);

    // 5. The page reconnects by itself (no reload) and shows what it missed.
    await expect(center).toHaveAttribute('data-live-status', 'connected', { timeout: 30_000 });
    for (const name of names) {
      await expect(
        page.getByRole('alert').filter({ hasText: `Nouveau message de contact : ${name}` }),
      ).toBeVisible();
    }
    await whenToastsGone(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    for (const [index, name] of names.entries()) {
      const missed = page.getByTestId('notification-item').filter({ hasText: name });
      await expect(missed.getByRole('link')).toHaveAttribute('href', links[index] ?? '');
    }

    // 6. Live again through the new gateway; then everything marked read.
    const afterRestart = `Léa ${randomUUID().slice(0, 6)}`;
    await publishContactQuery(afterRestart);
    await expect(page.getByRole('alert').filter({ hasText: afterRestart })).toBeVisible({ timeout: 5_000 });
    await whenToastsGone(page);
    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect(page.getByTestId('unread-count')).toHaveText('Aucune notification non lue');
  });
});
