import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';
import { CHUNK_ERROR_EVENT, CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk.ts';

const never = () => new Promise<never>(() => {});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>échec</p> : this.props.children;
  }
}

/** Renders a screen to HTML, waiting for its chunk; errors the render met are collected. */
async function renderScreen(Screen: ComponentType) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Boundary>
      <Suspense fallback={<p>chargement</p>}>
        <Screen />
      </Suspense>
    </Boundary>,
    { onError: (error) => void errors.push(error) },
  );
  return { html: await new Response(prelude).text(), errors };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadChunk', () => {
  it('gives a chunk 120000 ms, then fails with a ChunkLoadError and tells the page', async () => {
    vi.useFakeTimers();
    const page = new EventTarget();
    const told = vi.fn();
    page.addEventListener(CHUNK_ERROR_EVENT, told);
    vi.stubGlobal('window', page);
    const loading = loadChunk(never);
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('passes a chunk through, and turns a failed import into a ChunkLoadError', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', cause: { name: 'TypeError' } });
  });
});

describe('lazyScreen', () => {
  it('renders the screen once its chunk arrives', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <h1>Tableau de bord</h1> }));
    const { html, errors } = await renderScreen(Screen);
    expect(html).toContain('Tableau de bord');
    expect(errors).toEqual([]);
  });

  it('fails with a ChunkLoadError when the chunk does not come within its time', async () => {
    const Screen = lazyScreen<ComponentType>(never, 20);
    const { html, errors } = await renderScreen(Screen);
    expect(html).not.toContain('Tableau de bord');
    expect(errors).toEqual([expect.any(ChunkLoadError)]);
  });
});

describe('lazily loaded screens', () => {
  it('all go through lazyScreen or loadChunk: none is a plain React.lazy of an import', () => {
    const src = fileURLToPath(new URL('../../', import.meta.url));
    const plain = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(tsx?|astro)$/.test(path) && !path.endsWith('.test.tsx'))
      .filter((path) => /\blazy\(\s*\(\)\s*=>\s*import\(/.test(readFileSync(`${src}${path}`, 'utf8')));
    expect(plain).toEqual([]);
  });
});
