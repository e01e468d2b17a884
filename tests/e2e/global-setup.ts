import { MAILDEV_API_URL } from './maildev.ts';

/**
 * The site answers within a second of the stack runner starting, long before Strapi (minutes on
 * a first start) or the services: Playwright's webServer only waits for the site's URL, so the
 * journeys wait here for every process they go through. Also guards a reused stack.
 */
const HEALTH_URLS = [
  'http://127.0.0.1:14321/',
  'http://127.0.0.1:13000/health',
  'http://127.0.0.1:11337/_health',
  'http://127.0.0.1:13103/health',
  'http://127.0.0.1:13104/health',
  `${MAILDEV_API_URL}/email`,
];
const DEADLINE_MS = 600_000;
const SITE_URL = 'http://127.0.0.1:14321/';
const FAQ_UNAVAILABLE = 'La FAQ est momentanément indisponible.';

/** The site remembers a Strapi failure for a few seconds: wait until it shows the FAQ again. */
async function siteShowsFaq(): Promise<boolean> {
  try {
    const response = await fetch(SITE_URL, { signal: AbortSignal.timeout(5000) });
    return response.ok && !(await response.text()).includes(FAQ_UNAVAILABLE);
  } catch {
    return false;
  }
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function stillWaitingFor(): Promise<string[]> {
  const healthy = await Promise.all(HEALTH_URLS.map(isHealthy));
  const waiting = HEALTH_URLS.filter((_, index) => !healthy[index]);
  if (waiting.length === 0 && !(await siteShowsFaq())) waiting.push(`${SITE_URL} (FAQ from the CMS)`);
  return waiting;
}

export default async function waitForStack(): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const waiting = await stillWaitingFor();
    if (waiting.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`Test stack not healthy after ${DEADLINE_MS / 1000} s: ${waiting.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
