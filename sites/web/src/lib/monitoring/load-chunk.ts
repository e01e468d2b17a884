/** Time a script or stylesheet chunk may take before the page offers a reload (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Event the layout listens to, to show its French "Recharger la page" prompt. */
export const CHUNK_ERROR_EVENT = 'courtage:chunk-error';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a lazy chunk (`() => import(...)`): a failure, or no answer within 120000 ms, raises a
 * ChunkLoadError and tells the page to show its reload prompt. Use it for React.lazy too:
 * `lazy(() => loadChunk(() => import('./Page.tsx')))`.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([importer(), timeout])
    .catch((error: unknown) => {
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT));
      throw new ChunkLoadError(error);
    })
    .finally(() => clearTimeout(timer));
}
