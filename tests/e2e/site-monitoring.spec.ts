import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Real-user monitoring (spec §9): the site started with an APM server address sends the RUM
// agent's events there. The test runs its own intake endpoint and its own site processes (the
// stack's site has monitoring off), on the build the stack runs.
const SITE_ENTRY = fileURLToPath(new URL('../../sites/web/dist/server/entry.mjs', import.meta.url));
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
const SERVICE_NAME = 'courtage-web e2e';

type Intake = { server: Server; url: string; events: Array<Record<string, unknown>> };

async function startIntake(): Promise<Intake> {
  const events: Array<Record<string, unknown>> = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', 'content-type, content-encoding');
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (request.method !== 'POST') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (request.url?.startsWith('/intake/v2/rum/events')) {
        for (const line of body.toString('utf8').split('\n')) {
          if (line.trim()) events.push(JSON.parse(line));
        }
      }
      response.writeHead(202).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, events };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

async function startSite(env: Record<string, string>): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SITE_ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), CMS_URL, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/robots.txt`).catch(() => null))?.status ?? 0, {
      timeout: 40_000,
      message: `site on ${url} (${process.execPath}) did not start: ${stderr}`,
    })
    .toBe(200);
  return { process: child, url };
}

let intake: Intake;
const sites: ChildProcess[] = [];

test.beforeAll(async () => {
  intake = await startIntake();
});

test.afterAll(async () => {
  for (const site of sites) site.kill('SIGTERM');
  intake?.server.close();
});

test('the RUM agent sends its events to the configured intake with the service name and version', async ({
  page,
}) => {
  const site = await startSite({ PUBLIC_APM_SERVER_URL: intake.url, PUBLIC_APM_SERVICE_NAME: SERVICE_NAME });
  sites.push(site.process);
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => intake.events.find((event) => 'metadata' in event), { timeout: 20_000 })
    .toBeTruthy();
  const metadata = intake.events.find((event) => 'metadata' in event)?.metadata as {
    service: { name: string; version: string };
  };
  expect(metadata.service.name).toBe(SERVICE_NAME);
  expect(metadata.service.version).toBe('1.0.0');
  expect(intake.events.some((event) => 'transaction' in event)).toBe(true);
});

test('a bad service name leaves the site working and logs the failure', async ({ page }) => {
  const before = intake.events.length;
  const site = await startSite({ PUBLIC_APM_SERVER_URL: intake.url, PUBLIC_APM_SERVICE_NAME: 'bad/name!' });
  sites.push(site.process);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(`${site.url}/`);
  await expect.poll(() => messages.some((text) => text.includes('Failed to initialize APM'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
  await expect(page.getByRole('dialog', { name: 'Aide' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(intake.events.length).toBe(before);
});
