import type { Core } from '@strapi/strapi';

const EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'];
// Events of one editor action (or of the seed) arrive together: one call per burst.
const DEBOUNCE_MS = 300;

/**
 * Publish webhook to the site: on every publish, unpublish or delete, POSTs the event to
 * `SITE_REVALIDATE_URL` with the shared secret `SITE_REVALIDATE_SECRET` (header
 * `x-revalidate-secret`), so the site drops its content cache at once instead of after its 60 s
 * lifetime. Off when the URL is empty. A failed call is logged; the site's cache then expires
 * on its own.
 */
export function notifySiteOnPublish(strapi: Core.Strapi): void {
  const url = process.env.SITE_REVALIDATE_URL ?? '';
  const secret = process.env.SITE_REVALIDATE_SECRET ?? '';
  if (!url) {
    strapi.log.info('[site] SITE_REVALIDATE_URL empty: the site picks up changes within 60 s (its cache)');
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const call = async () => {
    timer = undefined;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: '{}',
        signal: AbortSignal.timeout(3000),
      });
      await response.body?.cancel();
      if (!response.ok) strapi.log.warn(`[site] revalidate answered ${response.status}`);
    } catch (error) {
      strapi.log.warn(`[site] revalidate call failed: ${String(error)}`);
    }
  };
  for (const event of EVENTS) {
    strapi.eventHub.on(event, async () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(call, DEBOUNCE_MS);
    });
  }
}
