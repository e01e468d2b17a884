import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './load-chunk.ts';

/**
 * A screen loaded on demand (React.lazy) whose chunk gets 120000 ms: a failed or hanging load
 * raises a ChunkLoadError, which the app's error boundary shows with its French reload prompt,
 * and the page shows its own ('Une partie de la page n’a pas pu être chargée.'). Every lazily
 * loaded screen goes through here: `lazyScreen(() => import('./Page.tsx'))`.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the screen keeps its props type.
export function lazyScreen<Screen extends ComponentType<any>>(
  importer: () => Promise<{ default: Screen }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<Screen> {
  return lazy(() => loadChunk(importer, timeoutMs));
}
