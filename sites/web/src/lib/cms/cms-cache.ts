import { getCmsUrl } from '../server-env.ts';
import { fetchFromStrapi } from '../strapi-client.ts';
import { currentPreview } from './preview.ts';

/** How long published content is served from memory before Strapi is asked again: a change
 * published in Strapi is on the site within 60 s even when the publish webhook is not configured. */
export const CMS_TTL_MS = 45_000;
/** How long a failure is remembered when there is no earlier good value. */
const ERROR_TTL_MS = 5_000;

type Entry<T> =
  | { kind: 'value'; value: T; expiresAt: number }
  | { kind: 'error'; error: unknown; expiresAt: number };

type Slot = { clear: () => void };
const slots = new Set<Slot>();

/**
 * A Strapi query cached in memory for CMS_TTL_MS. Concurrent callers share one request; when a
 * reload fails (Strapi down, error status, bad body) the last good value keeps being served
 * (stale-if-error). `invalidateCmsCache()` (the publish webhook) makes every query reload on its
 * next call, still falling back to the last good value.
 */
export function createCmsQuery<Raw, T>(path: string, map: (raw: Raw) => T, now: () => number = Date.now) {
  let entry: Entry<T> | undefined;
  let last: { value: T } | undefined;
  let inFlight: Promise<T> | undefined;
  let generation = 0;
  slots.add({
    clear: () => {
      entry = undefined;
      inFlight = undefined;
      generation += 1;
    },
  });
  const reload = async (): Promise<T> => {
    const started = generation;
    try {
      const value = map(await fetchFromStrapi<Raw>({ cmsUrl: getCmsUrl(), path }));
      if (started === generation) entry = { kind: 'value', value, expiresAt: now() + CMS_TTL_MS };
      last = { value };
      return value;
    } catch (error) {
      if (last) {
        console.warn(
          `[web] CMS unavailable, serving the last good content of ${path.split('?')[0]}: ${String(error)}`,
        );
        entry = { kind: 'value', value: last.value, expiresAt: now() + ERROR_TTL_MS };
        return last.value;
      }
      entry = { kind: 'error', error, expiresAt: now() + ERROR_TTL_MS };
      throw error;
    }
  };
  return (): Promise<T> => {
    // A preview renders drafts: never from the cache, never into it.
    const preview = currentPreview();
    if (preview) return loadDraft(path, map, preview.secret);
    if (entry && entry.expiresAt > now()) {
      return entry.kind === 'value' ? Promise.resolve(entry.value) : Promise.reject(entry.error);
    }
    if (!inFlight) {
      const pending = reload().finally(() => {
        if (inFlight === pending) inFlight = undefined;
      });
      inFlight = pending;
    }
    return inFlight;
  };
}

/** The draft version of a query, for the preview panel (the CMS honours `status=draft` only with
 * the preview secret). */
async function loadDraft<Raw, T>(path: string, map: (raw: Raw) => T, secret: string): Promise<T> {
  const draftPath = `${path}${path.includes('?') ? '&' : '?'}status=draft`;
  const raw = await fetchFromStrapi<Raw>({
    cmsUrl: getCmsUrl(),
    path: draftPath,
    headers: { 'x-preview-secret': secret },
  });
  return map(raw);
}

/** Drops every cached query (the last good values stay as a fallback). */
export function invalidateCmsCache(): void {
  for (const slot of slots) slot.clear();
}
